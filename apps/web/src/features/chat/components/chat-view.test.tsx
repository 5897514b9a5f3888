import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { ChatView } from './chat-view';

let server: FakeApi | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const notFound = { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Chat not found' } };

describe('a chat that is not there', () => {
  it('offers New Chat and the chat list, not a Retry that cannot help, and no message box', async () => {
    server = await startFakeApi((request) =>
      request.path.startsWith('/api/v1/chats/7') ? notFound : undefined,
    );
    const { router } = renderRoute('/chat/7', <ChatView chatId={7} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chat not found');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat History' })).toHaveAttribute('href', '/chat/history');
    await userEvent.click(screen.getByRole('link', { name: 'New Chat' }));
    expect(router.state.location.pathname).toBe('/chat/new');
  });

  it('that failed to load for another reason still offers Retry', async () => {
    server = await startFakeApi((request) =>
      request.path.startsWith('/api/v1/chats/7')
        ? { status: 503, body: { success: false, message: 'Down for maintenance' } }
        : undefined,
    );
    renderRoute('/chat/7', <ChatView chatId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down for maintenance');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
