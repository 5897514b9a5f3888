import { CalendarDays, Coins, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '@amicus/contract/users/schemas';
import { formatDate } from '@/lib/format';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3 sm:px-5 sm:py-4">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:size-10 [&_svg]:size-4 sm:[&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-[11px] font-medium uppercase tracking-wide text-muted-foreground sm:text-xs">
          {label}
        </p>
        <div className="truncate text-sm font-semibold sm:text-base">{children}</div>
      </div>
    </div>
  );
}

/** Credits (users only), account type and member-since date at a glance. */
export function AccountSummary({ user }: { user: PublicUser }) {
  const isAdmin = user.role === 'admin';
  return (
    <section
      aria-label="Account summary"
      className="grid auto-cols-fr grid-flow-col divide-x rounded-xl border bg-card shadow-sm"
    >
      {!isAdmin && (
        <Fact icon={<Coins className="text-gold" />} label="Credits">
          <span data-testid="profile-credits">{user.credits}</span>{' '}
          <Link to="/chat/products" className="text-sm font-medium text-primary hover:underline">
            Get more
          </Link>
        </Fact>
      )}
      <Fact icon={isAdmin ? <ShieldCheck /> : <UserRound />} label="Account">
        {isAdmin ? 'Administrator' : 'Member'}
      </Fact>
      <Fact icon={<CalendarDays />} label="Member since">
        {formatDate(user.createdAt)}
      </Fact>
    </section>
  );
}
