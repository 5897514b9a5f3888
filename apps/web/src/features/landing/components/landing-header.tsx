import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@amicus/contract/common/constants';
import { BrandMark } from '@/components/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { headerSections, landingSections } from '../data/landing-sections';
import { useMediaQuery } from '../hooks/use-media-query';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { SectionLink } from './section-link';

/** The header's shadow appears after 20 pixels of scroll. */
export const HEADER_SHADOW_OFFSET = 20;
const MOBILE_MENU_ID = 'landing-mobile-menu';

export function LandingHeader() {
  const scrolled = useScrolledPast(HEADER_SHADOW_OFFSET);
  // The section links sit in the bar from the large breakpoint up, behind the menu toggle below it.
  const desktop = useMediaQuery('(min-width: 1024px)');
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const showMenu = menuOpen && !desktop;

  useEffect(() => {
    if (!showMenu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [showMenu]);

  // Every link in the menu closes it, Sign In and Sign Up too: when Back follows a navigation at once, the
  // router may never unmount this page, and the menu must not still be open on return.
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 border-b bg-background/85 backdrop-blur-md transition-[box-shadow,border-color] duration-200',
        scrolled || showMenu ? 'border-border' : 'border-transparent',
        scrolled && 'shadow-md shadow-primary/5 dark:shadow-black/30',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <SectionLink
          sectionId={landingSections.hero.id}
          aria-label={`${PRODUCT_NAME} home`}
          className="rounded-lg"
          onNavigate={closeMenu}
        >
          <BrandMark />
        </SectionLink>

        <nav aria-label="Main" className="ml-6 hidden items-center gap-1 lg:flex">
          {headerSections.map((section) => (
            <SectionLink
              key={section.id}
              sectionId={section.id}
              className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
            >
              {section.label}
            </SectionLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <Link to="/sign-in">Sign In</Link>
          </Button>
          <Button asChild className="hidden sm:inline-flex">
            <Link to="/sign-up">Sign Up</Link>
          </Button>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label="Menu"
            aria-expanded={showMenu}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {showMenu ? <X className="size-5" /> : <Menu className="size-5" />}
          </Button>
        </div>
      </div>

      {showMenu && (
        // Positioned over the page rather than in the flow, so opening and closing it never shifts the
        // content a section link is about to scroll to.
        <div id={MOBILE_MENU_ID} className="absolute inset-x-0 top-full border-b bg-background shadow-lg">
          <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
            <ul className="flex flex-col">
              {headerSections.map((section) => (
                <li key={section.id}>
                  <SectionLink
                    sectionId={section.id}
                    onNavigate={closeMenu}
                    className="block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent"
                  >
                    {section.label}
                  </SectionLink>
                </li>
              ))}
            </ul>
            <div className="mt-3 grid grid-cols-2 gap-3 border-t pt-4 pb-1">
              <Button asChild variant="outline">
                <Link to="/sign-in" onClick={closeMenu}>
                  Sign In
                </Link>
              </Button>
              <Button asChild>
                <Link to="/sign-up" onClick={closeMenu}>
                  Sign Up
                </Link>
              </Button>
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}
