import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Category } from '@amicus/contract/catalogue/schemas';
import { startFakeApi, type FakeApi, type FakeResponse } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { CategoryStep } from './category-step';

let server: FakeApi | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const housing: Category = {
  id: 2,
  name: 'Housing & Tenancy',
  description: 'Deposits, repairs, rent increases and evictions.',
  status: true,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
};

/** Serves GET /categories with each answer in turn (the last one again after that). */
async function serveCategories(...answers: FakeResponse[]) {
  let served = 0;
  server = await startFakeApi((request) =>
    request.path === '/api/v1/categories' ? answers[Math.min(served++, answers.length - 1)] : undefined,
  );
  renderRoute('/chat/new', <CategoryStep selectedId={null} onSelect={() => undefined} />);
}

const page = (data: Category[]) => ({
  success: true,
  data,
  pagination: { page: 1, limit: Math.max(1, data.length), pages: 1, total: data.length },
});
const listed = { body: page([housing]) };

describe('the category step', () => {
  it("shows the server's message when it refuses, and Retry loads the areas", async () => {
    await serveCategories({ status: 503, body: { success: false, message: 'Down for maintenance' } }, listed);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Housing & Tenancy/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to the spec's text when a refusal has no message", async () => {
    await serveCategories({ status: 500, body: {} });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load categories. Please refresh and try again.',
    );
  });

  it('says the answer was not right when it cannot be read', async () => {
    await serveCategories({ body: { ...page([]), data: 'not a list' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load categories properly. Please try refreshing the page.',
    );
  });

  it('says so when the server cannot be reached', async () => {
    server = await startFakeApi(() => undefined);
    await server.close();
    server = undefined;
    renderRoute('/chat/new', <CategoryStep selectedId={null} onSelect={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading categories. Please try refreshing the page or contact support.',
    );
  });

  it("shows 'No categories found.' with Refresh Categories, which loads them once there are some", async () => {
    await serveCategories({ body: page([]) }, listed);
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Categories' }));
    expect(await screen.findByRole('button', { name: /Housing & Tenancy/ })).toBeInTheDocument();
  });
});
