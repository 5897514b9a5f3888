import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A small, real SMTP server on 127.0.0.1 that stands in for a mail relay at the network edge: the app's SMTP
 * mailer (nodemailer) delivers to it over a socket. It keeps what it received, can refuse recipients, and can
 * hold a delivery open until the test releases it (to prove an answer did not wait for the mail).
 */

export type ReceivedMail = {
  from: string;
  to: string[];
  /** The whole message as received (headers and body). */
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone, for plain-text assertions. */
  decoded: string;
};

export type SmtpReceiver = {
  /** `smtp://127.0.0.1:<port>`, ready for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Recipients refused with a permanent 550 error. */
  refuse: (address: string) => void;
  /** Deliveries wait until release() is called. */
  hold: () => void;
  release: () => void;
  /** Resolves when `count` mails have been received in total. */
  waitFor: (count: number) => Promise<void>;
  close: () => Promise<void>;
};

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiters: { count: number; resolve: () => void }[] = [];
  let gate: Promise<void> | undefined;
  let openGate: (() => void) | undefined;

  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate for nodemailer to reject.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase())) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (gate ?? Promise.resolve()).then(() => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            decoded: decodeQuotedPrintable(raw),
          });
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          callback();
        });
      });
    },
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: (address) => refused.add(address.toLowerCase()),
    hold: () => {
      gate = new Promise((resolve) => (openGate = resolve));
    },
    release: () => {
      openGate?.();
      gate = undefined;
    },
    waitFor: (count) =>
      received.length >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
