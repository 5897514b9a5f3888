import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_EXPANDED_WIDTH } from '@amicus/contract/common/constants';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { TooltipProvider } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useSidebarStore } from './sidebar-store';

export type SidebarRender = (options: { collapsed: boolean }) => ReactNode;

/**
 * The frame both areas share: a left sidebar (240 px, collapsible to 70 px) that is hidden below the large
 * breakpoint and opens from a menu button instead, a sticky top bar, and the main area.
 */
export function AppShell({
  homeTo,
  sidebar,
  topBar,
  children,
}: {
  homeTo: string;
  sidebar: SidebarRender;
  topBar: ReactNode;
  children: ReactNode;
}) {
  const { collapsed, toggle } = useSidebarStore();
  const [mobileOpen, setMobileOpen] = useState(false);
  // Following a link in the mobile sheet closes it.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setMobileOpen(false);
  };

  return (
    <TooltipProvider delayDuration={200}>
      {/* The first Tab stop: past the sidebar and top bar to the page itself (WCAG 2.4.1). Focus is moved by
          hand, since a '#main' URL would be a navigation to the router. */}
      <a
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
        className="fixed left-3 top-3 z-50 -translate-y-24 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg outline-offset-2 focus:translate-y-0"
      >
        Skip to main content
      </a>
      <div className="flex min-h-dvh bg-background">
        <aside
          aria-label="Sidebar"
          data-collapsed={collapsed}
          className="sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] duration-200 lg:flex"
          style={{ width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_EXPANDED_WIDTH }}
        >
          <div
            className={cn(
              'flex h-14 items-center border-b border-sidebar-border',
              collapsed ? 'justify-center' : 'justify-between px-4',
            )}
          >
            <Link to={homeTo} aria-label="Amicus home">
              <BrandMark compact={collapsed} />
            </Link>
          </div>
          <div className="flex min-h-0 flex-1 flex-col">{sidebar({ collapsed })}</div>
          <div className="border-t border-sidebar-border p-2">
            <Button
              variant="ghost"
              size="sm"
              className={cn('w-full', collapsed ? 'justify-center px-0' : 'justify-start')}
              onClick={toggle}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            >
              {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
              {!collapsed && <span>Collapse</span>}
            </Button>
          </div>
        </aside>

        <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
          <SheetContent
            side="left"
            aria-describedby={undefined}
            // Focus the panel, not its first field: on a phone that would pop the keyboard over the menu.
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              (event.currentTarget as HTMLElement | null)?.focus();
            }}
          >
            <SheetTitle className="sr-only">Navigation</SheetTitle>
            <SheetDescription className="sr-only">Main navigation</SheetDescription>
            <div className="flex h-14 items-center border-b border-sidebar-border px-4">
              <BrandMark />
            </div>
            <div className="flex min-h-0 flex-1 flex-col" onClickCapture={closeOnLink}>
              {sidebar({ collapsed: false })}
            </div>
          </SheetContent>
        </Sheet>

        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:px-4">
            <Button
              variant="ghost"
              size="icon"
              className="lg:hidden"
              onClick={() => setMobileOpen(true)}
              aria-label="Open menu"
            >
              <Menu className="size-5" />
            </Button>
            <Link to={homeTo} className="lg:hidden" aria-label="Amicus home">
              <BrandMark compact />
            </Link>
            <div className="ml-auto flex items-center gap-1.5 sm:gap-2">{topBar}</div>
          </header>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
            {children}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
