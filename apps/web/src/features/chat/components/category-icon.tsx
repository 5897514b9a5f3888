import {
  Briefcase,
  Car,
  Globe2,
  HandCoins,
  Home,
  ScrollText,
  Scale,
  Shield,
  ShoppingBag,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** A fitting icon per seeded legal area, by words in its name; areas an admin adds get the scales. */
const byKeyword: [RegExp, LucideIcon][] = [
  [/family|divorce|custody/i, Users],
  [/housing|tenan|landlord|rent/i, Home],
  [/employ|work|job|labou?r/i, Briefcase],
  [/consumer|purchase|shopping/i, ShoppingBag],
  [/debt|money|credit|loan/i, HandCoins],
  [/immigra|visa|citizen/i, Globe2],
  [/criminal|police|defen[cs]e/i, Shield],
  [/business|contract|company/i, Store],
  [/injury|accident/i, Car],
  [/will|estate|inherit|probate/i, ScrollText],
];

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = byKeyword.find(([pattern]) => pattern.test(name))?.[1] ?? Scale;
  return <Icon className={className} aria-hidden />;
}
