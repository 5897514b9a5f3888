import type { LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

export type NavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** Sidebar links; icons only (with tooltips) when collapsed. */
export function SidebarNav({
  items,
  collapsed,
  label,
}: {
  items: NavItem[];
  collapsed: boolean;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-col gap-0.5 p-2">
      {items.map(({ to, label: text, icon: Icon, end }) => {
        const link = (
          <NavLink
            key={to}
            to={to}
            end={end}
            className={({ isActive }) =>
              cn(
                'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                isActive && 'bg-primary/10 text-primary',
                collapsed && 'justify-center px-0',
              )
            }
            aria-label={collapsed ? text : undefined}
          >
            <Icon className="size-4 shrink-0" aria-hidden />
            {!collapsed && <span className="truncate">{text}</span>}
          </NavLink>
        );
        return collapsed ? (
          <Tooltip key={to} content={text}>
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </nav>
  );
}
