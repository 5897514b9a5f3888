// The review part of bench/documents.ts: see there.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { DC_CODE_TARBALL, seedDcCodeSections } from '../apps/server/test/dc-code-corpus';
import { makeLeasePdf } from '../apps/server/test/lease-fixture';
import { DC_PLACE } from '../apps/server/test/review-requests';
import { createTestApp, signUpAndLogin, type Session } from '../apps/server/test/test-app';
import { multipartBody } from '../apps/server/test/trial-documents';
import { existsSync } from 'node:fs';
import { percentile } from './support/percentile';

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(9);
const HEALTH_GAP_MS = 20;

async function upload(base: string, session: Session, pdf: Buffer) {
  const { payload, headers } = await multipartBody(DC_PLACE, [
    { field: 'file', name: 'lease-30-pages.pdf', bytes: pdf, type: 'application/pdf' },
  ]);
  const response = await fetch(`${base}/documents/reviews`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${session.token}` },
    body: new Uint8Array(payload),
  });
  if (response.status !== 202) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { job: { id: number } }).job.id;
}

/** Follows a job's event stream: when its first progress event came and when it finished (ms from `from`). */
async function follow(base: string, session: Session, jobId: number, from: number) {
  const response = await fetch(`${base}/jobs/${jobId}/events`, {
    headers: { accept: 'text/event-stream', authorization: `Bearer ${session.token}` },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let firstProgress: number | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`job ${jobId}: the stream ended before the job did`);
    buffered += value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data: ')) continue;
      const { job } = JSON.parse(line.slice(6)) as {
        job: { status: string; progress: number; error: string };
      };
      if (firstProgress === undefined && job.progress > 0) firstProgress = performance.now() - from;
      if (job.status === 'failed' || job.status === 'cancelled')
        throw new Error(`job ${jobId}: ${job.error}`);
      if (job.status === 'succeeded') {
        await reader.cancel();
        return {
          firstProgress: firstProgress ?? performance.now() - from,
          finished: performance.now() - from,
        };
      }
    }
  }
}

/** GET /health over and over until `work` settles (a short pause between probes): each answer's latency. */
async function healthWhile(base: string, work: Promise<unknown>) {
  let done = false;
  const settled = work.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const sent = performance.now();
    const response = await fetch(`${base}/health`);
    await response.arrayBuffer();
    times.push(performance.now() - sent);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_GAP_MS));
  }
  await settled;
  return times;
}

export async function reviewPart() {
  const t = await createTestApp({ env: { JOBS_POLL_MS: '100', LOG_LEVEL: 'warn' } });
  try {
    const seeded = existsSync(DC_CODE_TARBALL);
    if (seeded) await seedDcCodeSections(t.db, ['42-3502.17', '42-3502.12', '42-3505.01']);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
    const users = [await signUpAndLogin(t.app), await signUpAndLogin(t.app), await signUpAndLogin(t.app)];
    const pdf = await makeLeasePdf(27);
    console.log(
      `\nReview: a 30-page lease (${Math.round(pdf.length / 1024)} KB PDF), offline writer, library ${seeded ? 'seeded with D.C. deposit law' : 'empty (no corpus)'}.`,
    );

    // Warm-up: the reader's process starts, the code paths are loaded.
    const warm = performance.now();
    await follow(base, users[0]!, await upload(base, users[0]!, pdf), warm);

    const single: { firstProgress: number; finished: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const from = performance.now();
      single.push(await follow(base, users[0]!, await upload(base, users[0]!, pdf), from));
    }
    const idle = await healthWhile(base, new Promise((resolve) => setTimeout(resolve, 3000)));
    const from = performance.now();
    const three = Promise.all(
      users.map(async (user) => follow(base, user, await upload(base, user, pdf), from)),
    );
    const busy = await healthWhile(base, three);
    const together = await three;

    console.log(
      `one review:    first progress event p50 ${ms(
        percentile(
          single.map((s) => s.firstProgress),
          50,
        ),
      )}, finished p50 ${ms(
        percentile(
          single.map((s) => s.finished),
          50,
        ),
      )} (of 3)`,
    );
    console.log(
      `three at once: all finished in ${ms(Math.max(...together.map((s) => s.finished)))}, first progress events by ${ms(Math.max(...together.map((s) => s.firstProgress)))}`,
    );
    console.log(
      `GET /health   idle p50 ${ms(percentile(idle, 50))} p99 ${ms(percentile(idle, 99))} (${idle.length} probes); during three reviews p50 ${ms(percentile(busy, 50))} p99 ${ms(percentile(busy, 99))} max ${ms(Math.max(...busy))} (${busy.length} probes; aim p99 ≤ 100 ms)`,
    );
  } finally {
    await t.close();
  }
}
