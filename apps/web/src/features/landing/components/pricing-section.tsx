import { standardPlans } from '@amicus/contract/plans/standard-plans';
import { landingSections } from '../data/landing-sections';
import { LandingSection } from './landing-section';
import { PricingCard } from './pricing-card';
import { SectionHeading } from './section-heading';

export function PricingSection() {
  return (
    <LandingSection
      id={landingSections.pricing.id}
      aria-labelledby="pricing-title"
      className="border-y bg-muted/40 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow={landingSections.pricing.label}
          title="Simple plans, fair prices"
        >
          Every account starts with free credits. When you need more, choose the plan that fits your
          situation.
        </SectionHeading>
        <ul className="mx-auto mt-14 grid max-w-md gap-8 lg:max-w-none lg:grid-cols-3 lg:items-center">
          {standardPlans.map((plan) => (
            <li key={plan.name} className="h-full lg:h-auto">
              <PricingCard plan={plan} />
            </li>
          ))}
        </ul>
      </div>
    </LandingSection>
  );
}
