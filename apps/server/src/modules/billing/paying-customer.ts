import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { PayingCustomer } from '../../adapters/payments/payment-provider';
import { notFound } from '../../http/app-error';

export async function payingCustomer(db: DbOrTx, userId: number): Promise<PayingCustomer> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return { userId: user.id, name: user.name, email: user.email };
}
