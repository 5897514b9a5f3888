import { adminToken, createAccounts, openAsAdmin, row } from './admin-steps';
import { expect, newUser, test, toast } from './support/fixtures';

test('an admin adds, finds, edits, pages through and deletes users', async ({ page, request }) => {
  // Enough accounts that the list has a second page.
  await createAccounts(request, await adminToken(request), 11, 'pager');
  await openAsAdmin(page, '/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();

  // Add
  const person = newUser('added');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByLabel('Name', { exact: true }).fill(person.name);
  await dialog.getByLabel('Username').fill(person.username);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(toast(page, 'User created successfully')).toBeVisible();

  // Search: case-insensitive on name, username, email and role; back to page 1
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Showing 11-/)).toBeVisible();
  await page.getByPlaceholder('Search users...').fill(person.username.toUpperCase());
  await expect(page.getByText('Showing 1-1 of 1 items')).toBeVisible();
  await expect(row(page, person.email)).toContainText(person.name);
  await page.getByPlaceholder('Search users...').fill('ADMIN');
  await expect(row(page, 'admin@example.com')).toBeVisible();
  await page.getByPlaceholder('Search users...').fill('no-such-person-anywhere');
  await expect(page.getByText('No users found')).toBeVisible();

  // Edit: the password field appears only after 'Change Password'
  await page.getByPlaceholder('Search users...').fill(person.username);
  await row(page, person.email)
    .getByRole('button', { name: `Edit ${person.name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('New Password')).toHaveCount(0);
  await edit.getByLabel('Name', { exact: true }).fill('Edited Person');
  await edit.getByRole('button', { name: 'Change Password' }).click();
  await edit.getByLabel('New Password').fill('Changed#Secret-2026');
  await edit.getByText('Active', { exact: true }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'User updated successfully')).toBeVisible();
  await expect(row(page, person.email)).toContainText('Edited Person');
  await expect(row(page, person.email)).toContainText('Inactive');
  const login = await request.post('/api/v1/auth/login', {
    data: { username: person.username, password: 'Changed#Secret-2026' },
  });
  expect(login.status()).toBe(403);

  // Delete: the exact username must be typed
  await row(page, person.email).getByRole('button', { name: 'Delete Edited Person' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete User' });
  const deleteButton = confirm.getByRole('button', { name: 'Delete' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByRole('textbox').fill(`${person.username}x`);
  await expect(confirm.getByText('Please enter the username correctly to confirm deletion')).toBeVisible();
  await expect(deleteButton).toBeDisabled();
  await confirm.getByRole('textbox').fill(person.username);
  await deleteButton.click();
  await expect(toast(page, 'User deleted successfully')).toBeVisible();
  await expect(page.getByText('No users found')).toBeVisible();
});

test('a taken e-mail is refused with the server message and the admin cannot delete themselves', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  const person = newUser('dupe');
  await dialog.getByLabel('Name', { exact: true }).fill(person.name);
  await dialog.getByLabel('Username').fill(person.username);
  await dialog.getByLabel('Email').fill('admin@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog.getByText('An account with this email already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByPlaceholder('Search users...').fill('admin@example.com');
  await expect(
    row(page, 'admin@example.com').getByRole('button', { name: 'Delete Administrator' }),
  ).toBeDisabled();
});
