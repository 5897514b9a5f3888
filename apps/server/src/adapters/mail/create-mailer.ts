import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { describeError } from '../../http/describe-error';
import type { Mail, Mailer } from './mailer';

/**
 * SMTP when SMTP_URL is set, else the outbox: each mail is kept in the database and logged with its links so a
 * local install can follow a reset link without a mail server. Nodemailer (about 3 MB of heap) is loaded only
 * for SMTP.
 */
export async function createMailer(options: {
  db: Database;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): Promise<Mailer> {
  const { db, log } = options;
  if (!options.smtpUrl) {
    return {
      kind: 'outbox',
      send: async (mail: Mail) => {
        try {
          await db.insert(mailOutbox).values({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            status: 'logged',
          });
          log.info(
            { mail: { to: mail.to, subject: mail.subject, links: mail.links ?? [] } },
            'mail kept in outbox (no SMTP_URL)',
          );
        } catch (error) {
          log.error({ error: describeError(error) }, 'mail could not be recorded');
        }
      },
      close: async () => undefined,
    };
  }

  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    send: async (mail: Mail) => {
      let id: number | undefined;
      try {
        const [row] = await db
          .insert(mailOutbox)
          .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, status: 'logged' })
          .returning({ id: mailOutbox.id });
        id = row?.id;
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        if (id)
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(mailOutbox.id, id));
        log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail sent');
      } catch (error) {
        const described = describeError(error);
        if (id)
          await db
            .update(mailOutbox)
            .set({ status: 'failed', error: described.message })
            .where(eq(mailOutbox.id, id))
            .catch(() => undefined);
        log.error({ error: described, mail: { to: mail.to, subject: mail.subject } }, 'mail delivery failed');
      }
    },
    close: async () => transport.close(),
  };
}
