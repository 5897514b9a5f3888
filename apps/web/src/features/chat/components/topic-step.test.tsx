import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeApi, type FakeApi } from '@/test/fake-api-server';
import { renderRoute } from '@/test/render-route';
import type { TopicOption } from '../hooks/chat-flow';
import { TopicStep } from './topic-step';

let server: FakeApi | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** The step with its choice held as the flow holds it. */
function Harness() {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <TopicStep
      category={{ id: 2, name: 'Housing', description: 'Deposits and repairs.' }}
      selectedKey={selected}
      customTopic=""
      canContinue={selected !== null}
      onSelect={(topic: TopicOption) => setSelected(topic.key)}
      onType={() => undefined}
      onBack={() => undefined}
      onNext={() => undefined}
    />
  );
}

const question = (id: number, title: string) => ({
  id,
  title,
  content: `${title}?`,
  category: { id: 2, name: 'Housing' },
  status: true,
  createdAt: '2026-01-15T10:00:00.000Z',
  updatedAt: '2026-01-15T10:00:00.000Z',
});

describe('the suggested questions', () => {
  it('are one radio group: a single Tab stop, arrow keys move and choose, wrapping round', async () => {
    server = await startFakeApi((request) =>
      request.path === '/api/v1/categories/2/questions'
        ? {
            body: {
              success: true,
              data: [question(1, 'Deposit'), question(2, 'Repairs'), question(3, 'Eviction')],
              pagination: { page: 1, limit: 50, pages: 1, total: 3 },
            },
          }
        : undefined,
    );
    renderRoute('/chat/new', <Harness />);
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1]);

    await userEvent.tab();
    expect(radios[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(radios[1]).toHaveFocus();
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    expect(radios.map((r) => r.tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.keyboard('{ArrowRight}');
    expect(radios[2]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(radios[0]).toHaveFocus();
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(radios[2]).toHaveFocus();

    // Tab leaves the group for the next field.
    await userEvent.tab();
    expect(screen.getByLabelText('Or enter your own topic')).toHaveFocus();
  });
});
