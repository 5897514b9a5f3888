import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import { SidebarChatList } from './sidebar-chat-list';

let server: FakeApi | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const emptyPage = {
  success: true,
  data: [],
  pagination: { page: 1, limit: 10, pages: 0, total: 0 },
};

describe('the sidebar chat list', () => {
  it('that fails to load shows a quiet reload instead of an empty Recent chats heading', async () => {
    let failing = true;
    server = await startFakeApi((request) =>
      request.path.startsWith('/api/v1/chats?')
        ? failing
          ? { status: 500, body: { success: false, message: 'Internal error' } }
          : { body: emptyPage }
        : undefined,
    );
    renderRoute('/chat/new', <SidebarChatList collapsed={false} />);
    const reload = await screen.findByRole('button', { name: 'Reload chats' });
    expect(screen.queryByText('Recent chats')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    failing = false;
    await userEvent.click(reload);
    expect(await screen.findByText('Recent chats')).toBeInTheDocument();
    expect(await screen.findByText('No chat history found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload chats' })).not.toBeInTheDocument();
  });
});
