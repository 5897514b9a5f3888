import { ArrowRight, Clock, Globe, HeartHandshake, MessagesSquare, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { landingSections } from '../data/landing-sections';
import { HeroPreview } from './hero-preview';
import { LandingSection } from './landing-section';

const assurances = [
  { icon: ShieldCheck, label: 'Confidential' },
  { icon: Clock, label: 'Available 24/7' },
  { icon: Globe, label: 'Worldwide' },
];

export function HeroSection() {
  return (
    <LandingSection
      id={landingSections.hero.id}
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 dark:opacity-50 bg-[radial-gradient(60rem_32rem_at_85%_-10%,color-mix(in_oklch,var(--primary)_16%,transparent),transparent),radial-gradient(40rem_24rem_at_0%_100%,color-mix(in_oklch,var(--gold)_14%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/70 px-3.5 py-1.5 text-sm font-medium text-foreground shadow-xs">
            <HeartHandshake className="size-4 text-gold" aria-hidden />A non-profit initiative
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-serif text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Free AI legal help, <span className="text-primary">on your side.</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground text-pretty">
            Amicus is an AI legal assistant run by a non-profit. Describe your problem in your own words — a
            deposit kept back, wages left unpaid, a question about custody — and get clear, confidential
            information about your rights and your next steps, free to start, at any hour.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" className="px-7">
              <Link to="/sign-in">
                Get Started
                <ArrowRight />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="px-7">
              <Link to="/sign-in">
                <MessagesSquare />
                Try Legal Assistant
              </Link>
            </Button>
          </div>
          <ul className="mt-9 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium text-muted-foreground">
            {assurances.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <Icon className="size-4 text-primary" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </LandingSection>
  );
}
