import { chatMessages } from '@amicus/contract/chats/messages';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@amicus/contract/chats/schemas';
import { StreamHttpError } from '@/lib/event-stream';
import { ChatSession, type SessionApi, type SessionEffects } from './chat-session';

/** An event stream the test writes to, as the server would. */
function openStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: object) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)),
    end: () => controller.close(),
  };
}

const message = (
  id: number,
  sender: 'user' | 'system',
  text: string,
  status: ChatMessage['status'] = 'complete',
) => ({
  id,
  chatId: 1,
  message: text,
  sender,
  status,
  error: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  sources: null,
  citationCheck: null,
});

function setUp(api: Partial<SessionApi>) {
  const effects: SessionEffects = {
    credits: vi.fn(),
    paymentRequired: vi.fn(),
    error: vi.fn(),
    replySettled: vi.fn(),
  };
  const full: SessionApi = {
    getMessages: vi.fn(async () => ({ data: [message(1, 'system', 'Hello')], activeReplyId: null })),
    send: vi.fn(),
    initial: vi.fn(),
    attach: vi.fn(),
    stop: vi.fn(async () => ({})),
    regenerate: vi.fn(),
    edit: vi.fn(),
    ...api,
  };
  const session = new ChatSession(1, effects, full);
  return { session, effects, api: full };
}

/** GET messages: the chat as it starts, then as the server has it after the reply. */
const serverStates = (after: ChatMessage[] | 'pending') =>
  vi
    .fn()
    .mockResolvedValueOnce({ data: [message(1, 'system', 'Hello')], activeReplyId: null })
    .mockImplementation(() =>
      after === 'pending'
        ? new Promise(() => undefined)
        : Promise.resolve({ data: after, activeReplyId: null }),
    );

const texts = (session: ChatSession) => session.getSnapshot().messages.map((m) => `${m.sender}:${m.text}`);

describe('ChatSession', () => {
  it('streams the first reply of a chat without messages', async () => {
    const stream = openStream();
    const { session, effects, api } = setUp({
      getMessages: vi
        .fn()
        .mockResolvedValueOnce({ data: [], activeReplyId: null })
        .mockResolvedValue({
          data: [message(9, 'system', 'Welcome. Here is what to know.')],
          activeReplyId: null,
        }),
      initial: vi.fn(async () => stream.response),
    });
    session.start();
    await vi.waitFor(() => expect(api.initial).toHaveBeenCalled());
    expect(session.getSnapshot().live).not.toBeNull();

    stream.send({ start: true, messageId: 9 });
    stream.send({ content: 'Welcome. ' });
    stream.send({ content: 'Here is what to know.' });
    stream.send({ done: true, messageId: 9, status: 'complete', credits: 10 });
    stream.end();

    await vi.waitFor(() => expect(session.getSnapshot().live).toBeNull());
    expect(texts(session)).toEqual(['system:Welcome. Here is what to know.']);
    expect(session.getSnapshot().messages[0]!.id).toBe(9);
    expect(effects.credits).toHaveBeenCalledWith(10);
  });

  it('reattaches to a reply still being generated: the first chunk replaces the partial text', async () => {
    const stream = openStream();
    const { session, api } = setUp({
      getMessages: vi
        .fn()
        .mockResolvedValueOnce({
          data: [message(1, 'user', 'Question'), message(2, 'system', 'Partial', 'streaming')],
          activeReplyId: 2,
        })
        .mockResolvedValue({
          data: [message(1, 'user', 'Question'), message(2, 'system', 'Partial text so far, and the rest.')],
          activeReplyId: null,
        }),
      attach: vi.fn(async () => stream.response),
    });
    session.start();
    await vi.waitFor(() => expect(api.attach).toHaveBeenCalled());
    const live = session.getSnapshot().live!;
    expect(live.getSnapshot().text).toBe('Partial');
    expect(texts(session)).toEqual(['user:Question']);

    stream.send({ start: true, messageId: 2 });
    stream.send({ content: 'Partial text so far' });
    stream.send({ content: ', and the rest.' });
    stream.send({ done: true, messageId: 2, status: 'complete', credits: 4 });
    stream.end();

    await vi.waitFor(() => expect(session.getSnapshot().live).toBeNull());
    expect(texts(session)).toEqual(['user:Question', 'system:Partial text so far, and the rest.']);
  });

  it('says the server failed, not the sending, when a reattached reply breaks off', async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(
          encoder.encode(
            'data: {"start":true,"messageId":2}\n\ndata: {"content":"More"}\n\ndata: {broken\n\n',
          ),
        );
        c.close();
      },
    });
    const { session, effects, api } = setUp({
      getMessages: vi
        .fn()
        .mockResolvedValueOnce({
          data: [message(1, 'user', 'Question'), message(2, 'system', 'Partial', 'streaming')],
          activeReplyId: 2,
        })
        .mockImplementation(() => new Promise(() => undefined)),
      attach: vi.fn(async () => new Response(body)),
    });
    session.start();
    await vi.waitFor(() => expect(api.attach).toHaveBeenCalled());
    await vi.waitFor(() => expect(effects.error).toHaveBeenCalled());
    expect(vi.mocked(effects.error).mock.calls[0]![0]).toMatch(/^Error from server: Error parsing message: /);
  });

  it('sends a message: shown at once, the reply streams in, credits come from the done event', async () => {
    const stream = openStream();
    const { session, effects, api } = setUp({
      send: vi.fn(async () => stream.response),
      getMessages: serverStates([
        message(1, 'system', 'Hello'),
        message(2, 'user', 'How long do I have?'),
        message(3, 'system', 'Usually 21 days.'),
      ]),
    });
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));

    const sent = session.send('  How long do I have?  ');
    expect(texts(session)).toEqual(['system:Hello', 'user:How long do I have?']);
    expect(api.send).toHaveBeenCalledWith(1, 'How long do I have?', expect.any(AbortSignal), []);
    stream.send({ start: true, messageId: 3 });
    stream.send({ content: 'Usually 21 days.' });
    stream.send({ done: true, messageId: 3, status: 'complete', credits: 8 });
    stream.end();

    expect(await sent).toBeNull();
    expect(texts(session)).toEqual(['system:Hello', 'user:How long do I have?', 'system:Usually 21 days.']);
    // The reload that follows gives the messages their server ids; the reply keeps its row.
    await vi.waitFor(() => expect(session.getSnapshot().messages[1]!.id).toBe(2));
    expect(session.getSnapshot().messages[2]!.id).toBe(3);
    expect(effects.credits).toHaveBeenCalledWith(8);
    expect(effects.replySettled).toHaveBeenCalled();
  });

  it('never sends empty or whitespace-only text', async () => {
    const { session, api } = setUp({});
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));
    await session.send('   \n ');
    expect(api.send).not.toHaveBeenCalled();
    expect(texts(session)).toEqual(['system:Hello']);
  });

  it('on 402 takes the message back, gives the text back to the composer and asks for the plans', async () => {
    const { session, effects } = setUp({
      send: vi.fn(async () => {
        throw new StreamHttpError(402, 'You do not have enough credits. Please choose a plan to continue.');
      }),
    });
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));

    expect(await session.send('One more question')).toBe('One more question');
    expect(effects.paymentRequired).toHaveBeenCalledWith(
      'You do not have enough credits. Please choose a plan to continue.',
    );
    expect(texts(session)).toEqual(['system:Hello']);
    expect(session.getSnapshot().live).toBeNull();
  });

  it('a provider failure keeps what arrived, marks the reply failed and says so', async () => {
    const stream = openStream();
    const { session, effects } = setUp({
      send: vi.fn(async () => stream.response),
      getMessages: serverStates('pending'),
    });
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));
    const sent = session.send('Question');
    stream.send({ start: true, messageId: 5 });
    stream.send({ content: 'The first part' });
    stream.send({ error: 'The AI provider failed.' });
    stream.send({ done: true, messageId: 5, status: 'failed', credits: 9 });
    stream.end();
    await sent;

    const reply = session.getSnapshot().messages.at(-1)!;
    expect(reply).toMatchObject({
      text: 'The first part',
      status: 'failed',
      error: 'The AI provider failed.',
    });
    expect(effects.error).toHaveBeenCalledWith('Error from server: The AI provider failed.');
  });

  it('Stop asks the server to stop and keeps the text that arrived', async () => {
    const stream = openStream();
    const { session, api } = setUp({
      send: vi.fn(async () => stream.response),
      getMessages: serverStates('pending'),
      stop: vi.fn(async () => {
        stream.send({ done: true, messageId: 6, status: 'stopped', credits: 7 });
        stream.end();
        return {};
      }),
    });
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));
    const sent = session.send('Question');
    stream.send({ start: true, messageId: 6 });
    stream.send({ content: 'Half an ans' });
    await vi.waitFor(() => expect(session.getSnapshot().live!.getSnapshot().text).toBe('Half an ans'));

    await session.stop();
    await sent;
    expect(api.stop).toHaveBeenCalledWith(1);
    expect(session.getSnapshot().messages.at(-1)).toMatchObject({ text: 'Half an ans', status: 'stopped' });
  });

  it("says 'Error parsing message: …' when the stream breaks its format", async () => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(encoder.encode('data: {"content":"ok"}\n\ndata: {broken\n\n'));
        c.close();
      },
    });
    const { session, effects } = setUp({
      send: vi.fn(async () => new Response(body)),
      getMessages: serverStates('pending'),
    });
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));
    await session.send('Question');
    const reply = session.getSnapshot().messages.at(-1)!;
    expect(reply.status).toBe('failed');
    expect(reply.error).toMatch(/^Error sending message: Error parsing message: /);
    expect(effects.error).toHaveBeenCalledWith(reply.error);
  });

  it('says the connection was lost, not "Failed to fetch", when the send or the stream loses its connection', async () => {
    const dropped = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(
          new TextEncoder().encode('data: {"start":true,"messageId":6}\n\ndata: {"content":"Half"}\n\n'),
        );
        c.error(new TypeError('network error'));
      },
    });
    const sends = [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => new Response(dropped),
    ];
    for (const send of sends) {
      const { session, effects } = setUp({ send: vi.fn(send), getMessages: serverStates('pending') });
      session.start();
      await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));
      await session.send('Question');
      const expected = `Error sending message: ${chatMessages.connectionLost}`;
      expect(effects.error).toHaveBeenCalledWith(expected);
      expect(JSON.stringify(session.getSnapshot().messages)).not.toContain('Failed to fetch');
    }
  });

  it('sends the ids of the files attached with a message and shows their names on it, before and after the reload', async () => {
    const stream = openStream();
    const lease = { id: 7, fileName: 'lease.pdf' };
    const { session, api } = setUp({
      send: vi.fn(async () => stream.response),
      getMessages: serverStates([
        message(1, 'system', 'Hello'),
        { ...message(2, 'user', 'Is this fair?'), files: [lease] },
        message(3, 'system', 'Clause 4 is unusual.'),
      ]),
    });
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));
    const sent = session.send('Is this fair?', [lease]);
    expect(api.send).toHaveBeenCalledWith(1, 'Is this fair?', expect.any(AbortSignal), [7]);
    expect(session.getSnapshot().messages[1]!.files).toEqual([lease]);
    stream.send({ start: true, messageId: 3 });
    stream.send({ content: 'Clause 4 is unusual.' });
    stream.send({ done: true, messageId: 3, status: 'complete', credits: 8 });
    stream.end();
    await sent;
    await vi.waitFor(() => expect(session.getSnapshot().messages[1]!.id).toBe(2));
    expect(session.getSnapshot().messages[1]!.files).toEqual([lease]);
  });

  it('regenerates the last reply: it leaves the transcript and the new one streams in its place', async () => {
    const stream = openStream();
    const getMessages = vi
      .fn()
      .mockResolvedValueOnce({
        data: [message(1, 'system', 'Hello'), message(2, 'user', 'Why?'), message(3, 'system', 'Old answer')],
        activeReplyId: null,
      })
      .mockResolvedValue({
        data: [message(1, 'system', 'Hello'), message(2, 'user', 'Why?'), message(4, 'system', 'New answer')],
        activeReplyId: null,
      });
    const { session, api, effects } = setUp({ getMessages, regenerate: vi.fn(async () => stream.response) });
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));
    const done = session.regenerate();
    expect(api.regenerate).toHaveBeenCalledWith(1, expect.any(AbortSignal));
    expect(session.getSnapshot().messages.map((m) => m.text)).toEqual(['Hello', 'Why?']);
    expect(session.getSnapshot().live).not.toBeNull();
    stream.send({ start: true, messageId: 4 });
    stream.send({ content: 'New answer' });
    stream.send({ done: true, messageId: 4, status: 'complete', credits: 6 });
    stream.end();
    await done;
    expect(effects.credits).toHaveBeenCalledWith(6);
    await vi.waitFor(() =>
      expect(session.getSnapshot().messages.map((m) => [m.id, m.text])).toEqual([
        [1, 'Hello'],
        [2, 'Why?'],
        [4, 'New answer'],
      ]),
    );
  });

  it('edits the last message, and puts the transcript back when the server refuses for want of credits', async () => {
    const { session, api, effects } = setUp({
      getMessages: vi.fn(async () => ({
        data: [message(1, 'system', 'Hello'), message(2, 'user', 'Why?'), message(3, 'system', 'Because.')],
        activeReplyId: null,
      })),
      edit: vi.fn(async () => {
        throw new StreamHttpError(402, chatMessages.notEnoughCredits);
      }),
    });
    session.start();
    await vi.waitFor(() => expect(session.getSnapshot().phase).toBe('ready'));
    const before = session.getSnapshot().messages;
    expect(await session.edit(2, '  Why not?  ')).toBe(false);
    expect(api.edit).toHaveBeenCalledWith(1, 2, 'Why not?', expect.any(AbortSignal));
    expect(effects.paymentRequired).toHaveBeenCalledWith(chatMessages.notEnoughCredits);
    expect(session.getSnapshot().messages).toBe(before);
    expect(session.getSnapshot().live).toBeNull();
    // Blank text, or a message that is not the user's, is never sent.
    expect(await session.edit(2, '   ')).toBe(false);
    expect(await session.edit(3, 'A reply')).toBe(false);
    expect(api.edit).toHaveBeenCalledTimes(1);
  });
});
