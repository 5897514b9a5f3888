import { Suspense } from 'react';
import { AboutSection } from '../components/about-section';
import { ClosingBanner } from '../components/closing-banner';
import { HeroSection } from '../components/hero-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';
import { PricingSection } from '../components/pricing-section';
import { ServicesSection } from '../components/services-section';
import { TestimonialsSection } from '../components/testimonials-section';

/** The public marketing page at '/' (spec: Landing page). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to content
      </a>
      <LandingHeader />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <HeroSection />
        {/*
         * Each section below the first screen is a Suspense boundary, so that React hydrates the prerendered page
         * (decision 018) in one short task per section rather than one long one, and hydrates first a section the
         * visitor clicks in.
         */}
        <Suspense>
          <ServicesSection />
        </Suspense>
        <Suspense>
          <AboutSection />
        </Suspense>
        <Suspense>
          <PricingSection />
        </Suspense>
        <Suspense>
          <TestimonialsSection />
        </Suspense>
        <Suspense>
          <ClosingBanner />
        </Suspense>
      </main>
      <Suspense>
        <LandingFooter />
      </Suspense>
    </div>
  );
}
