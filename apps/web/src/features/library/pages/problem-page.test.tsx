import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Problem, ProblemSummary } from '@amicus/contract/library/problem-schemas';
import { useSessionStore } from '@/lib/session-store';
import { fakeJwt, publicUser, startFakeApi, type FakeApi } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { ProblemPage } from './problem-page';
import { ProblemsPage } from './problems-page';

const areas = [
  { slug: 'housing', name: 'Housing & Tenancy', categoryId: 2, description: 'Deposits and repairs.' },
  { slug: 'debt', name: 'Debt & Money', categoryId: 5, description: 'Collectors and credit.' },
];

const summary = (id: number, jurisdiction: string, area: string, title: string): ProblemSummary => ({
  id,
  jurisdiction,
  slug: `problem-${id}`,
  area,
  title,
  description: `${title}: what the law says.`,
  flagged: 0,
});

const deposit: Problem = {
  ...summary(7, 'US-DC', 'housing', 'My landlord has not given back my security deposit'),
  description: 'You moved out and the landlord kept the deposit without a word.',
  flagged: 1,
  asks: ['landlord kept my deposit'],
  edited: false,
  governs: [
    {
      citation: 'D.C. Code § 42-3502.17',
      paragraphs: ['(a)', '(b)(1)'],
      says: 'The landlord must return the deposit, with interest, within 45 days.',
      sectionId: 12,
      heading: 'Security deposits for rental units.',
      keyParagraphs: [
        { path: '(a)', label: '(a)', text: 'Within 45 days the owner shall tender the deposit.' },
        { path: '(b)(1)', label: '(1)', text: 'The deposit is kept in an interest-bearing account.' },
      ],
      flag: null,
    },
    {
      citation: 'D.C. Code § 42-3505.31',
      paragraphs: ['(d)'],
      says: 'A late fee cannot be taken out of the deposit.',
      sectionId: null,
      heading: null,
      keyParagraphs: [],
      flag: 'not_found',
    },
  ],
};

let server: FakeApi;
beforeEach(async () => {
  localStorage.clear();
  useSessionStore.getState().signIn(fakeJwt(900), publicUser(), true);
  server = await startFakeApi((request) => {
    const url = new URL(request.path, 'http://api');
    if (url.pathname === '/api/v1/library/areas') return { body: { success: true, data: areas } };
    if (url.pathname === '/api/v1/library/problems/7') return { body: { success: true, problem: deposit } };
    if (url.pathname === '/api/v1/library/problems') {
      const data = {
        'US-DC': [
          summary(7, 'US-DC', 'housing', deposit.title),
          summary(8, 'US-DC', 'housing', 'My landlord will not make repairs'),
        ],
        US: [
          summary(20, 'US', 'debt', 'A debt collector calls me very early or late at night'),
          summary(21, 'US', 'housing', 'A landlord won’t rent to me because I have children'),
        ],
      }[url.searchParams.get('jurisdiction') ?? ''];
      return { body: { success: true, data: data ?? [] } };
    }
    return undefined;
  });
});
afterEach(async () => {
  await server.close();
});

describe('/library/problems/:id', () => {
  it('shows the problem and each governing section: its citation to the reader at the key paragraph, its plain words and key paragraphs', async () => {
    renderRoute('/library/problems/7', <ProblemPage />, '/library/problems/:id');
    const title = await screen.findByRole('heading', { level: 1, name: deposit.title });
    expect(title).toHaveFocus();
    expect(screen.getByText(deposit.description)).toBeInTheDocument();
    expect(await screen.findAllByText('Housing & Tenancy')).not.toHaveLength(0);
    expect(screen.getByText('District of Columbia')).toBeInTheDocument();

    const sections = within(screen.getByRole('region', { name: 'The law that governs it' })).getAllByRole(
      'listitem',
    );
    const held = sections.find((item) => item.textContent?.includes('42-3502.17'))!;
    expect(within(held).getByRole('link', { name: 'D.C. Code § 42-3502.17' })).toHaveAttribute(
      'href',
      '/library/sections/12#p-a',
    );
    expect(within(held).getByRole('link', { name: 'D.C. Code § 42-3502.17(b)(1)' })).toHaveAttribute(
      'href',
      '/library/sections/12#p-b-1',
    );
    expect(held).toHaveTextContent('Security deposits for rental units.');
    expect(held).toHaveTextContent('In plain words: The landlord must return the deposit, with interest');
    expect(held).toHaveTextContent('(a)Within 45 days the owner shall tender the deposit.');
    expect(held).toHaveTextContent('(b)(1)The deposit is kept in an interest-bearing account.');

    // A section the library does not hold is named, says so, and leads nowhere.
    const missing = sections.find((item) => item.textContent?.includes('42-3505.31'))!;
    expect(within(missing).queryByRole('link')).toBeNull();
    expect(missing).toHaveTextContent('This section is not in the library yet');
    expect(missing).toHaveTextContent('A late fee cannot be taken out of the deposit.');
    // Admins' flags are not for users.
    expect(document.body.textContent).not.toMatch(/library holds no section with this citation/i);
  });

  it('asks Amicus about the problem in a new chat', async () => {
    const user = userEvent.setup();
    renderRoute('/library/problems/7', <ProblemPage />, '/library/problems/:id');
    await screen.findByRole('heading', { level: 1, name: deposit.title });
    await user.click(screen.getByRole('button', { name: 'Ask Amicus about this' }));
    expect(await screen.findByText('Elsewhere at /chat/new')).toBeInTheDocument();
  });

  it('says so when no problem has the address', async () => {
    renderRoute('/library/problems/99', <ProblemPage />, '/library/problems/:id');
    expect(await screen.findByRole('heading', { name: 'Problem not found' })).toBeInTheDocument();
  });
});

describe('/library/problems', () => {
  it('browses a place’s problems by area, its own first and then its country’s', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/library/problems?jurisdiction=US-DC', <ProblemsPage />);
    expect(screen.getByLabelText('Country')).toHaveValue('United States');
    expect(screen.getByLabelText('State / Province')).toHaveValue('District of Columbia');
    const cards = await screen.findByRole('region', { name: 'Problems by area' });
    // The areas are named once the catalogue has arrived, which may be after the problems.
    const housing = await within(cards).findByRole('link', { name: /Housing & Tenancy/ });
    expect(housing).toHaveTextContent('3 problems');
    expect(within(cards).getByRole('link', { name: /Debt & Money/ })).toHaveTextContent('1 problem');

    await user.click(housing);
    expect(router.state.location.search).toBe('?jurisdiction=US-DC&area=housing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Housing & Tenancy' })).toHaveFocus();
    const dc = screen.getByRole('region', { name: /District of Columbia/ });
    expect(
      within(dc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([deposit.title, 'My landlord will not make repairs']);
    expect(within(dc).getByRole('link', { name: deposit.title })).toHaveAttribute(
      'href',
      '/library/problems/7',
    );
    const federal = screen.getByRole('region', { name: /United States/ });
    expect(within(federal).getByRole('link')).toHaveTextContent('won’t rent to me because I have children');

    // Another place: the state goes, the area stays.
    await user.selectOptions(screen.getByLabelText('State / Province'), '');
    expect(router.state.location.search).toBe('?jurisdiction=US&area=housing');
    expect(screen.queryByRole('region', { name: /District of Columbia/ })).toBeNull();
  });
});
