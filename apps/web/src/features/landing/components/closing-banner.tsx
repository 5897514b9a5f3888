import { ArrowRight, Scale } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The last call to action before the footer. */
export function ClosingBanner() {
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      {/* Deep navy in both themes (the theme's primary turns light in dark mode), so white text always reads. */}
      <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-[linear-gradient(135deg,oklch(0.36_0.1_262),oklch(0.24_0.07_264))] px-6 py-16 text-center text-white shadow-xl shadow-primary/20 sm:px-12 sm:py-20 dark:shadow-none dark:ring-1 dark:ring-white/10">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(34rem_20rem_at_100%_0%,oklch(0.62_0.12_258/0.35),transparent),radial-gradient(28rem_16rem_at_0%_100%,oklch(0.5_0.12_262/0.45),transparent)]"
        />
        <Scale
          aria-hidden
          strokeWidth={1}
          className="absolute -right-10 -bottom-12 -z-10 size-72 text-white/[0.06] sm:right-6"
        />
        <span aria-hidden className="mx-auto mb-6 block h-1 w-12 rounded-full bg-gold" />
        <h2
          id="closing-title"
          className="mx-auto max-w-2xl font-serif text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
        >
          Your legal questions deserve clear answers
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-white/75">
          Start a confidential conversation in minutes. No appointment, no waiting room, free to start.
        </p>
        <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="gold" className="px-7">
            <Link to="/sign-in">
              Try Now
              <ArrowRight />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/30 bg-white/5 px-7 text-white hover:bg-white/15 hover:text-white"
          >
            <Link to="/sign-up">Create Account</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
