import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ViewMessage } from '../session/chat-session';
import { MessageBubble } from './message-bubble';

afterEach(cleanup);

const reply = (fileQuoteCheck: ViewMessage['fileQuoteCheck']): ViewMessage => ({
  key: 'm1',
  id: 1,
  sender: 'system',
  text: 'Your lease says "the deposit is doubled" (lease.pdf, p. 2).',
  createdAt: '2026-11-27T10:00:00.000Z',
  status: 'complete',
  error: null,
  sources: null,
  citationCheck: null,
  fileQuoteCheck,
});

describe('a reply quoting attached files', () => {
  it('warns about a quotation its file does not hold, naming the file and the words', async () => {
    render(
      <MessageBubble
        message={reply({
          quotes: 2,
          verified: 1,
          issues: [{ kind: 'misquote', text: 'the deposit is doubled', fileName: 'lease.pdf', page: 2 }],
        })}
      />,
    );
    const note = await screen.findByRole('note', { name: 'Quotations not found in your files' });
    expect(within(note).getByRole('listitem')).toHaveTextContent(
      'A quotation attributed to “lease.pdf” could not be found in that file. Check it against your document.',
    );
    expect(note).toHaveTextContent('the deposit is doubled');
  });

  it('says nothing when every quotation was found', async () => {
    render(<MessageBubble message={reply({ quotes: 1, verified: 1, issues: [] })} />);
    await screen.findByTestId('message-text');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
