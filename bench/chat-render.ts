// Benchmark: the chat view in headless Chromium. Opens a chat of 300 messages, then streams 3 replies of 2,000
// words at 50 tokens/s (a fake OpenAI-compatible provider, one word per chunk, 20 ms apart) through the real
// server, and reports DOM nodes, long tasks (PerformanceObserver 'longtask') and main-thread busy time (the
// browser's own TaskDuration metric over the streaming window). The idle page over the same kind of window is
// the baseline. Figures only: it never passes or fails. Aims: < 5,000 DOM nodes, no long task > 50 ms,
// main thread busy < 30 % while streaming.
//
//   node --import tsx bench/chat-render.ts        (BENCH_WEB_DIST=<dir> reuses a built SPA)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { startFakeOpenAi } from '../apps/server/test/fake-openai-server';
import { buildWeb, startAppServer } from './support/app-server';

// The callbacks handed to the page run in Chromium. This file compiles with Node's types only, so the few
// browser globals those callbacks touch are declared here.
declare const window: {
  longTasks: { start: number; duration: number }[];
  maxNodes: number;
  sampler: number;
  setInterval(callback: () => void, ms: number): number;
};
declare const document: { getElementsByTagName(tag: string): { length: number } };

const SEEDED_EXCHANGES = 150; // 300 messages
const REPLIES = Number(process.env.BENCH_REPLIES ?? 3);
const REPLY_WORDS = 2000;
const TOKEN_DELAY_MS = 20; // 50 tokens per second
const IDLE_WINDOW_MS = 5000;
const ADMIN_PASSWORD = 'Bench#Admin-2026';
const USER = {
  name: 'Bench Reader',
  email: 'reader@example.com',
  username: 'reader',
  password: 'Bench#Reader-2026',
};

/** Markdown of about `words` words: headings, paragraphs with emphasis and links, lists, a quote. */
function markdownReply(words: number, label: string): string {
  const blocks: string[] = [`## ${label}`];
  let count = 0;
  for (let i = 1; count < words; i++) {
    const block =
      i % 6 === 0
        ? `- keep the **lease** and receipts\n- write to the landlord by *recorded* delivery\n- note every date (${i})`
        : i % 11 === 0
          ? `> Point ${i}: this is legal information, not legal advice; see [the guide](https://example.org/${i}).`
          : `Point ${i}: the landlord must return the **deposit** within the period the law sets, with an *itemised* list of deductions; ~~guesswork~~ photos and letters decide most disputes, so keep them safe.`;
    blocks.push(block);
    count += block.split(/\s+/).length;
  }
  return blocks.join('\n\n');
}

const seedReply = markdownReply(180, 'What the law usually says');
const longReply = markdownReply(REPLY_WORDS, 'A detailed answer');

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** The renderer main thread's tasks in a Chrome trace, with wall and CPU milliseconds. */
function mainThreadTasks(trace: { traceEvents: TraceEvent[] }): { wallMs: number; cpuMs: number }[] {
  const main = new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return trace.traceEvents
    .filter(
      (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`),
    )
    .map((e) => ({ wallMs: (e.dur ?? 0) / 1000, cpuMs: (e.tdur ?? 0) / 1000 }));
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'amicus-chat-render-'));
const webDist = process.env.BENCH_WEB_DIST ?? path.join(dataDir, 'web-dist');
if (!process.env.BENCH_WEB_DIST) {
  console.log('building the web app…');
  buildWeb(webDist);
}

const fake = await startFakeOpenAi({
  chunkDelayMs: 0,
  reply: (message) => (message.includes('[bench-long]') ? longReply : seedReply),
});
const { base, stop } = await startAppServer({
  webDist,
  dataDir: path.join(dataDir, 'data'),
  env: { ADMIN_PASSWORD, LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model' },
});

async function cleanUp() {
  stop();
  await fake.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}

async function call<T>(method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

try {
  // A user with credits for every message, on the fake model, with a chat of 300 messages.
  await call('POST', '/auth/signup', null, USER);
  const login = await call<{ token: string; user: { id: number } }>('POST', '/auth/login', null, {
    username: USER.username,
    password: USER.password,
  });
  const admin = await call<{ token: string }>('POST', '/auth/login', null, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  await call('POST', `/users/${login.user.id}/credits`, admin.token, { amount: 1000, note: 'benchmark' });
  await call('POST', '/settings/update', login.token, {
    model: 'openai-compatible:fake-model',
    apiKey: 'sk-bench',
    systemPrompt: 'You are Amicus.',
  });
  const categories = await call<{ data: { id: number }[] }>('GET', '/categories', login.token);
  const chat = await call<{ data: { id: number } }>('POST', '/chats', login.token, {
    categoryId: categories.data[0]!.id,
    questionResponses: [{ questionId: 'custom', question: 'My landlord kept my deposit' }],
    legalQuestionnaire: {
      country: 'Canada',
      state: 'Ontario',
      role: 'plaintiff',
      description: 'Deposit kept.',
    },
  });
  const chatId = chat.data.id;
  console.log(`seeding ${SEEDED_EXCHANGES * 2} messages…`);
  for (let i = 1; i <= SEEDED_EXCHANGES; i++) {
    await call('POST', `/chats/${chatId}/messages`, login.token, {
      message: `Question ${i}: what should I do next?`,
    });
  }
  fake.configure({
    chunkDelayMs: TOKEN_DELAY_MS,
    reply: (message) => (message.includes('[bench-long]') ? longReply : seedReply),
  });

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    const w = window;
    w.longTasks = [];
    w.maxNodes = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask' as never, buffered: true }); // a browser entry type Node's typings lack
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const BREAKDOWN = ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration'] as const;
  const metricsNow = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map((m) => [m.name, m.value])) as Record<string, number>;
  };
  const now = (p: Page) => p.evaluate(() => performance.now());
  const domNodes = (p: Page) => p.evaluate(() => document.getElementsByTagName('*').length);
  const longTasksBetween = (p: Page, from: number, to: number) =>
    p.evaluate(
      ([a, b]) => window.longTasks.filter((t) => t.start >= a! && t.start < b!).map((t) => t.duration),
      [from, to],
    );

  const login2 = await page.request.post(`${base}/api/v1/auth/login`, {
    data: { username: USER.username, password: USER.password },
  });
  if (!login2.ok()) throw new Error('browser sign-in failed');
  const system = page.locator('[data-testid="chat-message"][data-sender="system"]');

  // Opening the chat.
  const openStart = Date.now();
  await page.goto(`${base}/chat/${chatId}`);
  await system.last().waitFor();
  const openMs = Date.now() - openStart;
  await page.waitForTimeout(1000);
  const loadedAt = await now(page);
  const openLongTasks = await longTasksBetween(page, 0, loadedAt);
  const nodesAfterOpen = await domNodes(page);

  // Baseline: the idle page.
  const idleMetrics0 = await metricsNow();
  const idleTask0 = idleMetrics0.TaskDuration ?? NaN;
  const idleWall0 = Date.now();
  await page.waitForTimeout(IDLE_WINDOW_MS);
  const idleMetrics1 = await metricsNow();
  const idleBusy = (idleMetrics1.TaskDuration ?? NaN) - idleTask0;
  const idleCpu = (idleMetrics1.ThreadTime ?? NaN) - (idleMetrics0.ThreadTime ?? NaN);
  const idleWall = (Date.now() - idleWall0) / 1000;

  // Streaming: three replies of 2,000 words, typed and sent as a user would.
  await page.evaluate(() => {
    const w = window;
    w.sampler = window.setInterval(() => {
      w.maxNodes = Math.max(w.maxNodes, document.getElementsByTagName('*').length);
    }, 250);
  });
  const streamStart = await now(page);
  const streamMetrics0 = await metricsNow();
  const streamTask0 = streamMetrics0.TaskDuration ?? NaN;
  // BENCH_PROFILE=<file.cpuprofile>: a CPU profile of the first reply, for DevTools or speedscope.
  if (process.env.BENCH_PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }
  // Every main-thread task while streaming, from a Chrome trace of the 'toplevel' category: each task's wall
  // time and its CPU time. On a machine shared with other work the two differ, and the CPU time is what the page
  // itself costs. BENCH_TRACE=<file.json> keeps the trace and adds the DevTools timeline categories.
  const tracePath = process.env.BENCH_TRACE ?? path.join(dataDir, 'trace.json');
  await browser.startTracing(page, {
    path: tracePath,
    categories: process.env.BENCH_TRACE
      ? ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline']
      : ['toplevel'],
  });
  const streamWall0 = Date.now();
  const replyMs: number[] = [];
  for (let r = 1; r <= REPLIES; r++) {
    const sentAt = Date.now();
    await page
      .getByPlaceholder('Type your message...')
      .fill(`[bench-long] Please explain everything in detail (${r}/${REPLIES})`);
    await page.getByRole('button', { name: 'Send message' }).click();
    // Only rows near the viewport are in the DOM: the streaming reply is the one with that status.
    await page.locator('[data-testid="chat-message"][data-status="streaming"]').waitFor();
    await page.getByRole('button', { name: 'Send message' }).waitFor({ timeout: 180_000 });
    await system.last().filter({ hasText: 'A detailed answer' }).waitFor();
    replyMs.push(Date.now() - sentAt);
    if (r === 1 && process.env.BENCH_PROFILE) {
      const { profile } = await cdp.send('Profiler.stop');
      await fs.writeFile(process.env.BENCH_PROFILE, JSON.stringify(profile));
    }
  }
  const streamMetrics1 = await metricsNow();
  const tasksCpu = mainThreadTasks(JSON.parse((await browser.stopTracing()).toString('utf8')));
  const streamBusy = (streamMetrics1.TaskDuration ?? NaN) - streamTask0;
  // CPU time of the main thread: unlike TaskDuration (wall time of its tasks) it does not count the time the
  // thread waited for a core, which on a busy machine can double the figure.
  const streamCpu = (streamMetrics1.ThreadTime ?? NaN) - (streamMetrics0.ThreadTime ?? NaN);
  const breakdown = BREAKDOWN.map(
    (name) =>
      `${name.replace('Duration', '').toLowerCase()} ${((streamMetrics1[name] ?? 0) - (streamMetrics0[name] ?? 0)).toFixed(2)} s`,
  ).join(', ');
  const streamWall = (Date.now() - streamWall0) / 1000;
  const streamEnd = await now(page);
  const streamLongTasks = await longTasksBetween(page, streamStart, streamEnd);
  const maxNodes = await page.evaluate(() => window.maxNodes);
  const nodesAtEnd = await domNodes(page);
  await browser.close();

  const pct = (busy: number, wall: number) => `${((busy / wall) * 100).toFixed(1)} %`;
  const tasks = (list: number[]) =>
    list.length === 0
      ? 'none'
      : `${list.length} (longest ${Math.max(...list).toFixed(0)} ms, over 50 ms: ${list.filter((d) => d > 50).length})`;
  console.log(
    `\nchat of ${SEEDED_EXCHANGES * 2} messages, ${REPLIES} replies of ${REPLY_WORDS} words at ${1000 / TOKEN_DELAY_MS} tokens/s`,
  );
  console.log(
    `  open: ${openMs} ms to the last message; DOM nodes ${nodesAfterOpen}; long tasks ${tasks(openLongTasks)}`,
  );
  console.log(
    `  idle baseline: main thread busy ${pct(idleBusy, idleWall)}, CPU ${pct(idleCpu, idleWall)} over ${idleWall.toFixed(1)} s`,
  );
  console.log(
    `  machine load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
  );
  console.log(
    `  streaming: ${streamWall.toFixed(1)} s (replies ${replyMs.map((m) => `${(m / 1000).toFixed(1)} s`).join(', ')})`,
  );
  console.log(
    `    main thread busy ${pct(streamBusy, streamWall)} (${streamBusy.toFixed(2)} s of ${streamWall.toFixed(1)} s)`,
  );
  console.log(`      of which ${breakdown}`);
  console.log(`    main thread CPU ${pct(streamCpu, streamWall)} (${streamCpu.toFixed(2)} s)`);
  console.log(`    long tasks ${tasks(streamLongTasks)}`);
  console.log(
    `    tasks over 50 ms by CPU time: ${tasksCpu.filter((t) => t.cpuMs > 50).length} of ${tasksCpu.length} (longest ${Math.max(...tasksCpu.map((t) => t.cpuMs)).toFixed(0)} ms CPU; over 50 ms by wall time in the trace: ${tasksCpu.filter((t) => t.wallMs > 50).length})`,
  );
  console.log(`    DOM nodes: max ${maxNodes}, at the end ${nodesAtEnd}`);
  console.log('  aims: < 5,000 DOM nodes, no long task > 50 ms, busy < 30 % while streaming');
} finally {
  await cleanUp();
}
