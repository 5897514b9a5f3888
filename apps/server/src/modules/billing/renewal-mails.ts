import { PRODUCT_NAME } from '@amicus/contract/common/constants';
import { MAX_CREDIT_BALANCE } from '@amicus/contract/credits/schemas';
import { paymentMessages } from '@amicus/contract/payments/messages';
import type { Mail } from '../../adapters/mail/mailer';

type Recipient = { email: string; name: string };
type PlanInfo = { name: string; price: number; creditAmount: number };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Why a renewal failed, in the user's words: no card to charge, the card was refused, or the balance could
 * not take the plan's credits (checked before charging, so the user is never charged for credits refused).
 */
export type RenewalProblem =
  { kind: 'no-card' } | { kind: 'declined'; message: string } | { kind: 'balance-full' };

function reasonFor(problem: RenewalProblem): string {
  switch (problem.kind) {
    case 'no-card':
      return 'there is no saved card on your account to charge';
    case 'declined':
      return `your card was declined: ${problem.message}`;
    case 'balance-full':
      return `your credit balance cannot take more credits (it holds at most ${MAX_CREDIT_BALANCE.toLocaleString('en-US')}), so nothing was charged`;
  }
}

export function renewalFailedMail(
  appUrl: string,
  user: Recipient,
  plan: PlanInfo,
  problem: RenewalProblem,
): Mail {
  const link = `${appUrl}/chat/products`;
  const reason = reasonFor(problem);
  return {
    to: user.email,
    subject: paymentMessages.renewalFailedSubject,
    links: [link],
    text: [
      `Hello ${user.name},`,
      '',
      `We could not renew your ${PRODUCT_NAME} ${plan.name} plan (${dollars(plan.price)}) because ${reason}.`,
      'Your subscription is now past due and no further credits will be added.',
      '',
      `To continue, choose a plan again at ${link}. Credits you already have stay in your account.`,
    ].join('\n'),
  };
}

export function renewedMail(appUrl: string, user: Recipient, plan: PlanInfo, nextBilling: Date): Mail {
  const link = `${appUrl}/chat/products`;
  return {
    to: user.email,
    subject: paymentMessages.renewedSubject,
    links: [link],
    text: [
      `Hello ${user.name},`,
      '',
      `Your ${PRODUCT_NAME} ${plan.name} plan has been renewed: ${dollars(plan.price)} was charged and ${plan.creditAmount} credits were added to your account.`,
      `The next renewal is on ${nextBilling.toISOString().slice(0, 10)}. You can cancel at any time at ${link}.`,
    ].join('\n'),
  };
}

/** Sent days before a paid plan's billing date when no card can be charged for it. */
export function noCardWarningMail(appUrl: string, user: Recipient, plan: PlanInfo, billingDate: Date): Mail {
  const link = `${appUrl}/chat/products`;
  const date = billingDate.toISOString().slice(0, 10);
  return {
    to: user.email,
    subject: paymentMessages.noCardWarningSubject,
    links: [link],
    text: [
      `Hello ${user.name},`,
      '',
      `Your ${PRODUCT_NAME} ${plan.name} plan (${dollars(plan.price)}) is due to renew on ${date}, but there is no saved card on your account to charge: the card you paid with was charged once and not kept.`,
      `To keep the plan, save a card at ${link} before then. Without one, the plan becomes past due on ${date} and no further credits are added; credits you already have stay in your account.`,
    ].join('\n'),
  };
}
