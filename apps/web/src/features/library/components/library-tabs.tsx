import { LayoutList, Search } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * The research screen's two ways in: search the library, or browse a place's everyday problems by area. Links,
 * not tab panels: each is a page with its own address, and the chosen jurisdiction goes along.
 */
export function LibraryTabs({
  current,
  jurisdiction,
}: {
  current: 'search' | 'problems';
  jurisdiction: string;
}) {
  const query = jurisdiction ? `?jurisdiction=${encodeURIComponent(jurisdiction)}` : '';
  const tabs = [
    { id: 'search', label: 'Search', to: `/library${query}`, icon: Search },
    { id: 'problems', label: 'Browse by problem', to: `/library/problems${query}`, icon: LayoutList },
  ] as const;
  return (
    <nav aria-label="Ways to research" className="mb-6 border-b">
      <ul className="-mb-px flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              aria-current={tab.id === current ? 'page' : undefined}
              className={cn(
                'inline-flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-ring',
                tab.id === current
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:border-border hover:text-foreground',
              )}
            >
              <tab.icon className="size-4" aria-hidden />
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
