import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TranscriptSegment } from '@amicus/contract/recordings/schemas';
import { TranscriptEditor } from './transcript-editor';

const segments: TranscriptSegment[] = [
  { n: 1, startMs: 0, endMs: 2_400, text: 'the landlord kept my', edited: false, words: null },
  { n: 2, startMs: 2_400, endMs: 65_000, text: 'security deposit', edited: true, words: null },
];

function renderEditor(onSave = vi.fn(() => Promise.resolve()), playing = true) {
  const onPlayFrom = vi.fn();
  render(
    <TranscriptEditor
      segments={segments}
      playingMs={3_000}
      playing={playing}
      saving={false}
      onPlayFrom={onPlayFrom}
      onSave={onSave}
    />,
  );
  return { onSave, onPlayFrom, user: userEvent.setup() };
}

describe('TranscriptEditor', () => {
  it('shows each segment with its time, its text in a named field, and whether it was edited', () => {
    renderEditor();
    const rows = screen.getAllByTestId('transcript-segment');
    expect(rows).toHaveLength(2);
    expect(screen.getByLabelText('Segment 1, at 0:00')).toHaveValue('the landlord kept my');
    expect(screen.getByLabelText('Segment 2, at 0:02')).toHaveValue('security deposit');
    expect(within(rows[1]!).getByText('Edited')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Edited')).not.toBeInTheDocument();
  });

  it('marks the segment being heard as the current one, in words as well as colour', () => {
    renderEditor();
    const rows = screen.getAllByTestId('transcript-segment');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(within(rows[1]!).getByText('Now playing')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Now playing')).not.toBeInTheDocument();
  });

  it('marks the word being heard in the current segment, and no word once its text is being changed', async () => {
    const timed: TranscriptSegment[] = [
      {
        n: 1,
        startMs: 0,
        endMs: 2_000,
        text: 'kept my deposit',
        edited: false,
        words: [
          { start: 0, end: 4, startMs: 0, endMs: 500 },
          { start: 5, end: 7, startMs: 600, endMs: 900 },
          { start: 8, end: 15, startMs: 1_000, endMs: 2_000 },
        ],
      },
    ];
    const spokenAt = (ms: number) => {
      rerender(
        <TranscriptEditor
          segments={timed}
          playingMs={ms}
          playing
          saving={false}
          onPlayFrom={vi.fn()}
          onSave={vi.fn()}
        />,
      );
      return [...container.querySelectorAll('[data-spoken-word]')].map((node) => node.textContent);
    };
    const { container, rerender } = render(<div />);
    expect(spokenAt(100)).toEqual(['kept']);
    // In the pause after a word, that word stays marked.
    expect(spokenAt(550)).toEqual(['kept']);
    expect(spokenAt(700)).toEqual(['my']);
    expect(spokenAt(1_500)).toEqual(['deposit']);
    // The word is not announced: it is drawn in the copy of the text hidden from screen readers.
    expect(container.querySelector('[data-spoken-word]')!.closest('[aria-hidden]')).not.toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Segment 1, at 0:00'), ' back');
    expect(spokenAt(1_500)).toEqual([]);
  });

  it('says where the audio was paused', () => {
    renderEditor(undefined, false);
    expect(
      within(screen.getAllByTestId('transcript-segment')[1]!).getByText('Paused here'),
    ).toBeInTheDocument();
  });

  it('searches the transcript: marks the matches, counts them, and steps with Enter and Shift+Enter', async () => {
    const { user } = renderEditor();
    const search = screen.getByRole('searchbox', { name: 'Search the transcript' });
    const count = screen.getByTestId('transcript-search-count');
    await user.type(search, 'the landlord');
    expect(count).toHaveTextContent('1 of 1');
    await user.clear(search);
    await user.type(search, 'E');
    // Whatever the case: "the", "kept" in segment 1; "security", "deposit" in segment 2.
    expect(count).toHaveTextContent('1 of 4 matches, segment 1, at 0:00');
    expect(document.querySelectorAll('mark')).toHaveLength(4);
    expect(document.querySelector('[data-current-match]')).toHaveTextContent('e');

    await user.keyboard('{Enter}{Enter}');
    expect(count).toHaveTextContent('3 of 4 matches, segment 2, at 0:02');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(count).toHaveTextContent('2 of 4');
    // The keys leave the user in the search field.
    expect(search).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    await user.click(screen.getByRole('button', { name: 'Previous match' }));
    // Before the first, it goes round to the last.
    expect(count).toHaveTextContent('4 of 4');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(count).toHaveTextContent('1 of 4');

    await user.clear(search);
    await user.type(search, 'eviction');
    expect(count).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
  });

  it('searches what the user has typed, before it is saved', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByLabelText('Segment 1, at 0:00'), ' whole');
    await user.type(screen.getByRole('searchbox', { name: 'Search the transcript' }), 'whole');
    expect(screen.getByTestId('transcript-search-count')).toHaveTextContent('1 of 1');
  });

  it('plays the audio from a segment when its time is clicked', async () => {
    const { user, onPlayFrom } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Play from 0:02' }));
    expect(onPlayFrom).toHaveBeenCalledWith(2_400);
  });

  it('saves only the changed segments, by number', async () => {
    const { user, onSave } = renderEditor();
    const save = screen.getByRole('button', { name: 'Save transcript' });
    expect(save).toBeDisabled();

    const field = screen.getByLabelText('Segment 1, at 0:00');
    await user.clear(field);
    await user.type(field, 'the landlord kept my whole');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();

    await user.click(save);
    expect(onSave).toHaveBeenCalledWith([{ n: 1, text: 'the landlord kept my whole' }]);
  });

  it('keeps the drafts when saving fails, and undoes them on request', async () => {
    const { user } = renderEditor(vi.fn(() => Promise.reject(new Error('offline'))));
    const field = screen.getByLabelText('Segment 2, at 0:02');
    await user.type(field, ' back');
    await user.click(screen.getByRole('button', { name: 'Save transcript' }));
    expect(field).toHaveValue('security deposit back');

    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(field).toHaveValue('security deposit');
    expect(screen.getByRole('button', { name: 'Save transcript' })).toBeDisabled();
  });
});
