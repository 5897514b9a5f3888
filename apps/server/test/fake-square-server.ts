import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small, real stand-in for Square's Connect API (the few endpoints Amicus calls), for tests without network
 * access: the `square` SDK is pointed at it through its baseUrl option. It answers the way Square documents
 * (snake_case JSON, `errors` with category/code/detail) and records every request.
 *
 * Source ids decide the outcome of a payment: `cnon:card-nonce-declined` → a PAYMENT_METHOD_ERROR decline,
 * `cnon:outage` → 503 (until `recover()`), anything else succeeds. Cards saved from a declined nonce decline.
 */
export type SquareRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
};

export type FakeSquare = {
  url: string;
  requests: SquareRequest[];
  /** Stop answering `cnon:outage` with 503. */
  recover: () => void;
  close: () => Promise<void>;
};

type Reply = { status: number; body: unknown };

const decline = {
  status: 402,
  body: {
    errors: [
      {
        category: 'PAYMENT_METHOD_ERROR',
        code: 'GENERIC_DECLINE',
        detail: "Authorization error: 'GENERIC_DECLINE'",
      },
    ],
  },
};

export async function startFakeSquare(): Promise<FakeSquare> {
  const requests: SquareRequest[] = [];
  const customers = new Map<string, { id: string; reference_id: string }>();
  const cards = new Map<string, { id: string; customer_id: string; declines: boolean }>();
  const payments = new Map<string, Reply>();
  let outage = true;
  let counter = 0;

  function route(request: SquareRequest): Reply {
    const body = request.body ?? {};
    const { method, path } = request;
    if (method === 'POST' && path === '/v2/customers/search') {
      const filter = (body.query as { filter?: { reference_id?: { exact?: string } } } | undefined)?.filter;
      const found = [...customers.values()].filter((c) => c.reference_id === filter?.reference_id?.exact);
      return { status: 200, body: found.length ? { customers: found } : {} };
    }
    if (method === 'POST' && path === '/v2/customers') {
      const customer = { id: `CUST${++counter}`, reference_id: String(body.reference_id) };
      customers.set(customer.id, customer);
      return { status: 200, body: { customer } };
    }
    if (method === 'POST' && path === '/v2/cards') {
      const card = body.card as { customer_id: string; cardholder_name: string };
      const declines = body.source_id === 'cnon:card-nonce-declined';
      const saved = { id: `ccof:fake${++counter}`, customer_id: card.customer_id, declines };
      cards.set(saved.id, saved);
      return {
        status: 200,
        body: {
          card: {
            id: saved.id,
            card_brand: 'MASTERCARD',
            last_4: declines ? '0002' : '5100',
            exp_month: 11,
            exp_year: 2031,
            cardholder_name: card.cardholder_name,
            customer_id: card.customer_id,
            enabled: true,
          },
        },
      };
    }
    const cardPath = /^\/v2\/cards\/([^/]+)(\/disable)?$/.exec(path);
    if (cardPath) {
      const card = cards.get(decodeURIComponent(cardPath[1]!));
      if (!card)
        return { status: 404, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] } };
      return {
        status: 200,
        body: { card: { id: card.id, customer_id: card.customer_id, enabled: !cardPath[2] } },
      };
    }
    if (method === 'POST' && path === '/v2/payments') {
      const key = String(body.idempotency_key);
      const earlier = payments.get(key);
      if (earlier) return earlier;
      const source = String(body.source_id);
      if (source === 'cnon:outage' && outage)
        return { status: 503, body: { errors: [{ category: 'API_ERROR', code: 'SERVICE_UNAVAILABLE' }] } };
      let reply: Reply;
      if (source === 'cnon:card-nonce-declined' || cards.get(source)?.declines) reply = decline;
      else if (source.startsWith('cnon:') || cards.has(source))
        reply = { status: 200, body: { payment: { id: `PAY${++counter}`, status: 'COMPLETED' } } };
      else
        reply = {
          status: 400,
          body: {
            errors: [
              { category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: 'Card nonce not found.' },
            ],
          },
        };
      payments.set(key, reply);
      return reply;
    }
    return { status: 404, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] } };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
      );
      const recorded: SquareRequest = {
        method: req.method ?? 'GET',
        path: (req.url ?? '/').split('?')[0]!,
        headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
      };
      requests.push(recorded);
      const reply = route(recorded);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    recover: () => {
      outage = false;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
