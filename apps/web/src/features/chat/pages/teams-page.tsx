import { ArrowRight, Building2, FolderKanban, KeyRound, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

const benefits = [
  {
    icon: Users,
    title: 'Shared legal workspace',
    text: 'Invite colleagues, share chats and mock trials, and pick up a matter where a teammate left off.',
  },
  {
    icon: FolderKanban,
    title: 'Custom legal workflows',
    text: 'Organise work by client or matter, with the intake questions your practice or clinic needs.',
  },
  {
    icon: KeyRound,
    title: 'Admin controls',
    text: 'Manage members and their credits in one place, and decide who sees which matters.',
  },
  {
    icon: Building2,
    title: 'API integration',
    text: 'Bring Amicus into your case-management tools and train it on your own legal material.',
  },
];

/** /chat/teams: what team collaboration offers and how to get it. (The spec names the route, no content.) */
export function TeamsPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <section className="relative overflow-hidden rounded-2xl border bg-gradient-to-br from-primary/10 via-card to-gold/10 p-6 sm:p-10">
        <Badge variant="gold" className="mb-4">
          Enterprise plan
        </Badge>
        <h1 className="max-w-xl font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
          Work on legal matters together
        </h1>
        <p className="mt-3 max-w-xl text-muted-foreground">
          Team collaboration comes with the Enterprise plan: for legal aid clinics, advice centres and firms
          that handle many questions at once.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/chat/products">
              See the Enterprise plan <ArrowRight />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/chat/pricing">Compare all plans</Link>
          </Button>
        </div>
      </section>

      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="grid gap-1">
              <h2 className="font-semibold">{title}</h2>
              <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
