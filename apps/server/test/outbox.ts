import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/index';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** Every mail the app recorded for an address, oldest first, after the app's background work is done. */
export async function mailsTo(app: FastifyInstance, db: Database, address: string): Promise<OutboxMail[]> {
  await app.ctx.tasks.drain();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, address)).orderBy(asc(mailOutbox.id));
}

/** The password-reset link in a mail's text. */
export function resetLinkOf(mail: Pick<OutboxMail, 'text'>): URL {
  const match = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no reset link in mail: ${mail.text}`);
  return new URL(match[0]);
}

/** Asks for a reset link for `email` and returns the token and e-mail the link carries. */
export async function requestResetToken(
  app: FastifyInstance,
  db: Database,
  email: string,
  remoteAddress?: string,
): Promise<{ token: string; email: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  if (response.statusCode !== 200)
    throw new Error(`forgot-password: ${response.statusCode} ${response.body}`);
  const mails = await mailsTo(app, db, email.toLowerCase());
  const latest = mails.filter((mail) => mail.text.includes('/reset-password?')).at(-1);
  if (!latest) throw new Error(`no reset mail for ${email}`);
  const link = resetLinkOf(latest);
  return { token: link.searchParams.get('token')!, email: link.searchParams.get('email')! };
}
