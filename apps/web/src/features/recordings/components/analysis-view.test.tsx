import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workPrices } from '@amicus/contract/credits/prices';
import type { RecordingAnalysis } from '@amicus/contract/recordings/analysis';
import { pricesQueryOptions } from '@/lib/credits/prices';
import { useSessionStore } from '@/lib/session-store';
import { fakeJwt, publicUser } from '@/test/fake-api-server';
import { analysisLabels } from './analysis-labels';
import { AnalysisView } from './analysis-view';

const analysis: RecordingAnalysis = {
  summary: 'The landlord must return the deposit within 45 days [1].',
  facts: [
    {
      text: 'You moved out.',
      when: 'March 3',
      isoDate: '2026-03-03',
      quote: { n: 2, startMs: 65_000, endMs: 68_000, text: 'I moved out on March third' },
    },
  ],
  issues: [{ text: 'Whether deductions were itemised [2].', quote: null }],
  nextSteps: [],
  sources: [
    {
      n: 1,
      sectionId: 42,
      citation: 'D.C. Code § 42-3502.17(a)',
      heading: 'Security deposits.',
      paragraph: '(a)',
      passage: 'Within 45 days after the termination of the tenancy, the owner shall tender payment.',
      sourceTitle: 'Code of the District of Columbia',
      jurisdiction: 'US-DC',
      asOf: '2024-10-20',
    },
  ],
  citationCheck: {
    markers: 2,
    supported: 1,
    issues: [{ kind: 'unknown_source', text: '[2]', n: 2, at: null }],
  },
  lawFound: true,
  droppedQuotes: 0,
  writtenBy: 'openai/gpt-4o-mini',
  country: 'United States',
  state: 'District of Columbia',
  categoryId: null,
  stale: false,
  createdAt: '2026-11-27T10:00:00.000Z',
};

/** At 2 credits a message an analysis costs 4; the user holds 3. */
function renderView(overrides: Partial<RecordingAnalysis> = {}) {
  const onPlayFrom = vi.fn();
  const onAnalyseAgain = vi.fn();
  const queryClient = new QueryClient();
  queryClient.setQueryData(pricesQueryOptions().queryKey, { message: 2, ...workPrices(2) });
  useSessionStore.getState().signIn(fakeJwt(900), publicUser({ credits: 3 }), true);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AnalysisView
          analysis={{ ...analysis, ...overrides }}
          areaName={null}
          analysing={false}
          onAnalyseAgain={onAnalyseAgain}
          onPlayFrom={onPlayFrom}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onPlayFrom, onAnalyseAgain };
}

describe('AnalysisView', () => {
  afterEach(cleanup);

  it('shows citations as the chat does, a fact’s date, and plays a quotation from its time', async () => {
    const { onPlayFrom } = renderView();
    expect(screen.getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^\[2\]: This citation could not be checked/ })).toBeTruthy();
    expect(screen.getByTestId('reply-source').textContent).toContain('D.C. Code § 42-3502.17(a)');
    const fact = screen.getByTestId('analysis-facts-item');
    expect(within(fact).getByText('March 3').getAttribute('datetime')).toBe('2026-03-03');
    await userEvent.click(within(fact).getByRole('button', { name: 'Play from 1:05' }));
    expect(onPlayFrom).toHaveBeenCalledWith(65_000);
    expect(screen.getByText('Written by openai/gpt-4o-mini')).toBeTruthy();
    expect(screen.queryByTestId('analysis-offline')).toBeNull();
    expect(screen.queryByTestId('analysis-stale')).toBeNull();
    expect(screen.queryByTestId('analysis-no-law')).toBeNull();
  });

  it('says plainly when it was written offline, found no law for the place, or is out of date', async () => {
    const { onAnalyseAgain } = renderView({
      writtenBy: 'offline',
      lawFound: false,
      stale: true,
      droppedQuotes: 2,
    });
    expect(screen.getByTestId('analysis-offline')).toBeTruthy();
    expect(screen.getByText(analysisLabels.offline)).toBeTruthy();
    expect(screen.getByTestId('analysis-no-law').textContent).toBe(
      analysisLabels.noLaw('District of Columbia, United States'),
    );
    expect(screen.getByTestId('analysis-stale').textContent).toBe(analysisLabels.stale);
    const again = screen.getByRole('button', { name: 'Analyse again' });
    // The price is read before the press, with the way to more credits when the balance is short.
    expect(again).toHaveAccessibleDescription(
      'Costs 4 credits (you have 3). Choose a plan for more credits.',
    );
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/chat/products');
    await userEvent.click(again);
    expect(onAnalyseAgain).toHaveBeenCalledOnce();
    expect(screen.getByText(analysisLabels.droppedQuotes(2))).toBeTruthy();
  });

  it('shows a fact that is the transcript’s own sentence once, as the quotation that plays', async () => {
    const spoken = 'I paid a deposit of $1,200 on March 1.';
    const { onPlayFrom } = renderView({
      facts: [
        {
          text: spoken,
          when: 'March 1',
          isoDate: '2026-03-01',
          quote: { n: 1, startMs: 4_000, endMs: 7_000, text: 'I paid a deposit of $1,200 on March 1' },
        },
      ],
    });
    const fact = screen.getByTestId('analysis-facts-item');
    expect(within(fact).getAllByText(/I paid a deposit of \$1,200 on March 1/)).toHaveLength(1);
    expect(within(fact).getByTestId('analysis-quote')).toHaveTextContent(
      'I paid a deposit of $1,200 on March 1',
    );
    await userEvent.click(within(fact).getByRole('button', { name: /0:04/ }));
    expect(onPlayFrom).toHaveBeenCalledWith(4_000);
  });
});
