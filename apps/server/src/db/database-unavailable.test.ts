import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markConnectionError } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('isDatabaseUnavailable', () => {
  it('is true for a statement timeout, a lock wait, a shutdown and a connection exception, wrapped or not', () => {
    expect(
      isDatabaseUnavailable(failedQuery(withCode('canceling statement due to statement timeout', '57014'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('could not obtain lock', '55P03'))).toBe(true);
    expect(
      isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('connection failure', '08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(true);
  });

  it('counts a refused or reset socket only when it came from the database driver', () => {
    expect(
      isDatabaseUnavailable(failedQuery(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))),
    ).toBe(true);
    expect(isDatabaseUnavailable(markConnectionError(withCode('connect ECONNREFUSED', 'ECONNREFUSED')))).toBe(
      true,
    );
    // A mail, storage or model provider that refuses is not the database.
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:9000', 'ECONNREFUSED'))).toBe(
      false,
    );
  });

  it('is false for a query that is wrong or breaks a rule', () => {
    expect(isDatabaseUnavailable(failedQuery(withCode('duplicate key value', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(withCode('syntax error', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
