import type { FastifyInstance } from 'fastify';
import { badRequest } from './app-error';

/** The message for a value carrying U+0000, named as the validation messages name fields. */
export const nulCharacterMessage = (field: string) =>
  `${field || 'Request body'} cannot contain a NUL character`;

/**
 * Keeps a multipart form field's text in `fields` (uploads read their fields while streaming their files): a
 * truncated value or a NUL character is a 400 naming the field, a value that is not text is skipped.
 */
export function keepFormField(
  part: { fieldname: string; value: unknown; valueTruncated: boolean },
  fields: Record<string, string>,
): void {
  if (part.valueTruncated) throw badRequest(`${part.fieldname} is too long`);
  if (typeof part.value !== 'string') return;
  if (part.value.includes('\u0000')) throw badRequest(nulCharacterMessage(part.fieldname));
  fields[part.fieldname] = part.value;
}

/**
 * The path ('features.0') of the first string in a parsed body or query that holds U+0000, or null. PostgreSQL
 * text cannot store that character, so such a value would fail in the database instead of being refused.
 */
export function pathOfNulCharacter(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathOfNulCharacter(item, [...path, index]);
      if (found !== null) return found;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = pathOfNulCharacter(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/** No request of the API nests deeper than a handful of levels; 32 leaves room and bounds every walk. */
export const MAX_JSON_DEPTH = 32;
export const tooDeeplyNestedMessage = 'Request body is nested too deeply';

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other, read in one pass before it is
 * parsed: a body nested 100,000 levels deep would otherwise overflow the stack of every recursive walk after
 * the parse (a 500 instead of a 400). Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * How request text is read before any route sees it:
 * - a JSON request with an empty body has no body (POST /auth/logout "none" may still carry the JSON type);
 *   a route that needs one answers "Request body is required" through its schema;
 * - JSON nested deeper than MAX_JSON_DEPTH is a 400 before it is parsed;
 * - a NUL character anywhere in the body or the query is a 400 naming the field, before validation, so no
 *   route (and no provider call, such as saving a card) runs with it. Multipart fields are checked where
 *   they are read (`readUploadedForm`).
 */
export function registerRequestText(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
      done(badRequest(tooDeeplyNestedMessage), undefined);
    // The default parser is synchronous and answers through done; its type also allows a promise.
    else void parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    const field = pathOfNulCharacter(request.body) ?? pathOfNulCharacter(request.query);
    if (field !== null) throw badRequest(nulCharacterMessage(field));
  });
}
