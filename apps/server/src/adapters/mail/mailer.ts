/** An e-mail as the product writes it. `links` are the actionable URLs, logged by the outbox in development. */
export type Mail = { to: string; subject: string; text: string; html?: string; links?: string[] };

export type Mailer = {
  kind: 'outbox' | 'smtp';
  /** Records the mail in the outbox table and delivers it (SMTP) or only logs it (outbox). Never throws. */
  send: (mail: Mail) => Promise<void>;
  close: () => Promise<void>;
};
