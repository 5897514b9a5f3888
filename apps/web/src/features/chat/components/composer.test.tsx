import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageFile } from '@amicus/contract/chats/attachments';
import { Composer, type ComposerAttachments } from './composer';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function setup(attach: (files: File[]) => Promise<MessageFile[] | null>, error: string | null = null) {
  const onSend = vi.fn(async () => null);
  const attachments: ComposerAttachments = {
    attach: vi.fn(attach),
    progress: null,
    error,
    clearError: vi.fn(),
  };
  const view = render(
    <Composer
      chatId={1}
      disabled={false}
      streaming={false}
      stopping={false}
      onSend={onSend}
      onStop={() => {}}
      attachments={attachments}
    />,
  );
  const picker = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { onSend, attachments, picker };
}

const lease = new File(['%PDF-1.7 lease'], 'lease.pdf', { type: 'application/pdf' });
const held: MessageFile = { id: 7, fileName: 'lease.pdf' };
const notes = new File(['Boiler broke.'], 'notes.txt', { type: 'text/plain' });

describe('Composer with files', () => {
  it('has a labelled attach button and shows chosen files as removable chips', async () => {
    const { picker } = setup(async () => [held]);
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeEnabled();
    await userEvent.upload(picker, [lease, notes]);
    const chips = screen.getByRole('list', { name: 'Files to attach' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('lease.pdf'), expect.stringContaining('notes.txt')]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove lease.pdf from this message' }));
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    expect(chips).toHaveTextContent('notes.txt');
  });

  it('uploads the chosen files before sending the message, then clears the chips', async () => {
    const order: string[] = [];
    const { picker, attachments, onSend } = setup(async () => {
      order.push('attach');
      return [held];
    });
    onSend.mockImplementation(async () => {
      order.push('send');
      return null;
    });
    await userEvent.upload(picker, [lease]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'What does page 2 say?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(attachments.attach).toHaveBeenCalledWith([lease]);
    // The message names the chat's file the upload became.
    expect(onSend).toHaveBeenCalledWith('What does page 2 say?', [held]);
    expect(order).toEqual(['attach', 'send']);
    expect(screen.queryByRole('list', { name: 'Files to attach' })).not.toBeInTheDocument();
  });

  it('sends files alone, without a message', async () => {
    const { picker, attachments, onSend } = setup(async () => [held]);
    await userEvent.upload(picker, [notes]);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(attachments.attach).toHaveBeenCalledWith([notes]);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the files and the text when the server refuses the upload, and shows its words', async () => {
    const refusal =
      '“scan.pdf” has no text layer (it looks like a scanned image), so its content could not be read.';
    const { picker, onSend } = setup(async () => null, refusal);
    expect(screen.getByRole('alert')).toHaveTextContent(refusal);
    await userEvent.upload(picker, [lease]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Read this');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Files to attach' })).toHaveTextContent('lease.pdf');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Read this');
  });
});
