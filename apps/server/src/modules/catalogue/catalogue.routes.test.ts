import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../../db/seed/catalogue-data';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpAndLogin(t.app);
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

const asAdmin = () => asUser(t.app, admin);
const asPlainUser = () => asUser(t.app, user);

async function createCategory(body: Record<string, unknown>) {
  const response = await asAdmin()({ method: 'POST', url: '/api/v1/categories', payload: body });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; status: boolean };
}

describe('GET /categories', () => {
  it('lists the ten seeded areas with status, and requires sign-in', async () => {
    const response = await asPlainUser()({ method: 'GET', url: '/api/v1/categories' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toHaveLength(10);
    expect(data[0]).toMatchObject({ name: 'Family Law', status: true });
    // The whole list is one page unless a page is asked for.
    expect(response.json().pagination).toEqual({ page: 1, limit: 10, pages: 1, total: 10 });
    expect(typeof data[0].createdAt).toBe('string');
    expect((await asUser(t.app, null)({ method: 'GET', url: '/api/v1/categories' })).statusCode).toBe(401);
  });

  it('hides inactive categories from users but not from admins', async () => {
    const hidden = await createCategory({ name: 'Tax Law', description: 'Taxes.', isActive: false });
    expect(hidden.status).toBe(false);
    const forUser = (await asPlainUser()({ method: 'GET', url: '/api/v1/categories' })).json().data;
    const forAdmin = (await asAdmin()({ method: 'GET', url: '/api/v1/categories' })).json().data;
    expect(forUser.map((c: { id: number }) => c.id)).not.toContain(hidden.id);
    expect(forAdmin.map((c: { id: number }) => c.id)).toContain(hidden.id);
    expect((await asPlainUser()({ method: 'GET', url: `/api/v1/categories/${hidden.id}` })).statusCode).toBe(
      404,
    );
    expect((await asAdmin()({ method: 'GET', url: `/api/v1/categories/${hidden.id}` })).statusCode).toBe(200);
  });
});

describe('pages of the catalogue', () => {
  it('answers one page when a limit is given, and refuses a bad one', async () => {
    const all = (await asPlainUser()({ method: 'GET', url: '/api/v1/categories' })).json().data;
    const second = (await asPlainUser()({ method: 'GET', url: '/api/v1/categories?page=2&limit=3' })).json();
    expect(second.data).toEqual(all.slice(3, 6));
    expect(second.pagination).toEqual({
      page: 2,
      limit: 3,
      pages: Math.ceil(all.length / 3),
      total: all.length,
    });
    const questions = (
      await asPlainUser()({ method: 'GET', url: '/api/v1/questions?categoryId=2&limit=2' })
    ).json();
    expect(questions.data).toHaveLength(2);
    expect(questions.pagination).toMatchObject({ page: 1, limit: 2 });
    const ofCategory = (
      await asPlainUser()({ method: 'GET', url: '/api/v1/categories/2/questions?page=99&limit=5' })
    ).json();
    expect(ofCategory.data).toEqual([]);
    expect(ofCategory.pagination.total).toBe(questions.pagination.total);
    const bad = await asPlainUser()({ method: 'GET', url: '/api/v1/categories?limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('limit must be at least 1');
  });
});

describe('GET /categories/{id}/questions and /questions', () => {
  it('lists the active questions of an active category', async () => {
    const response = await asPlainUser()({ method: 'GET', url: '/api/v1/categories/2/questions' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.length).toBe(5);
    expect(data[0]).toMatchObject({
      title: 'Deposit not returned',
      category: { id: 2, name: 'Housing & Tenancy' },
    });
  });

  it('filters by category, hides inactive questions and questions of inactive categories from users', async () => {
    const category = await createCategory({ name: 'Hidden area', description: 'Soon.', isActive: false });
    const hiddenQuestion = (
      await asAdmin()({
        method: 'POST',
        url: '/api/v1/questions',
        payload: { title: 'Q', content: 'A question?', categoryId: category.id, isActive: true },
      })
    ).json().data;
    const inactive = (
      await asAdmin()({
        method: 'POST',
        url: '/api/v1/questions',
        payload: { title: 'Old', content: 'Retired question?', categoryId: 2, isActive: false },
      })
    ).json().data;

    const userAll = (await asPlainUser()({ method: 'GET', url: '/api/v1/questions' })).json().data;
    const ids = userAll.map((q: { id: number }) => q.id);
    expect(ids).not.toContain(hiddenQuestion.id);
    expect(ids).not.toContain(inactive.id);
    expect(userAll.length).toBe(seedCategories.reduce((sum, c) => sum + c.questions.length, 0));
    const housing = (await asPlainUser()({ method: 'GET', url: '/api/v1/questions?categoryId=2' })).json()
      .data;
    expect(housing.every((q: { category: { id: number } }) => q.category.id === 2)).toBe(true);
    expect((await asPlainUser()({ method: 'GET', url: `/api/v1/questions/${inactive.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await asPlainUser()({ method: 'GET', url: `/api/v1/categories/${category.id}/questions` })).statusCode,
    ).toBe(404);

    const adminAll = (await asAdmin()({ method: 'GET', url: '/api/v1/questions' })).json().data;
    expect(adminAll.map((q: { id: number }) => q.id)).toEqual(
      expect.arrayContaining([hiddenQuestion.id, inactive.id]),
    );
    const single = await asAdmin()({ method: 'GET', url: `/api/v1/questions/${inactive.id}` });
    expect(single.json().data).toMatchObject({ title: 'Old', status: false, category: { id: 2 } });
  });
});

describe('admin writes', () => {
  it('creates, updates (isActive written, status read) and deletes a category', async () => {
    const created = await createCategory({ name: '  Pets  ', description: 'Animals and the law.' });
    expect(created).toMatchObject({ status: true });
    const updated = await asAdmin()({
      method: 'PUT',
      url: `/api/v1/categories/${created.id}`,
      payload: { name: 'Animal Law', description: 'Pets, livestock and neighbours.', isActive: false },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      success: true,
      message: 'Category updated successfully',
      data: { name: 'Animal Law', status: false },
    });
    const removed = await asAdmin()({ method: 'DELETE', url: `/api/v1/categories/${created.id}` });
    expect(removed.json()).toEqual({ success: true, message: 'Category deleted successfully' });
    expect((await asAdmin()({ method: 'GET', url: `/api/v1/categories/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await asAdmin()({ method: 'DELETE', url: `/api/v1/categories/${created.id}` })).statusCode).toBe(
      404,
    );
  });

  it('creates, updates and deletes a question', async () => {
    const created = await asAdmin()({
      method: 'POST',
      url: '/api/v1/questions',
      payload: { title: 'Noise', content: 'My neighbour is loud at night. What can I do?', categoryId: 2 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const updated = await asAdmin()({
      method: 'PUT',
      url: `/api/v1/questions/${id}`,
      payload: { title: 'Noise complaints', content: 'Loud neighbours?', categoryId: 1, isActive: true },
    });
    expect(updated.json().data).toMatchObject({
      title: 'Noise complaints',
      category: { id: 1, name: 'Family Law' },
    });
    expect((await asAdmin()({ method: 'DELETE', url: `/api/v1/questions/${id}` })).statusCode).toBe(200);
    expect((await asAdmin()({ method: 'GET', url: `/api/v1/questions/${id}` })).statusCode).toBe(404);
  });

  it('keeps the status of a category or question when a PUT leaves isActive out', async () => {
    const hidden = await createCategory({ name: 'Draft area', description: 'Not ready.', isActive: false });
    const renamed = await asAdmin()({
      method: 'PUT',
      url: `/api/v1/categories/${hidden.id}`,
      payload: { name: 'Draft area, renamed', description: 'Still not ready.' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Draft area, renamed', status: false });

    const question = await asAdmin()({
      method: 'POST',
      url: '/api/v1/questions',
      payload: { title: 'Draft', content: 'Not ready?', categoryId: 2, isActive: false },
    });
    const edited = await asAdmin()({
      method: 'PUT',
      url: `/api/v1/questions/${question.json().data.id}`,
      payload: { title: 'Draft, edited', content: 'Still not ready?', categoryId: 2 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Draft, edited', status: false });
    const forUser = (await asPlainUser()({ method: 'GET', url: '/api/v1/questions?categoryId=2' })).json()
      .data;
    expect(forUser.map((q: { title: string }) => q.title)).not.toContain('Draft, edited');
  });

  it('refuses bad input with a message naming the field, and changes nothing', async () => {
    const before = (await asAdmin()({ method: 'GET', url: '/api/v1/categories' })).json().data.length;
    const blank = await asAdmin()({
      method: 'POST',
      url: '/api/v1/categories',
      payload: { name: '  ', description: 'x' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Name is required');
    const noCategory = await asAdmin()({
      method: 'POST',
      url: '/api/v1/questions',
      payload: { title: 'T', content: 'C', categoryId: 99_999 },
    });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().message).toBe('Please select a category');
    expect((await asAdmin()({ method: 'GET', url: '/api/v1/categories' })).json().data.length).toBe(before);
  });

  it('answers 403 to users and 401 to visitors on every write', async () => {
    const writes = [
      { method: 'POST' as const, url: '/api/v1/categories', payload: { name: 'X', description: 'Y' } },
      { method: 'PUT' as const, url: '/api/v1/categories/1', payload: { name: 'X', description: 'Y' } },
      { method: 'DELETE' as const, url: '/api/v1/categories/1' },
      {
        method: 'POST' as const,
        url: '/api/v1/questions',
        payload: { title: 'X', content: 'Y', categoryId: 1 },
      },
      {
        method: 'PUT' as const,
        url: '/api/v1/questions/1',
        payload: { title: 'X', content: 'Y', categoryId: 1 },
      },
      { method: 'DELETE' as const, url: '/api/v1/questions/1' },
    ];
    for (const write of writes) {
      expect((await asPlainUser()(write)).statusCode, `${write.method} ${write.url}`).toBe(403);
      expect((await asUser(t.app, null)(write)).statusCode, `${write.method} ${write.url}`).toBe(401);
    }
    const category = (await asPlainUser()({ method: 'GET', url: '/api/v1/categories/1' })).json().data;
    expect(category.name).toBe('Family Law');
  });
});
