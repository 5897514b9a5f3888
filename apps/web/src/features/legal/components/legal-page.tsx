import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '@amicus/contract/common/constants';
import { BrandMark } from '@/components/brand-mark';
import { ThemeToggle } from '@/components/theme-toggle';

/** A page of the Terms or the Privacy Policy: open to everyone, signed in or not. */
export function LegalPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh bg-background">
      <header className="border-b">
        <div className="mx-auto flex max-w-3xl items-center justify-between px-4 py-3 sm:px-6">
          <Link to="/" aria-label="Amicus home" className="rounded-md">
            <BrandMark />
          </Link>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-4 text-lg text-muted-foreground">{intro}</div>
        <div className="mt-10 space-y-10 leading-relaxed">{children}</div>
        <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
          Questions, or a request to see or delete what Amicus holds about you:{' '}
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {CONTACT_EMAIL}
          </a>
          . See also the{' '}
          <Link to="/terms" className="font-medium text-primary underline-offset-4 hover:underline">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link to="/privacy" className="font-medium text-primary underline-offset-4 hover:underline">
            Privacy Policy
          </Link>
          .
        </p>
      </main>
    </div>
  );
}

/** One numbered part of a legal page: a heading and its paragraphs or list. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="font-serif text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="space-y-3 text-[0.95rem] [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-2">{children}</div>
    </section>
  );
}
