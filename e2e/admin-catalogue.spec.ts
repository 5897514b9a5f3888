import { openAsAdmin, row } from './admin-steps';
import { expect, test, toast } from './support/fixtures';

test('an admin adds, edits, pages through and deletes categories', async ({ page }) => {
  await openAsAdmin(page, '/admin/categories');
  await expect(page.getByRole('heading', { name: 'Category Management' })).toBeVisible();
  const name = `Animal Law ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill('Pets, neighbours and vets.');
  await dialog.getByRole('button', { name: 'Add Category' }).click();
  await expect(toast(page, 'Category created successfully')).toBeVisible();

  // The ten seeded areas plus this one: the new one sorts last, and the list opens the second page to show it.
  await expect(page.getByText(/^Showing 11-\d+ of \d+ items$/)).toBeVisible();
  await expect(row(page, name)).toBeInViewport();
  await expect(row(page, name)).toContainText('Active');

  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await edit.getByLabel('Description').fill('Pets, neighbours, vets and farm animals.');
  await edit.getByText('Active', { exact: true }).click();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Category updated successfully')).toBeVisible();
  await expect(row(page, name)).toContainText('farm animals');
  await expect(row(page, name)).toContainText('Inactive');

  await row(page, name)
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Category deleted successfully')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});

test('an admin adds, edits, pages through and deletes questions', async ({ page }) => {
  await openAsAdmin(page, '/admin/questions');
  await expect(page.getByRole('heading', { name: 'Question Management' })).toBeVisible();
  // The seeded questions fill several pages.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Showing 11-20 of \d+ items$/)).toBeVisible();
  const title = `Lost pet ${Date.now().toString(36)}`;

  await page.getByRole('button', { name: 'Add Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Question' });
  // The first category is preselected.
  await expect(dialog.getByRole('combobox', { name: 'Category' })).not.toHaveText('Select a category');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('My neighbour kept my dog. What can I do?');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Housing & Tenancy' }).click();
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await expect(toast(page, 'Question created successfully')).toBeVisible();

  // Saved, it is shown where it sorts (the last page), scrolled into view.
  await expect(row(page, title)).toBeInViewport();
  await expect(row(page, title)).toContainText('Housing & Tenancy');
  await row(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Question' });
  await edit.getByLabel('Title').fill(`${title} (edited)`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Question updated successfully')).toBeVisible();
  await expect(row(page, `${title} (edited)`)).toBeVisible();

  await row(page, `${title} (edited)`)
    .getByRole('button', { name: /^Delete / })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Question deleted successfully')).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
});

test('an admin finds questions by words and by category, and a question saved under a filter shows', async ({
  page,
}) => {
  await openAsAdmin(page, '/admin/questions');
  const rows = page.getByRole('rowgroup').nth(1).getByRole('row');
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('deposit');
  await expect(rows.first()).toContainText(/deposit/i);
  for (const text of await rows.allInnerTexts()) expect(text).toMatch(/deposit/i);
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('');

  await page.getByRole('combobox', { name: 'Filter by category' }).click();
  await page.getByRole('option', { name: 'Family Law' }).click();
  await expect(page.getByText(/^Showing 1-\d+ of \d+ items$/)).toBeVisible();
  await expect(rows.first()).toContainText('Family Law');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Family Law');

  // A question saved in another category than the filter's: the filter is lifted so it shows.
  const title = `Noisy neighbour ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Add Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Question' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('The flat upstairs plays music all night. What can I do?');
  await dialog.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Housing & Tenancy' }).click();
  await dialog.getByRole('button', { name: 'Add Question' }).click();
  await expect(toast(page, 'Question created successfully')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Filter by category' })).toHaveText('All categories');
  await expect(row(page, title)).toBeInViewport();

  await row(page, title)
    .getByRole('button', { name: `Delete ${title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Question deleted successfully')).toBeVisible();
});
