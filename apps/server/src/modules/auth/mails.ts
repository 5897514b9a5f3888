import { PRODUCT_NAME, RESET_TOKEN_TTL_MINUTES } from '@amicus/contract/common/constants';
import type { Mail } from '../../adapters/mail/mailer';

type Recipient = { email: string; name: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function resetPasswordMail(appUrl: string, user: Recipient, token: string): Mail {
  const link = `${appUrl}/reset-password?${new URLSearchParams({ token, email: user.email })}`;
  return {
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    links: [link],
    text: [
      `Hello ${user.name},`,
      '',
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new password, open this link:`,
      link,
      '',
      `The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail; your password stays as it is.`,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(user.name)},</p><p>Someone asked to reset the password of your ${PRODUCT_NAME} account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>The link works once and expires in ${RESET_TOKEN_TTL_MINUTES} minutes. If you did not ask for it, ignore this e-mail.</p>`,
  };
}

export function welcomeMail(appUrl: string, user: Recipient): Mail {
  const link = `${appUrl}/sign-in`;
  return {
    to: user.email,
    subject: `Welcome to ${PRODUCT_NAME}`,
    links: [link],
    text: [
      `Hello ${user.name},`,
      '',
      `Your ${PRODUCT_NAME} account is ready. Sign in at ${link} to start a guided legal chat or rehearse a case in a mock trial.`,
      '',
      `${PRODUCT_NAME} gives legal information, not legal advice. For high-stakes matters, please consult a lawyer or a legal aid service.`,
    ].join('\n'),
  };
}

/** To an account's owner when failed sign-ins from many addresses have paused it. */
export function signInsPausedMail(appUrl: string, user: Recipient, minutes: number): Mail {
  const link = `${appUrl}/forgot-password`;
  return {
    to: user.email,
    subject: `Sign-ins to your ${PRODUCT_NAME} account are paused`,
    links: [link],
    text: [
      `Hello ${user.name},`,
      '',
      `Many wrong passwords were tried for your ${PRODUCT_NAME} account, from several places, so new sign-ins are paused for ${minutes} minutes. A browser you have signed in with before can still sign in.`,
      '',
      `If this was not you, your password was not given away, but you may want to choose a new one: ${link}`,
    ].join('\n'),
  };
}
