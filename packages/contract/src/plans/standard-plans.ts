/**
 * The three plans, Basic, Professional and Enterprise: prices in cents, monthly, each granting credits when
 * bought or renewed. The server seeds them and the landing page advertises them (without an API call), from
 * this one list. `featured` marks the plan the landing page highlights; `entitlements` make its feature lines
 * true (Professional's "Priority response", which Enterprise has too).
 */
export const standardPlans = [
  {
    name: 'Basic',
    description: 'For simple, everyday legal questions.',
    price: 999,
    featured: false,
    interval: 'month' as const,
    creditAmount: 100,
    entitlements: { priority: false },
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
    interval: 'month' as const,
    creditAmount: 500,
    entitlements: { priority: true },
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
    interval: 'month' as const,
    creditAmount: 2500,
    entitlements: { priority: true },
    features: [
      'Everything in Professional',
      'Custom legal workflow',
      'Team collaboration tools',
      'Dedicated legal AI training',
      'API integration',
    ],
  },
];

/** A plan as the landing page advertises it. */
export type StandardPlan = (typeof standardPlans)[number];
