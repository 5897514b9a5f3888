/** A plan as the landing page advertises it (spec section 3: static marketing data). */
export type PricingPlan = {
  name: string;
  description: string;
  /** Per month, in cents: prices are held in cents and shown in dollars with 2 decimals (spec section 9). */
  price: number;
  featured: boolean;
  features: string[];
};

/**
 * The three plans of spec section 9. Marketing copy kept beside the page rather than fetched, so the landing
 * page renders without an API call; the plans the server sells are seeded with the same names and prices.
 */
export const pricingPlans: PricingPlan[] = [
  {
    name: 'Basic',
    description: 'For simple, everyday legal questions.',
    price: 999,
    featured: false,
    features: [
      'Basic legal document review',
      'Simple legal questions',
      '24/7 AI assistance',
      'Document templates access',
    ],
  },
  {
    name: 'Professional',
    description: 'For ongoing matters that need deeper analysis.',
    price: 2999,
    featured: true,
    features: [
      'Advanced document analysis',
      'Complex legal consultations',
      'Priority response',
      'Unlimited document templates',
      'Custom legal research',
    ],
  },
  {
    name: 'Enterprise',
    description: 'For teams and organisations with many cases.',
    price: 9999,
    featured: false,
    features: [
      'Everything in Professional',
      'Custom legal workflow',
      'Team collaboration tools',
      'Dedicated legal AI training',
      'API integration',
    ],
  },
];
