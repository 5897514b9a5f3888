import type { FastifyInstance } from 'fastify';
import type { ChatAttachment } from '@amicus/contract/chats/attachments';
import { asUser, type Session } from './test-app';
import { makePdf, multipartBody, type UploadFile } from './trial-documents';

/** Requests of a chat's attachments, as the web client sends them (field `files`). */
export async function attachFiles(
  app: FastifyInstance,
  session: Pick<Session, 'token'> | null,
  chatId: number,
  files: Omit<UploadFile, 'field'>[],
) {
  const { payload, headers } = await multipartBody(
    {},
    files.map((file) => ({ ...file, field: 'files' })),
  );
  return app.inject({
    method: 'POST',
    url: `/api/v1/chats/${chatId}/attachments`,
    headers: { ...headers, ...(session ? { authorization: `Bearer ${session.token}` } : {}) },
    payload,
  });
}

export async function listAttachments(
  app: FastifyInstance,
  session: Session,
  chatId: number,
): Promise<ChatAttachment[]> {
  const response = await asUser(app, session)({ method: 'GET', url: `/api/v1/chats/${chatId}/attachments` });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json().data as ChatAttachment[];
}

/** A two-page lease: page 1 names the parties, page 2 holds the deposit and notice clauses. */
export const LEASE_PAGES = [
  [
    'RESIDENTIAL LEASE',
    'This lease is made between Harbor Properties LLC (the Landlord)',
    'and Jordan Avery (the Tenant) for the apartment at 12 Elm Street.',
    'The term of this lease begins on 1 March 2024 and ends on 28 February 2025.',
  ],
  [
    'SECURITY DEPOSIT',
    'The Tenant pays a security deposit of $1,800 on signing.',
    'The Landlord shall return the security deposit within 30 days after the Tenant moves out.',
    'The Landlord may deduct only unpaid rent and the cost of repairing damage beyond normal wear.',
    'NOTICE',
    'Either party may end this lease with 60 days written notice.',
  ],
];

export const makeLeasePdf = () => makePdf(LEASE_PAGES);
