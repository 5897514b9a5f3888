import type { CategoryKnowledge } from '../knowledge-types';

export const consumer: CategoryKnowledge = {
  area: 'consumer rights',
  law: 'consumer protection statutes (guarantees of quality, unfair terms and unfair practices rules), contract law, and card-payment and distance-selling rules',
  overview:
    'Consumers generally have statutory rights that sellers cannot exclude: goods must match their description and be of acceptable quality, services must be provided with reasonable care, and unfair contract terms or misleading practices are not binding. Card payments may also give a chargeback or card-issuer claim.',
  topics: [
    {
      title: 'Faulty goods',
      keywords: ['faulty', 'defect', 'broken', 'refund', 'return', 'warranty', 'guarantee', 'repair'],
      points: [
        'Statutory rights usually apply in addition to any manufacturer’s warranty: your claim is against the seller.',
        'For serious faults shortly after purchase you may be entitled to a refund; later, a repair or replacement first is common.',
        '“No refunds” signs generally cannot remove statutory rights for faulty goods.',
        'Stop using the item if that might cause further damage, and keep the packaging and receipt if you can.',
      ],
    },
    {
      title: 'Scams and fraud',
      keywords: ['scam', 'fraud', 'phishing', 'fake', 'stolen', 'unauthori'],
      points: [
        'Contact your bank or card issuer immediately: unauthorised payments and card payments for goods not received can often be reversed, but time limits apply.',
        'Report the fraud to the police or the national fraud reporting service and keep the reference number.',
        'Change passwords and watch for follow-up “recovery” scams promising to get your money back for a fee.',
      ],
    },
    {
      title: 'Service not delivered',
      keywords: ['service', 'not delivered', 'never arrived', 'contractor', 'poor work', 'did not show'],
      points: [
        'Services must usually be carried out with reasonable care and skill, within a reasonable time and for a reasonable price if none was agreed.',
        'Give the trader a written chance to put things right with a clear deadline.',
        'If they do not, you may be able to claim a price reduction, a refund or the cost of having someone else fix it.',
      ],
    },
    {
      title: 'Unfair terms and cancellations',
      keywords: ['contract', 'terms', 'cancel', 'subscription', 'cooling', 'hidden fee', 'auto-renew'],
      points: [
        'Terms that are unfair or hidden in small print may not bind consumers.',
        'Online, phone and doorstep sales often come with a cooling-off period (commonly around 14 days) to cancel without giving a reason.',
        'Cancel subscriptions in writing and keep proof; ask your bank to stop recurring payments if the trader will not.',
      ],
    },
  ],
  issues: [
    'What was promised: the description, advertisement, contract and any warranty',
    'When you bought it and when the problem appeared',
    'How you paid — card payments can give extra protection',
    'Whether the seller is a business (consumer law) or a private person (weaker protection)',
  ],
  documents: [
    'Receipt, order confirmation or bank/card statement',
    'The advertisement, product description or contract',
    'Photos or videos of the fault',
    'All messages with the seller, with dates',
    'Repair reports or an independent expert’s opinion if the fault is disputed',
  ],
  steps: [
    'Contact the seller in writing, explain the problem, say what you want (repair, replacement, refund) and set a deadline.',
    'Escalate to the seller’s complaints department or an industry ombudsman or dispute resolution scheme.',
    'If you paid by card, ask your card issuer about a chargeback.',
    'Report misleading practices to the consumer protection authority.',
    'As a last step, file a small claim.',
  ],
  deadlines: [
    'Short windows for refunds on faulty goods in some systems (for example the first weeks after purchase)',
    'Cooling-off periods for distance and doorstep sales',
    'Chargeback deadlines set by card schemes (often around 120 days)',
    'The limitation period for a small claim',
  ],
  costs: [
    'Ombudsman and dispute resolution schemes are usually free for consumers.',
    'Small claims fees are modest, and each side usually bears its own costs.',
  ],
  lawyer: [
    'Large sums, or a product that caused injury or property damage',
    'A business refuses to engage and the amount is above the small claims limit',
    'You are being sued by a trader',
  ],
  help: [
    'The national consumer protection authority or consumer advice line',
    'Industry ombudsmen and dispute resolution schemes',
    'Your bank or card issuer (chargebacks)',
  ],
  roles: {
    plaintiff: 'the person bringing the complaint (usually the consumer)',
    defendant: 'the person the claim is against (usually the trader)',
    other: 'someone else involved',
  },
  missingFacts: [
    'When and how did you buy it, and how did you pay?',
    'When did the problem start, and what has the seller said?',
    'What outcome do you want: repair, replacement or refund?',
  ],
};
