import { ArrowRight, Clock, Globe, Info, Lock, Star, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@amicus/contract/common/constants';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { landingSections } from '../data/landing-sections';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';

type Claim = { icon: LucideIcon; value: string; label: string; detail: string };

// The five marketing claims the product makes, the first one given the wide tile.
const claims: Claim[] = [
  {
    icon: Star,
    value: '98%',
    label: 'Satisfaction',
    detail: 'of the people we help are satisfied with the guidance they receive.',
  },
  {
    icon: Clock,
    value: '24/7',
    label: 'Availability',
    detail: 'Ask at any hour, weekends and holidays included.',
  },
  {
    icon: Lock,
    value: 'Private',
    label: 'Confidentiality',
    detail: 'Your questions and documents stay confidential.',
  },
  {
    icon: Users,
    value: '20+',
    label: 'Years of combined expertise',
    detail: 'Built with lawyers, legal-aid workers and advisers.',
  },
  {
    icon: Globe,
    value: 'Global',
    label: 'Worldwide reach',
    detail: 'Help with questions from many countries.',
  },
];

export function AboutSection() {
  return (
    <LandingSection id={landingSections.about.id} aria-labelledby="about-title" className="py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow={landingSections.about.label}
            title="A non-profit initiative for access to justice"
            align="left"
          />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
            <p>
              Knowing your rights should not depend on what you can afford. {PRODUCT_NAME} is run by a
              non-profit organisation to give everyone a calm, clear first step with an everyday legal
              problem.
            </p>
            <p>
              Our assistant helps you understand the rules that apply to you, prepare your documents and
              practise your case, so that you can act with confidence or arrive at a lawyer&rsquo;s office
              well prepared.
            </p>
          </div>
          <div className="mt-8 flex gap-3 rounded-xl border border-gold/40 bg-gold/10 p-4 text-sm leading-relaxed">
            <Info className="mt-0.5 size-5 shrink-0 text-gold-foreground dark:text-gold" aria-hidden />
            <p>
              <strong className="font-semibold">Legal information, not legal advice.</strong>{' '}
              <span className="text-muted-foreground">
                {PRODUCT_NAME} is not a law firm and does not replace a qualified lawyer. For decisions with
                serious consequences, speak to a lawyer or a legal advice centre.
              </span>
            </p>
          </div>
          <Button asChild size="lg" className="mt-8">
            <Link to="/sign-up">
              Join {PRODUCT_NAME}
              <ArrowRight />
            </Link>
          </Button>
        </div>

        <ul className="grid grid-cols-2 gap-3 sm:gap-4">
          {claims.map((claim, index) => (
            <li
              key={claim.label}
              className={cn(
                'rounded-2xl border p-5 sm:p-6',
                index === 0
                  ? 'relative col-span-2 overflow-hidden border-transparent bg-primary text-primary-foreground shadow-lg'
                  : 'bg-card shadow-sm',
              )}
            >
              <claim.icon
                className={cn(
                  'size-5',
                  index === 0 ? 'text-gold dark:text-primary-foreground' : 'text-primary',
                )}
                aria-hidden
              />
              <p className="mt-4 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
                {claim.value}
              </p>
              <p className="mt-1 font-semibold">{claim.label}</p>
              <p
                className={cn(
                  'mt-1 text-sm',
                  index === 0 ? 'text-primary-foreground/75' : 'text-muted-foreground',
                )}
              >
                {claim.detail}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
