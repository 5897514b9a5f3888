import type { Locator, Page } from '@playwright/test';
import { expect } from './support/fixtures';

/**
 * A toast by its text. While the modal payment dialog is open, Radix hides everything outside it from the
 * accessibility tree (the fixtures' role-based `toast` cannot see it then), so this finds it by structure; the
 * dialog repeats failures in its own alert for assistive technology.
 */
export function shownToast(page: Page, text: string | RegExp) {
  return page.locator('ol > li').filter({ hasText: text });
}

/** The plan card of that name on the plan page. */
export function planCard(page: Page, name: string) {
  return page.getByTestId('plan-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

export function paymentDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Make Payment' });
}

/** Fills the card tab's sandbox form; the number is tokenised in the browser. */
export async function fillCard(page: Page, number: string, cardholder = 'Maria Lopez') {
  const dialog = paymentDialog(page);
  await dialog.getByLabel('Cardholder Name').fill(cardholder);
  await dialog.getByLabel('Card Number').fill(number);
  await dialog.getByLabel('Month').fill('12');
  await dialog.getByLabel('Year').fill('34');
  await dialog.getByLabel('CVC').fill('737');
}

/** Fills an add-card form (Saved Cards tab, or the plan page's "Save a card for renewal") with a test Visa. */
export async function fillNewCard(form: Locator) {
  await form.getByLabel('Card Number').fill('4111 1111 1111 1111');
  await form.getByLabel('Cardholder Name').fill('Maria Lopez');
  await form.getByLabel('Month').fill('08');
  await form.getByLabel('Year').fill('33');
  await form.getByLabel('CVC').fill('737');
  await form.getByLabel('Billing Address').fill('22 Harbour Road, Cork, Ireland');
}

export async function creditsShown(page: Page): Promise<number> {
  return Number(await page.getByTestId('credits-badge').textContent());
}

/** Every request body the page sends, so a test can prove the card number never left the browser. */
export function recordRequestBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    const body = request.postData();
    if (body) bodies.push(`${request.method()} ${request.url()} ${body}`);
  });
  return bodies;
}

export async function expectNoCardDataSent(bodies: string[]) {
  for (const body of bodies) {
    expect(body).not.toMatch(/4111\s?1111\s?1111\s?1111|4000\s?0000\s?0000\s?0002|5555\s?5555\s?5555\s?4444/);
    // The CVC as a value of its own (random keys may contain the digits), and no card-data field at all.
    expect(body).not.toMatch(/[":]737["},]/);
    expect(body).not.toMatch(/cardNumber|"number"|cvc|cvv/i);
  }
}
