import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReviewResult } from '@amicus/contract/documents/review';
import { reviewMessages } from '@amicus/contract/documents/review-messages';
import { leaseResult } from '../review-fixtures';
import { groupObligations, ReviewView, saysMore } from './review-view';

const place = 'District of Columbia, United States';

function renderView(overrides: Partial<ReviewResult> = {}) {
  render(
    <MemoryRouter>
      <ReviewView result={{ ...leaseResult, ...overrides }} place={place} />
    </MemoryRouter>,
  );
}

describe('ReviewView', () => {
  afterEach(cleanup);

  it('shows every finding with its quote and page, and a flagged clause’s law as a chip to its source', () => {
    renderView();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'What this document is',
      'Parties',
      'Dates and deadlines',
      'Amounts',
      'Obligations of each side',
      'Clauses to look at',
      'Questions to ask',
      'Clause headings',
    ]);
    const amounts = screen.getByTestId('review-amounts');
    expect(within(amounts).getByText('$1,500.00')).toBeTruthy();
    expect(within(amounts).getByTestId('review-quote').textContent).toBe(
      '“a security deposit of $1,500.00”p. 2',
    );

    const dates = screen.getByTestId('review-dates');
    expect(within(dates).getByText('June 1, 2026').getAttribute('datetime')).toBe('2026-06-01');
    expect(within(dates).getByText('Deadline')).toBeTruthy();

    const flags = screen.getByTestId('review-flags');
    expect(within(flags).getByText('Possibly unenforceable')).toBeTruthy();
    const chip = within(flags).getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' });
    expect(chip.getAttribute('href')).toBe('/library/sections/42#p-a');
    expect(within(flags).getByTestId('reply-source').textContent).toContain('D.C. Code § 42-3502.17(a)');
    expect(within(flags).getByTestId('review-quote-page').textContent).toBe('p. 2');

    expect(screen.getByText(reviewMessages.writtenByModel('openai/gpt-4o-mini'))).toBeTruthy();
    expect(screen.queryByTestId('review-offline')).toBeNull();
    expect(screen.queryByTestId('review-no-law')).toBeNull();
    expect(screen.queryByTestId('review-quote-counts')).toBeNull();
  });

  it('groups obligations by side, in the order the document names them', () => {
    expect(groupObligations(leaseResult.obligations).map(([side, items]) => [side, items.length])).toEqual([
      ['Tenant', 2],
      ['Landlord', 1],
    ]);
    renderView();
    const sides = within(screen.getByTestId('review-obligations')).getAllByRole('heading', { level: 3 });
    expect(sides.map((h) => h.textContent)).toEqual(['Tenant', 'Landlord']);
  });

  it('says plainly it was reviewed offline, found no law, read only the start and left quotations out', () => {
    renderView({
      writer: 'offline',
      writtenBy: 'offline',
      lawFound: false,
      truncated: true,
      droppedQuotes: 2,
      flags: [],
      sources: [],
    });
    expect(screen.getByTestId('review-offline')).toBeTruthy();
    expect(screen.getByTestId('review-offline-notice').textContent).toBe(
      `Offline review: ${reviewMessages.writtenOffline}`,
    );
    expect(screen.getByTestId('review-no-law').textContent).toBe(reviewMessages.noLawFound(place));
    expect(screen.getByTestId('review-truncated').textContent).toBe(reviewMessages.truncated);
    expect(screen.getByTestId('review-quote-counts').textContent).toContain(reviewMessages.droppedQuotes(2));
    expect(within(screen.getByTestId('review-flags')).getByText('None found in the document.')).toBeTruthy();
  });

  it('leaves out a finding’s text that only repeats its quote or what the item shows above it', () => {
    const quote = { text: 'Tenant shall pay rent.', page: 1, offset: 0 };
    expect(saysMore({ text: 'Tenant  shall pay rent.', quote }, [])).toBe(false);
    expect(saysMore({ text: 'Jane Roe (Landlord)', quote }, ['Jane Roe', 'Jane Roe (Landlord)'])).toBe(false);
    expect(saysMore({ text: 'Rent is due monthly.', quote }, ['Rent'])).toBe(true);
    expect(saysMore({ text: ' ', quote: null }, [])).toBe(false);
  });

  it('shows no page for a quote from a format without pages', () => {
    renderView({
      amounts: [{ ...leaseResult.amounts[0]!, quote: { text: 'a deposit', page: null, offset: 10 } }],
    });
    const amounts = screen.getByTestId('review-amounts');
    expect(within(amounts).getByTestId('review-quote').textContent).toBe('“a deposit”');
  });
});
