import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Operation = {
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('GET /openapi.json', () => {
  it('documents the error body of every 4xx and 5xx answer, and groups operations by feature', async () => {
    const document = (await t.app.inject({ url: '/api/v1/openapi.json' })).json();
    const login = document.paths['/auth/login'].post as Operation;
    expect(login.tags).toEqual(['auth']);
    const errorSchema = login.responses['4XX']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(errorSchema.properties)).toEqual(
      expect.arrayContaining(['success', 'message', 'errors']),
    );
    expect(errorSchema.required).toEqual(expect.arrayContaining(['success', 'message']));
    const operations = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap(
      (p) => Object.values(p),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const operation of operations) expect(Object.keys(operation.responses)).toContain('4XX');
  });
});

describe('GET /docs', () => {
  it('serves a readable API reference whose scripts come from this origin, under the strict policy', async () => {
    const page = await t.app.inject({ url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith('/api/v1/docs/static/')).toBe(true);
      const script = await t.app.inject({ url: src });
      expect(script.statusCode, src).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    const spec = await t.app.inject({ url: '/api/v1/docs/json' });
    expect(spec.json().info.title).toBe('Amicus API');
  });
});
