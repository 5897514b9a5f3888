import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index';
import { clientAddress } from '../../../test/client-address';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { createTestApp, newUserBody, type TestApp } from '../../../test/test-app';

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Amicus <no-reply@amicus.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function newAccount() {
  const body = newUserBody();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/signup',
    payload: body,
    remoteAddress: clientAddress(),
  });
  expect(response.statusCode).toBe(201);
  await t.app.ctx.tasks.drain();
  return body;
}

const forgot = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
    remoteAddress: clientAddress(),
  });

const outboxOf = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('SMTP mailer (SMTP_URL set)', () => {
  it('delivers the reset mail over SMTP with its link and records it as sent', async () => {
    const account = await newAccount();
    expect((await forgot(account.email)).statusCode).toBe(200);
    await t.app.ctx.tasks.drain();

    const delivered = smtp.received.filter((m) => m.to.includes(account.email));
    expect(delivered.map((m) => m.from)).toEqual(['no-reply@amicus.test', 'no-reply@amicus.test']);
    const resetMail = delivered.find((m) => m.decoded.includes('Subject: Reset your Amicus password'));
    expect(resetMail).toBeDefined();
    const link = /http:\/\/amicus\.test\/reset-password\?token=[\w-]{43}&email=[^\s"<]+/.exec(
      resetMail!.decoded,
    );
    expect(link).not.toBeNull();
    expect(new URL(link![0]).searchParams.get('email')).toBe(account.email);

    const rows = await outboxOf(account.email);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.every((r) => r.sentAt instanceof Date && r.error === null)).toBe(true);
    expect(t.logs.join('')).toContain('"msg":"mail sent"');
  });

  it('records a refused delivery as failed, with a log line but no stack trace', async () => {
    const account = newUserBody();
    smtp.refuse(account.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: account,
      remoteAddress: clientAddress(),
    });
    // The account exists even though its welcome mail could not be delivered.
    expect(response.statusCode).toBe(201);
    await t.app.ctx.tasks.drain();
    const [row] = await outboxOf(account.email);
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row!.error).toMatch(/550|unavailable/i);
    const failure = t.logs.find(
      (line) => line.includes('mail delivery failed') && line.includes(account.email),
    );
    expect(failure).toBeDefined();
    expect(failure).not.toContain('    at ');
  });

  it('answers the reset request before the mail is delivered', async () => {
    const account = await newAccount();
    const before = smtp.received.length;
    smtp.hold();
    try {
      const response = await forgot(account.email);
      expect(response.statusCode).toBe(200);
      // The relay still holds the message: the answer did not wait for it.
      expect(smtp.received.length).toBe(before);
    } finally {
      smtp.release();
    }
    await smtp.waitFor(before + 1);
    await t.app.ctx.tasks.drain();
    const rows = await outboxOf(account.email);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
  });
});
