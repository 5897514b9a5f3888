import { Mail } from 'lucide-react';
import { CONTACT_EMAIL, PRODUCT_NAME } from '@amicus/contract/common/constants';
import { BrandMark } from '@/components/brand-mark';
import { footerSections } from '../data/landing-sections';
import { socialLinks } from '../data/social-links';
import { SectionLink } from './section-link';

const headingClass = 'text-sm font-semibold tracking-wide text-foreground';
const linkClass = 'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground';

export function LandingFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[2fr_1fr_1.3fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <BrandMark />
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            Free AI legal help from a non-profit initiative. {PRODUCT_NAME} gives legal information, not legal
            advice.
          </p>
        </div>

        <nav aria-labelledby="footer-navigate">
          <h2 id="footer-navigate" className={headingClass}>
            Navigate
          </h2>
          <ul className="mt-4 space-y-3">
            {footerSections.map((section) => (
              <li key={section.id}>
                <SectionLink sectionId={section.id} className={linkClass}>
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={headingClass}>Contact</h2>
          <a href={`mailto:${CONTACT_EMAIL}`} className={`${linkClass} mt-4 inline-flex items-center gap-2`}>
            <Mail className="size-4 shrink-0" aria-hidden />
            {CONTACT_EMAIL}
          </a>
        </div>

        <div>
          <h2 className={headingClass}>Follow us</h2>
          <ul className="mt-4 flex gap-2">
            {socialLinks.map(({ name, href, icon: Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${PRODUCT_NAME} on ${name}`}
                  className="flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:border-primary/40 hover:text-primary"
                >
                  <Icon className="size-[18px]" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          {/* The page is prerendered at build (decision 018): a build from last year must not fail hydration. */}
          <p suppressHydrationWarning>
            &copy; {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          <p>A non-profit initiative for access to justice.</p>
        </div>
      </div>
    </footer>
  );
}
