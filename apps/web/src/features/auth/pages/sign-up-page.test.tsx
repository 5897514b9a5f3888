import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { publicUser, startFakeApi, type FakeApi } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { SignUpPage } from './sign-up-page';

let server: FakeApi | undefined;
afterEach(async () => {
  // Unmounted first, so no request is still under way when the server goes.
  cleanup();
  await server?.close();
  server = undefined;
});

const fill = async (
  values: Partial<Record<'name' | 'email' | 'username' | 'password' | 'confirm', string>>,
) => {
  const user = userEvent.setup();
  const fields = {
    name: screen.getByLabelText('Full Name'),
    email: screen.getByLabelText('Email'),
    username: screen.getByLabelText('Username'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm Password'),
  };
  for (const [key, value] of Object.entries(values)) {
    if (!value) continue;
    await user.click(fields[key as keyof typeof fields]);
    await user.paste(value);
  }
  return user;
};
const agree = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }));
const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Create Account' }));

const complete = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  username: 'jane',
  password: 'Plain#words42',
  confirm: 'Plain#words42',
};

describe('sign-up form', () => {
  it('keeps Create Account disabled until the terms are ticked', async () => {
    renderRoute('/sign-up', <SignUpPage />);
    const user = await fill(complete);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    await agree(user);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  });

  it('first asks for every field, and says nothing else while one is empty', async () => {
    renderRoute('/sign-up', <SignUpPage />);
    const user = await fill({ ...complete, username: '', confirm: 'different' });
    await agree(user);
    await submit(user);
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('then checks that the passwords match, before the password rule', async () => {
    renderRoute('/sign-up', <SignUpPage />);
    const user = await fill({ ...complete, password: 'weak', confirm: 'weaker' });
    await agree(user);
    await submit(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.queryByText(/Password must be at least 8 characters/)).not.toBeInTheDocument();
    expect(screen.queryByText('Please fill in all fields')).not.toBeInTheDocument();
  });

  it('then wants 8 characters with a digit and a special character', async () => {
    renderRoute('/sign-up', <SignUpPage />);
    const user = await fill({ ...complete, password: 'longenough', confirm: 'longenough' });
    await agree(user);
    await submit(user);
    expect(
      await screen.findByText('Password must be at least 8 characters with 1 number and 1 special character'),
    ).toBeInTheDocument();
  });

  it('sends name, email, username and password, then goes to /sign-in with the success message', async () => {
    server = await startFakeApi((request) =>
      request.path === '/api/v1/auth/signup'
        ? { status: 201, body: { success: true, message: 'created', data: publicUser() } }
        : undefined,
    );
    renderRoute('/sign-up', <SignUpPage />);
    const user = await fill(complete);
    await agree(user);
    await submit(user);

    expect(await screen.findByText('Elsewhere at /sign-in')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Account created successfully. Please check your email for verification instructions.',
      ).length,
    ).toBeGreaterThan(0);
    expect(server.requests.at(-1)?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      username: 'jane',
      password: 'Plain#words42',
    });
  });

  it("shows the server's message on the field it names, and stays on the page", async () => {
    server = await startFakeApi(() => ({
      status: 409,
      body: {
        success: false,
        message: 'This username is already taken',
        errors: [{ path: 'username', message: 'This username is already taken' }],
      },
    }));
    renderRoute('/sign-up', <SignUpPage />);
    const user = await fill(complete);
    await agree(user);
    await submit(user);

    await waitFor(() =>
      expect(screen.getAllByText('This username is already taken').length).toBeGreaterThan(1),
    );
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/Elsewhere/)).not.toBeInTheDocument();
  });
});
