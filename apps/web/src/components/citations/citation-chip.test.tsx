import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { MarkdownContent } from '@/components/markdown-content';
import { CitationChip } from './citation-chip';
import { CitationContext } from './citation-context';
import { ReplySources } from './reply-sources';

const sources: CitedSource[] = [
  {
    n: 1,
    sectionId: 42,
    citation: 'D.C. Code § 42-3502.17(a)',
    heading: 'Security deposits.',
    paragraph: '(a)(1)',
    passage: 'Within 45 days after the termination of the tenancy, the owner shall tender payment.',
    sourceTitle: 'Code of the District of Columbia',
    jurisdiction: 'US-DC',
    asOf: '2025-06-30',
  },
];

function renderReply(text: string, check: CitationCheck | null = null) {
  return render(
    <MemoryRouter>
      <CitationContext.Provider value={{ sources, check }}>
        <MarkdownContent text={text} citation={CitationChip} />
        <ReplySources sources={sources} check={check} />
      </CitationContext.Provider>
    </MemoryRouter>,
  );
}

describe('citation chips', () => {
  afterEach(cleanup);

  it('turn [n] into a link to the cited paragraph, named by its citation, with a popover on focus', async () => {
    renderReply('The deposit is due within 45 days [1]. See `[1]` in code, which stays text.');
    const chip = screen.getByRole('link', { name: 'Source 1: D.C. Code § 42-3502.17(a)' });
    expect(chip.getAttribute('href')).toBe('/library/sections/42#p-a-1');
    expect(screen.getByText('[1]', { selector: 'code' })).toBeTruthy();

    await userEvent.tab();
    expect(document.activeElement).toBe(chip);
    const popover = await screen.findByTestId('citation-popover');
    expect(within(popover).getByText('Security deposits.')).toBeTruthy();
    expect(within(popover).getByText(sources[0]!.passage)).toBeTruthy();
    // Portalled outside every landmark, it is a region of its own, named as its chip (axe's `region`).
    expect(screen.getByRole('region', { name: 'Source 1: D.C. Code § 42-3502.17(a)' })).toBe(popover);
  });

  it('list the reply’s sources under it with their source and date', () => {
    renderReply('Due in 45 days [1].');
    // One level below the report's or review's part it closes; a chat reply asks for the second level.
    expect(screen.getByRole('heading', { level: 3, name: 'Sources' })).toBeTruthy();
    const item = screen.getByTestId('reply-source');
    expect(item.textContent).toContain('D.C. Code § 42-3502.17(a)');
    expect(item.textContent).toContain('Code of the District of Columbia · Current to Jun 30, 2025');
  });

  it('mark a citation of no given source, a misquote and an invented statute as unverified', () => {
    renderReply('It says “pay double” [1], see also [7] and § 42-3508.02.', {
      markers: 2,
      supported: 1,
      issues: [
        { kind: 'unknown_source', text: '[7]', n: 7, at: null },
        { kind: 'misquote', text: 'pay double', n: 1, at: null },
        { kind: 'unsupported_citation', text: '§ 42-3508.02', n: null, at: null },
      ],
    });
    const chips = screen.getAllByTestId('citation-chip');
    expect(chips.map((chip) => chip.dataset.unverified)).toEqual(['true', 'true']);
    expect(
      screen.getByRole('link', {
        name: 'Source 1: D.C. Code § 42-3502.17(a) (this citation could not be checked against the sources)',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('img', { name: '[7]: This citation could not be checked against the sources' }),
    ).toBeTruthy();
    const notes = screen.getAllByTestId('unverified-citation').map((li) => li.textContent);
    expect(notes[0]).toContain('§ 42-3508.02: This citation could not be checked against the sources');
    expect(notes[1]).toContain('“pay double” [1]');
  });

  it('mark a chip whose sentence states a figure its source does not, and list it in the warnings', () => {
    renderReply('You must be repaid within 30 days [1].', {
      markers: 1,
      supported: 1,
      issues: [{ kind: 'unsupported_claim', text: '30 days', n: 1, at: null }],
    });
    expect(screen.getByTestId('citation-chip').dataset.unverified).toBe('true');
    expect(screen.getByTestId('unverified-citation').textContent).toContain(
      '“30 days” [1]: This citation could not be checked against the sources (source 1 does not state this figure).',
    );
  });

  it('mark only the chip the check placed a problem at, in a reply shown whole or block by block', async () => {
    const text = 'Repay within 45 days [1].\n\nA penalty of $500 applies [1].\n\nSee [1] again.';
    const check: CitationCheck = {
      markers: 3,
      supported: 3,
      issues: [
        { kind: 'unsupported_claim', text: '$500', n: 1, at: text.indexOf('[1]', text.indexOf('$500')) },
      ],
    };
    for (const perBlock of [true, false]) {
      const { unmount } = render(
        <MemoryRouter>
          <CitationContext.Provider value={{ sources, check }}>
            <MarkdownContent text={text} perBlock={perBlock} citation={CitationChip} />
          </CitationContext.Provider>
        </MemoryRouter>,
      );
      const chips = screen.getAllByTestId('citation-chip');
      expect(
        chips.map((chip) => chip.dataset.unverified ?? 'false'),
        `perBlock ${perBlock}`,
      ).toEqual(['false', 'true', 'false']);
      unmount();
    }
    // The marked chip's popover says what was found: the figure, not a quotation.
    renderReply(text, check);
    await userEvent.hover(screen.getAllByTestId('citation-chip')[1]!);
    expect((await screen.findByTestId('citation-popover')).textContent).toContain(
      'source 1 does not state this figure',
    );
  });

  it('offer Open beside each listed source only where the screen can show it (the chat), with its opener', async () => {
    renderReply('Due in 45 days [1].');
    expect(screen.queryByRole('button', { name: /^Open source 1/ })).not.toBeInTheDocument();
    cleanup();

    const opened: [string, HTMLElement | null][] = [];
    render(
      <MemoryRouter>
        <CitationContext.Provider
          value={{
            sources,
            check: null,
            openSource: (source, opener) => opened.push([source.citation, opener]),
          }}
        >
          <ReplySources sources={sources} check={null} />
        </CitationContext.Provider>
      </MemoryRouter>,
    );
    const open = screen.getByRole('button', {
      name: 'Open source 1, D.C. Code § 42-3502.17(a), beside the chat',
    });
    expect(open).toHaveTextContent('Open');
    await userEvent.click(open);
    expect(opened).toEqual([['D.C. Code § 42-3502.17(a)', open]]);
  });
});
