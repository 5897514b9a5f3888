import { Link } from 'react-router';
import { PRODUCT_NAME } from '@amicus/contract/common/constants';
import { Button } from '@/components/ui/button';
import { landingSections } from '../data/landing-sections';
import { testimonials } from '../data/testimonials';
import { useMediaQuery } from '../hooks/use-media-query';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import { TestimonialCarousel } from './testimonial-carousel';

/**
 * Three testimonials at once on wide screens, one at a time on mobile (two in between). The
 * breakpoints are Tailwind's md and lg, which size the slides in CSS (see TestimonialCarousel).
 */
function useTestimonialsPerView(): number {
  const wide = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery('(min-width: 768px)');
  return wide ? 3 : medium ? 2 : 1;
}

export function TestimonialsSection() {
  const perView = useTestimonialsPerView();
  return (
    <LandingSection
      id={landingSections.testimonials.id}
      aria-labelledby="testimonials-title"
      className="py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="testimonials-title"
          eyebrow={landingSections.testimonials.label}
          title="Trusted by people facing real legal questions"
        >
          Tenants, workers, parents and small business owners use {PRODUCT_NAME} to understand their situation
          and take the next step with confidence.
        </SectionHeading>
        <div className="mt-14">
          <TestimonialCarousel
            items={testimonials}
            perView={perView}
            slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
          />
        </div>
        <div className="mt-12 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/sign-in">Try AI Consultation</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/sign-up">Create Free Account</Link>
          </Button>
        </div>
      </div>
    </LandingSection>
  );
}
