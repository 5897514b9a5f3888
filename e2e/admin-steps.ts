import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from './support/env';
import { expect, newUser, signInViaApi, type TestUser } from './support/fixtures';

/** Opens an admin screen signed in as the e2e admin. */
export function openAsAdmin(page: Page, path: string) {
  return signInViaApi(page, E2E_ADMIN.username, E2E_ADMIN.password, path);
}

/** A bearer token for API set-up calls (the admin API takes a bearer token, not the refresh cookie). */
export async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/v1/auth/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token as string;
}

export const adminToken = (request: APIRequestContext) =>
  tokenOf(request, E2E_ADMIN.username, E2E_ADMIN.password);

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Accounts made through POST /users (no per-address sign-up limit), with their ids. */
export async function createAccounts(
  request: APIRequestContext,
  token: string,
  count: number,
  prefix = 'member',
): Promise<(TestUser & { id: number })[]> {
  const made: (TestUser & { id: number })[] = [];
  for (let i = 0; i < count; i++) {
    const user = newUser(prefix);
    const response = await request.post('/api/v1/users', { headers: bearer(token), data: user });
    expect(response.status(), await response.text()).toBe(201);
    made.push({ ...user, id: (await response.json()).user.id });
  }
  return made;
}

/** A table row holding this text. */
export function row(page: Page, text: string | RegExp) {
  return page.getByRole('row').filter({ hasText: text });
}
