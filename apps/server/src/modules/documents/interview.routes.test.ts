import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_PER_USER } from '@amicus/contract/documents/messages';
import { auditLog, documents, messages } from '../../db/schema/index';
import { createChat } from '../../../test/chat-fixtures';
import { answerDepositInterview, saveGroup, startDocument } from '../../../test/document-requests';
import {
  asUser,
  createTestApp,
  loginAdmin,
  signUpAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app';

let t: TestApp;
let alice: Session;
let bob: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpAndLogin(t.app, { name: 'Alice Moreno' });
  bob = await signUpAndLogin(t.app);
  admin = await loginAdmin(t.app);
});
afterAll(() => t.close());

const get = (session: Session, url: string) =>
  asUser(t.app, session)({ method: 'GET', url: `/api/v1${url}` });
const send = (session: Session, method: 'POST' | 'PATCH', url: string, payload: object) =>
  asUser(t.app, session)({ method, url: `/api/v1${url}`, payload });

describe('the template catalogue', () => {
  it('lists the enabled templates with their questions; an admin switches one off (audited) and on again', async () => {
    const listed = (await get(alice, '/document-templates')).json();
    expect(listed.templates).toHaveLength(8);
    const deposit = listed.templates.find((x: { slug: string }) => x.slug === 'security-deposit-demand');
    expect(deposit.area).toBe('housing');
    expect(deposit.groups[0].fields.map((f: { id: string }) => f.id)).toEqual(['country', 'state']);
    expect(listed.documentsLimitMessage).toBe(`You can keep up to ${DOCUMENTS_PER_USER} documents.`);

    const patch = (enabled: boolean) =>
      send(admin, 'PATCH', '/admin/document-templates/consumer-complaint', { enabled });
    const off = await patch(false);
    expect(off.statusCode).toBe(200);
    expect(off.json().template).toMatchObject({ slug: 'consumer-complaint', enabled: false });
    const slugs = (await get(alice, '/document-templates'))
      .json()
      .templates.map((x: { slug: string }) => x.slug);
    expect(slugs).not.toContain('consumer-complaint');
    const refused = await send(alice, 'POST', '/documents', { templateSlug: 'consumer-complaint' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('There is no such document template, or it is switched off.');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityType, 'document_template'));
    expect(entry).toMatchObject({ action: 'update', entityId: 'consumer-complaint', actorId: admin.user.id });
    expect(entry!.changes).toMatchObject({ enabled: { from: true, to: false } });

    const adminList = (await get(admin, '/admin/document-templates')).json().templates;
    expect(adminList.find((x: { slug: string }) => x.slug === 'consumer-complaint').enabled).toBe(false);
    expect((await patch(true)).json().template.enabled).toBe(true);
    expect((await get(alice, '/document-templates')).json().templates).toHaveLength(8);
  });
});

describe('the guided interview', () => {
  it('saves group by group, checks each answer with its message, and a reload reads it back', async () => {
    const doc = await startDocument(t.app, alice, { templateSlug: 'security-deposit-demand' });
    expect(doc).toMatchObject({ status: 'interview', nextGroup: 'place', answers: {}, body: null });

    const bad = await saveGroup(t.app, alice, doc.id, 'tenancy', {
      rental_address: '900 Park Road NW',
      move_out_date: '2024-02-30',
      deposit_amount: 'twelve hundred',
      forwarding_given: 'yes',
      surprise: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'answers.surprise', message: 'There is no question “surprise” in this group.' },
    ]);
    const invalid = await saveGroup(t.app, alice, doc.id, 'tenancy', {
      rental_address: '900 Park Road NW',
      move_out_date: '2024-02-30',
      deposit_amount: 'twelve hundred',
      forwarding_given: 'yes',
    });
    // Letters print dollars: another currency is refused, not printed as "$500.00".
    const euros = await saveGroup(t.app, alice, doc.id, 'tenancy', {
      rental_address: '900 Park Road NW',
      move_out_date: '2024-02-01',
      deposit_amount: '€500',
      forwarding_given: true,
    });
    expect(euros.json().errors).toEqual([
      {
        path: 'answers.deposit_amount',
        message: 'Please enter an amount in US dollars, for example 1,200 or 1200.50.',
      },
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { path: 'answers.move_out_date', message: 'Please enter a real date (year, month and day).' },
      {
        path: 'answers.deposit_amount',
        message: 'Please enter an amount in US dollars, for example 1,200 or 1200.50.',
      },
      { path: 'answers.forwarding_given', message: 'Please answer yes or no.' },
    ]);
    // Nothing was kept from the refused saves.
    expect((await get(alice, `/documents/${doc.id}`)).json().document.answers).toEqual({});

    const saved = await answerDepositInterview(t.app, alice, doc.id);
    expect(saved.nextGroup).toBeNull();
    expect(saved.answers.deposit_amount).toEqual({ value: '$1,200', confirmed: true });
    // An empty optional answer is not kept; a hidden question needs none.
    expect(saved.answers.your_phone).toBeUndefined();
    expect(saved.answers.amount_returned).toBeUndefined();
    const reloaded = (await get(alice, `/documents/${doc.id}`)).json().document;
    expect(reloaded.answers).toEqual(saved.answers);
    expect(reloaded.completedGroups).toEqual(['place', 'you', 'landlord', 'tenancy', 'since', 'deadline']);
  });

  it('asks a conditional question only when its condition holds, and then requires it', async () => {
    const doc = await startDocument(t.app, alice, { templateSlug: 'security-deposit-demand' });
    const partly = await saveGroup(t.app, alice, doc.id, 'since', {
      anything_returned: 'part',
      itemised_list: true,
    });
    expect(partly.statusCode).toBe(400);
    expect(partly.json().errors).toEqual([
      { path: 'answers.amount_returned', message: 'Please answer this question.' },
      { path: 'answers.disputed_deductions', message: 'Please answer this question.' },
    ]);
    const shown = await saveGroup(t.app, alice, doc.id, 'since', {
      anything_returned: 'part',
      amount_returned: '$200',
      itemised_list: true,
      disputed_deductions: 'Cleaning $300: I left it clean and have photographs.',
    });
    expect(shown.statusCode).toBe(200);
    // Answering "none" hides the amount returned: its old answer is dropped, not required.
    const hidden = await saveGroup(t.app, alice, doc.id, 'since', {
      anything_returned: 'none',
      amount_returned: '$200',
      itemised_list: false,
    });
    expect(hidden.statusCode).toBe(200);
    const answers = hidden.json().document.answers;
    expect(answers.amount_returned).toBeUndefined();
    expect(answers.disputed_deductions).toBeUndefined();
    expect(answers.anything_returned).toEqual({ value: 'none', confirmed: true });

    const unknown = await saveGroup(t.app, alice, doc.id, 'nope', {});
    expect(unknown.json().message).toBe('This document has no question group “nope”.');
  });

  it('pre-fills from the user’s own chat, unconfirmed until the user saves the group', async () => {
    const chatId = await createChat(t.app, alice, {
      legalQuestionnaire: {
        country: 'USA',
        state: 'Washington, DC',
        role: 'plaintiff',
        description: 'My landlord, John Smith, kept my security deposit after I moved out.',
      },
    });
    await t.db.insert(messages).values({
      chatId,
      sender: 'user',
      message: 'I moved out on June 30, 2024 and paid a deposit of $1,450.00 when I moved in.',
      createdAt: new Date('2024-08-01T10:00:00Z'),
    });
    // The chat's problem suggests its template; another user's chat answers 404.
    const suggested = await get(alice, `/document-templates/suggested?chat=${chatId}`);
    expect(suggested.json()).toEqual({ success: true, slug: 'security-deposit-demand' });
    expect((await get(bob, `/document-templates/suggested?chat=${chatId}`)).statusCode).toBe(404);

    const doc = await startDocument(t.app, alice, { templateSlug: 'security-deposit-demand', chatId });
    expect(doc.chatId).toBe(chatId);
    expect(doc.answers).toMatchObject({
      country: { value: 'USA', confirmed: false },
      state: { value: 'Washington, DC', confirmed: false },
      your_name: { value: 'Alice Moreno', confirmed: false },
      your_email: { value: alice.user.email, confirmed: false },
      landlord_name: { value: 'John Smith', confirmed: false },
      move_out_date: { value: '2024-06-30', confirmed: false },
      deposit_amount: { value: '$1,450.00', confirmed: false },
    });
    expect(doc.nextGroup).toBe('place');
    const confirmed = (
      await saveGroup(t.app, alice, doc.id, 'place', { country: 'USA', state: 'Washington, DC' })
    ).json().document;
    expect(confirmed.answers.state).toEqual({ value: 'Washington, DC', confirmed: true });
    expect(confirmed.nextGroup).toBe('you');

    // Another user's chat is not a source: 404, and nothing is made.
    const stolen = await send(bob, 'POST', '/documents', { templateSlug: 'security-deposit-demand', chatId });
    expect(stolen.statusCode).toBe(404);
    expect((await get(bob, '/documents')).json().documents).toEqual([]);
  });

  it('keeps each document to its owner: another user gets 404 on every route', async () => {
    const doc = await startDocument(t.app, alice, { templateSlug: 'general-formal-letter' });
    const as = asUser(t.app, bob);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/documents/${doc.id}`, undefined],
      ['PATCH', `/api/v1/documents/${doc.id}`, { title: 'Mine now' }],
      ['PATCH', `/api/v1/documents/${doc.id}/answers`, { groupId: 'you', answers: {} }],
      ['DELETE', `/api/v1/documents/${doc.id}`, undefined],
    ] as const) {
      const response = await as({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe('Document not found');
    }
    const renamed = await send(alice, 'PATCH', `/documents/${doc.id}`, { title: 'Letter to the gym' });
    expect(renamed.json().document.title).toBe('Letter to the gym');
    const list = (await get(alice, '/documents')).json().documents;
    expect(list[0]).toMatchObject({ id: doc.id, title: 'Letter to the gym', status: 'interview' });
    expect(
      (await asUser(t.app, alice)({ method: 'DELETE', url: `/api/v1/documents/${doc.id}` })).statusCode,
    ).toBe(200);
    expect((await get(alice, `/documents/${doc.id}`)).statusCode).toBe(404);
  });

  it('refuses answers past a field’s length and documents past the limit, changing nothing', async () => {
    const doc = await startDocument(t.app, alice, { templateSlug: 'general-formal-letter' });
    const long = await saveGroup(t.app, alice, doc.id, 'you', {
      your_name: 'A'.repeat(121),
      your_address: '1 Road',
    });
    expect(long.json().errors).toEqual([
      { path: 'answers.your_name', message: 'Please write at most 120 characters.' },
    ]);

    const carol = await signUpAndLogin(t.app);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc.id));
    await t.db
      .insert(documents)
      .values(
        Array.from({ length: DOCUMENTS_PER_USER }, () => ({ ...row!, id: undefined, userId: carol.user.id })),
      );
    const over = await send(carol, 'POST', '/documents', { templateSlug: 'general-formal-letter' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `You can keep up to ${DOCUMENTS_PER_USER} documents. Delete one you no longer need to start another.`,
    );
  });
});
