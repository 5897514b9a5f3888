import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeApi, type FakeApi } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { AttachedFiles } from './attached-files';

let server: FakeApi | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const file = (id: number, fileName: string, pages: number | null) => ({
  id,
  chatId: 3,
  fileName,
  mimeType: pages ? 'application/pdf' : 'text/plain',
  typeLabel: pages ? 'PDF' : 'text file',
  size: 2048,
  pages,
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('Attached files', () => {
  it('lists the chat’s files and removes one only after the user confirms', async () => {
    let files = [file(1, 'lease.pdf', 2), file(2, 'notes.txt', null)];
    server = await startFakeApi((request) => {
      if (request.method === 'GET' && request.path === '/api/v1/chats/3/attachments')
        return { body: { success: true, data: files } };
      if (request.method === 'DELETE' && request.path === '/api/v1/chats/3/attachments/1') {
        files = files.filter((f) => f.id !== 1);
        return { body: { success: true, message: '“lease.pdf” was removed from this chat.' } };
      }
      return undefined;
    });
    renderRoute('/chat/3', <AttachedFiles chatId={3} />);
    const section = await screen.findByRole('region', { name: /Attached files \(2\)/ });
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(section).toHaveTextContent('PDF · 2 pages · 2 KB');

    await userEvent.click(screen.getByRole('button', { name: 'Remove lease.pdf' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove lease.pdf' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('“lease.pdf” was removed from this chat.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('lease.pdf')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: /Attached files \(1\)/ })).toHaveTextContent('notes.txt');
  });

  it('shows nothing while the chat has no files', async () => {
    server = await startFakeApi(() => ({ body: { success: true, data: [] } }));
    renderRoute('/chat/3', <AttachedFiles chatId={3} />);
    await vi.waitFor(() => expect(server!.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: /Attached files/ })).not.toBeInTheDocument();
  });
});
