import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newUserBody, type TestApp } from '../../test/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  // Real HTTP: the body limit and what follows it are about sockets, not only about app.inject.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/**
 * Sends a request with a body of `size` bytes over a plain socket and reads the answer only once the whole body
 * is written, as simple clients do: the answer's status line, or the socket error that came instead (EPIPE,
 * ECONNRESET) when the server closed the connection while the body was still coming.
 */
function sendLargeBody(path: string, size: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
    let answer = '';
    let written = false;
    socket.pause();
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n{') && answer.endsWith('}')) {
        resolve(answer.split('\r\n')[0]!);
        socket.destroy();
      }
    });
    socket.on('close', () => {
      if (!written) resolve('closed before the body was sent');
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!socket.write(chunk)) return void socket.once('drain', write);
      }
      written = true;
      socket.resume();
    };
    write();
  });
}

describe('error answers over HTTP', () => {
  it('lets a client still sending an oversized body read its 413 instead of a reset connection', async () => {
    // Closing while body bytes still arrive resets the connection, often before the answer is read.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await sendLargeBody('/api/v1/auth/login', 16 * 1024 * 1024)).toBe(
        'HTTP/1.1 413 Payload Too Large',
      );
    }
  });

  it('answers an oversized body with 413 in the JSON error shape, and keeps answering', async () => {
    const huge = JSON.stringify({ username: 'someone', password: 'x'.repeat(2 * 1024 * 1024) });
    const response = await post('/api/v1/auth/login', huge);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request is too large',
    });

    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
    const account = newUserBody();
    expect((await post('/api/v1/auth/signup', JSON.stringify(account))).status).toBe(201);
    const login = await post(
      '/api/v1/auth/login',
      JSON.stringify({ username: account.username, password: account.password }),
    );
    expect(login.status).toBe(200);
  });

  it('answers malformed JSON with 400 "Request body is not valid JSON"', async () => {
    const response = await post('/api/v1/auth/login', '{"username": "a", ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      message: 'Request body is not valid JSON',
    });
  });

  it('answers an unsupported content type with 415 in the JSON error shape', async () => {
    const response = await post('/api/v1/auth/login', 'username=a&password=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This content type is not supported',
    });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await fetch(`${base}/api/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
