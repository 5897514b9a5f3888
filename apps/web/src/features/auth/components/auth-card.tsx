import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';

/** The frame of the sign-in, sign-up and password pages: brand, title, one card, a footer line. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-primary/5 via-background to-background px-4 py-10">
      {/* The brand and the theme switch are the page's banner: no content outside a landmark. */}
      <header>
        <ThemeToggle className="absolute right-3 top-3 sm:right-5 sm:top-5" />
        <Link to="/" className="mb-8 block" aria-label="Amicus home">
          <BrandMark />
        </Link>
      </header>
      <main className="w-full max-w-md rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="mb-6 space-y-1.5 text-center">
          <h1 className="font-serif text-2xl font-semibold tracking-tight">{title}</h1>
          {subtitle && <p className="text-sm text-muted-foreground">{subtitle}</p>}
        </div>
        {children}
      </main>
      {footer && <footer className="mt-6 text-sm text-muted-foreground">{footer}</footer>}
    </div>
  );
}
