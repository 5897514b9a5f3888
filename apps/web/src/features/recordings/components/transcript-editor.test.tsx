import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TranscriptSegment } from '@amicus/contract/recordings/schemas';
import { TranscriptEditor } from './transcript-editor';

const segments: TranscriptSegment[] = [
  { n: 1, startMs: 0, endMs: 2_400, text: 'the landlord kept my', edited: false },
  { n: 2, startMs: 2_400, endMs: 65_000, text: 'security deposit', edited: true },
];

function renderEditor(onSave = vi.fn(() => Promise.resolve())) {
  const onPlayFrom = vi.fn();
  render(
    <TranscriptEditor
      segments={segments}
      playingMs={3_000}
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
    // The segment being heard stands out.
    expect(rows[1]).toHaveClass('border-primary/60');
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
