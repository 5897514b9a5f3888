import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { plans, subscriptions, trials } from '../src/db/schema/index';
import { asUser, login, newUserBody, type Session } from './test-app';

export type Account = { id: number; name: string; email: string; username: string; password: string };

/**
 * An account made through the admin API (POST /users): unlike sign-up it meets no per-address limit, so a
 * test file can make as many as it needs.
 */
export async function createAccount(
  app: FastifyInstance,
  admin: Session,
  overrides: Partial<{ name: string; role: 'user' | 'admin'; isActive: boolean; password: string }> = {},
): Promise<Account> {
  const body = { ...newUserBody(), ...overrides };
  const response = await asUser(app, admin)({ method: 'POST', url: '/api/v1/users', payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return { ...body, id: response.json().user.id as number };
}

export function signIn(app: FastifyInstance, account: Account): Promise<Session> {
  return login(app, account.username, account.password);
}

/** A finished mock trial, inserted directly (the trial API's LLM work is not what these tests are about). */
export async function insertTrial(db: Database, userId: number, createdAt = new Date()): Promise<number> {
  const [row] = await db
    .insert(trials)
    .values({
      userId,
      status: 'COMPLETED',
      caseDescription: 'Landlord kept the deposit',
      country: 'United States',
      state: 'California',
      summary: 'A short summary',
      caseAnalysis: '## Analysis',
      createdAt,
    })
    .returning({ id: trials.id });
  return row!.id;
}

export async function planIdByName(db: Database, name: string): Promise<number> {
  const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, name));
  return plan!.id;
}

export async function insertSubscription(
  db: Database,
  userId: number,
  planId: number,
  status: 'ACTIVE' | 'CANCELLED' | 'PAST_DUE' = 'ACTIVE',
): Promise<number> {
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, planId, status, nextBillingDate: new Date(Date.now() + 30 * 86_400_000) })
    .returning({ id: subscriptions.id });
  return row!.id;
}
