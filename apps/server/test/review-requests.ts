import type { FastifyInstance } from 'fastify';
import { asUser, type Session } from './test-app';
import { multipartBody } from './trial-documents';

/** DC, as a tenant in Washington names their place. */
export const DC_PLACE = { country: 'USA', state: 'Washington, DC' };

/** POST /documents/reviews as the web client sends it: one file and the place (and area) fields. */
export async function uploadForReview(
  app: FastifyInstance,
  session: Pick<Session, 'token'> | null,
  file: { bytes: Buffer; name: string; type?: string },
  fields: Record<string, string> = DC_PLACE,
) {
  const { payload, headers } = await multipartBody(fields, [{ field: 'file', ...file }]);
  return asUser(app, session)({ method: 'POST', url: '/api/v1/documents/reviews', headers, payload });
}
