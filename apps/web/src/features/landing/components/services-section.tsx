import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { landingSections } from '../data/landing-sections';
import { services } from '../data/services';
import { LandingSection } from './landing-section';
import { SectionHeading } from './section-heading';
import { ServiceImage } from './service-image';

export function ServicesSection() {
  return (
    <LandingSection
      id={landingSections.services.id}
      aria-labelledby="services-title"
      className="border-y bg-muted/40 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="services-title"
          eyebrow={landingSections.services.label}
          title="Everything you need to understand where you stand"
        >
          Five tools that work together: research the law, prepare your documents, talk your situation
          through, keep a record of what happened and rehearse your case.
        </SectionHeading>

        <Tabs defaultValue={services[0]!.id} className="mt-12 sm:mt-14">
          <TabsList
            aria-label="Services"
            className="grid h-auto w-full grid-cols-2 gap-1.5 rounded-2xl border bg-background p-1.5 shadow-sm sm:grid-cols-5"
          >
            {services.map(({ id, title, icon: Icon }) => (
              <TabsTrigger
                key={id}
                value={id}
                className="h-full flex-col gap-2 rounded-xl px-2 py-3 text-center whitespace-normal text-muted-foreground hover:bg-accent hover:text-foreground max-sm:last:col-span-2 data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-md sm:py-4"
              >
                <Icon className="size-5" aria-hidden />
                <span className="leading-tight">{title}</span>
              </TabsTrigger>
            ))}
          </TabsList>

          {services.map((service) => (
            <TabsContent key={service.id} value={service.id} className="mt-6 sm:mt-8">
              <article className="grid overflow-hidden rounded-2xl border bg-card shadow-sm lg:grid-cols-2">
                <div className="order-2 flex flex-col p-6 sm:p-10 lg:order-1">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary dark:bg-primary/15">
                    <service.icon className="size-6" aria-hidden />
                  </span>
                  <h3 className="mt-5 font-serif text-2xl font-semibold tracking-tight sm:text-3xl">
                    {service.title}
                  </h3>
                  <p className="mt-2 text-base font-medium text-foreground/80">{service.description}</p>
                  <p className="mt-4 leading-relaxed text-muted-foreground">{service.detailedDescription}</p>
                  <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                    {service.benefits.map((benefit) => (
                      <li key={benefit} className="flex gap-2.5 text-sm leading-snug">
                        <CircleCheck className="mt-px size-4 shrink-0 text-gold" aria-hidden />
                        {benefit}
                      </li>
                    ))}
                  </ul>
                  <div className="mt-8 lg:mt-auto lg:pt-8">
                    <Button asChild size="lg">
                      <Link to="/sign-in">
                        {service.ctaText}
                        <ArrowRight />
                      </Link>
                    </Button>
                  </div>
                </div>
                {/* The illustrations' own navy, so nothing light shows before one loads, in either theme. */}
                <div className="order-1 aspect-video bg-[#1a3467] lg:order-2 lg:aspect-auto">
                  <ServiceImage key={service.id} service={service} />
                </div>
              </article>
            </TabsContent>
          ))}
        </Tabs>
      </div>
    </LandingSection>
  );
}
