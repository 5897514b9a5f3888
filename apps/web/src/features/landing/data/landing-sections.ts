/** The landing page's sections by anchor id (spec: Landing page), with the labels the navigation shows. */
export const landingSections = {
  hero: { id: 'hero', label: 'Home' },
  services: { id: 'services', label: 'Features' },
  about: { id: 'about', label: 'About' },
  pricing: { id: 'pricing', label: 'Pricing' },
  testimonials: { id: 'testimonials', label: 'Reviews' },
} as const;

export type LandingSection = (typeof landingSections)[keyof typeof landingSections];

/** The header's links, in page order. */
export const headerSections: LandingSection[] = [
  landingSections.hero,
  landingSections.services,
  landingSections.about,
  landingSections.pricing,
  landingSections.testimonials,
];

/** The footer's anchors (spec: Home, About, Reviews). */
export const footerSections: LandingSection[] = [
  landingSections.hero,
  landingSections.about,
  landingSections.testimonials,
];
