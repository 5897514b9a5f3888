import http from 'node:http';
import type { PublicUser } from '@amicus/contract/users/schemas';

export type FakeRequest = {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

export type FakeResponse = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Holds the answer back, so a test can see the busy state in between. */
  delayMs?: number;
  /** A `text/event-stream` answer instead: each item one `data:` event, `eventDelayMs` apart; then it ends. */
  events?: unknown[];
  eventDelayMs?: number;
};

export type FakeApi = {
  origin: string;
  requests: FakeRequest[];
  close: () => Promise<void>;
};

/** JSON bodies parsed; anything else (a multipart form) kept as its text. */
function parseBody(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

function streamEvents(res: http.ServerResponse, events: unknown[], delayMs: number) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  let index = 0;
  const next = () => {
    if (res.destroyed) return;
    if (index >= events.length) {
      res.end();
      return;
    }
    res.write(`data: ${JSON.stringify(events[index++])}\n\n`);
    setTimeout(next, delayMs);
  };
  next();
}

/**
 * A real HTTP server standing in for the Amicus API at the network edge, so the web code runs its own fetch,
 * cookie and retry logic unchanged. `respond` answers each request; unknown routes get a 404 in the API's
 * error format. The test page is moved to this origin, so relative `/api/v1/...` URLs reach it.
 */
export async function startFakeApi(
  respond: (request: FakeRequest) => FakeResponse | undefined,
): Promise<FakeApi> {
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: raw ? parseBody(raw) : undefined,
      };
      requests.push(request);
      const answer = respond(request) ?? { status: 404, body: { success: false, message: 'Not found' } };
      setTimeout(() => {
        if (answer.events) {
          streamEvents(res, answer.events, answer.eventDelayMs ?? 0);
          return;
        }
        res.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(`${origin}/`);
  return {
    origin,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An access token the web can read `exp` from (the fake server never checks signatures). */
export function fakeJwt(expiresInSeconds: number, subject = 'user'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp })}.signature`;
}

/** A user as the API returns it. */
export function publicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    name: 'Jane Doe',
    lastName: null,
    username: 'jane',
    email: 'jane@example.com',
    profileImage: null,
    role: 'user',
    isActive: true,
    credits: 10,
    createdAt: '2026-01-15T10:00:00.000Z',
    updatedAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}
