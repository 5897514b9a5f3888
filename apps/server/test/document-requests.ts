import type { FastifyInstance } from 'fastify';
import type { AmicusDocument } from '@amicus/contract/documents/schemas';
import { asUser, type Session } from './test-app';

/** Requests of the documents API, as the web client sends them. */

export async function startDocument(
  app: FastifyInstance,
  session: Session,
  body: { templateSlug: string; chatId?: number },
): Promise<AmicusDocument> {
  const response = await asUser(app, session)({ method: 'POST', url: '/api/v1/documents', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`create document: ${response.statusCode} ${response.body}`);
  return response.json().document;
}

export const saveGroup = (
  app: FastifyInstance,
  session: Session,
  id: number,
  groupId: string,
  answers: Record<string, string | boolean>,
) =>
  asUser(
    app,
    session,
  )({
    method: 'PATCH',
    url: `/api/v1/documents/${id}/answers`,
    payload: { groupId, answers },
  });

/** The answers of a D.C. tenant whose landlord kept the whole deposit, group by group. */
export const DEPOSIT_INTERVIEW: [string, Record<string, string | boolean>][] = [
  ['place', { country: 'USA', state: 'Washington, DC' }],
  [
    'you',
    {
      your_name: 'Alex Rivera',
      your_address: '12 Elm Street, Apt 3\nWashington, DC 20009',
      your_email: 'alex@example.com',
      your_phone: '',
    },
  ],
  [
    'landlord',
    { landlord_name: 'Capitol Rentals LLC', landlord_address: '400 K Street NW\nWashington, DC 20001' },
  ],
  [
    'tenancy',
    {
      rental_address: '900 Park Road NW, Unit 4',
      move_out_date: '2024-06-30',
      deposit_amount: '$1,200',
      forwarding_given: true,
    },
  ],
  ['since', { anything_returned: 'none', itemised_list: false, unit_condition: 'clean and undamaged' }],
  ['deadline', { response_days: '14', letter_date: '2024-09-02' }],
];

/** Runs the deposit interview to its end and answers the document. */
export async function answerDepositInterview(
  app: FastifyInstance,
  session: Session,
  id: number,
): Promise<AmicusDocument> {
  let document: AmicusDocument | undefined;
  for (const [groupId, answers] of DEPOSIT_INTERVIEW) {
    const response = await saveGroup(app, session, id, groupId, answers);
    if (response.statusCode !== 200)
      throw new Error(`save ${groupId}: ${response.statusCode} ${response.body}`);
    document = response.json().document;
  }
  return document!;
}
