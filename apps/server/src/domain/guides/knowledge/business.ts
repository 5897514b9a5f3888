import type { CategoryKnowledge } from '../knowledge-types';

export const business: CategoryKnowledge = {
  area: 'business and contract law',
  law: 'contract law, commercial and company legislation, late-payment rules, and the terms of your own agreements',
  overview:
    'Most business disputes turn on what was agreed — in writing, by e-mail or by conduct — and what can be proven. Courts usually award money to put the injured party where it would have been had the contract been performed; negotiation, mediation or arbitration clauses often come first.',
  topics: [
    {
      title: 'Unpaid invoice',
      keywords: ['invoice', 'unpaid', 'pay', 'owed', 'client', 'late payment'],
      points: [
        'Send a clear reminder, then a formal letter before action stating the amount, the basis, and a deadline.',
        'Some places allow statutory interest and compensation on late commercial payments.',
        'Small claims or a simplified procedure can be used for lower amounts; larger ones may need a formal claim.',
        'Check whether the client is solvent before spending much on recovery.',
      ],
    },
    {
      title: 'Breach of contract',
      keywords: ['breach', 'broke', 'contract', 'agreement', 'damages', 'terminate'],
      points: [
        'Identify the exact term that was broken and what loss it caused.',
        'You usually must take reasonable steps to limit your loss (mitigation).',
        'Check the contract for notice, cure periods, limitation of liability and dispute resolution clauses.',
        'Terminating for breach wrongly can itself be a breach — get advice before you end a contract.',
      ],
    },
    {
      title: 'Business structure',
      keywords: [
        'structure',
        'company',
        'llc',
        'corporation',
        'sole',
        'partnership',
        'incorporat',
        'register',
      ],
      points: [
        'Sole traders and general partners are usually personally liable for business debts; companies and LLPs limit liability.',
        'Consider tax, administration, investment plans and personal guarantees (which can undo limited liability).',
        'Register with the company registry and tax authority as required.',
      ],
    },
    {
      title: 'Reviewing a contract',
      keywords: ['review', 'sign', 'before i sign', 'clause', 'terms'],
      points: [
        'Check the parties, what each must deliver, price and payment terms, duration and renewal, termination rights, liability caps, indemnities, intellectual property, confidentiality, governing law and dispute resolution.',
        'Make sure verbal promises are written into the contract.',
        'Be cautious with personal guarantees, exclusivity and automatic renewal.',
      ],
    },
    {
      title: 'Partner dispute',
      keywords: ['partner', 'shareholder', 'co-founder', 'cofounder', 'deadlock'],
      points: [
        'Start with the partnership, shareholders’ or operating agreement: decision-making, buy-out and exit clauses.',
        'Without an agreement, default statutory rules apply, which may not suit you.',
        'Protect the business in the meantime: access to bank accounts, records and customer relationships.',
        'Mediation often preserves value better than litigation.',
      ],
    },
  ],
  issues: [
    'What exactly was agreed and how it can be proven',
    'Who the parties are (the company or a person personally)',
    'Clauses on notice, limitation of liability and dispute resolution',
    'Whether the other side can actually pay',
  ],
  documents: [
    'The contract, quotes, purchase orders and terms and conditions',
    'Invoices, statements and payment records',
    'E-mails and messages showing what was agreed and any breach',
    'Company registration details of both parties',
  ],
  steps: [
    'Collect the contract and a timeline of events.',
    'Raise the issue in writing and try to negotiate.',
    'Send a formal letter before action with a deadline.',
    'Use mediation or arbitration if the contract requires it, otherwise file a claim.',
  ],
  deadlines: [
    'Notice and cure periods in the contract',
    'The limitation period for contract claims (commonly several years, but check locally)',
    'Deadlines to respond to a claim against your business',
  ],
  costs: [
    'Small claims are inexpensive; larger commercial claims can be costly, and in some systems the loser pays part of the winner’s legal costs.',
    'Check insurance policies that might cover legal costs.',
  ],
  lawyer: [
    'Large sums, or a key contract at risk',
    'Drafting or reviewing significant contracts, investments or partnership agreements',
    'You are sued, or insolvency is a risk on either side',
  ],
  help: [
    'Small business advice services and chambers of commerce',
    'Law school business clinics',
    'Commercial mediation services',
  ],
  roles: {
    plaintiff: 'the party bringing the claim',
    defendant: 'the party the claim is against',
    other: 'a partner, guarantor or other party involved',
  },
  missingFacts: [
    'Is there a written contract, and what does it say about the issue?',
    'How much money is involved, and what has the other party said?',
    'Are both sides businesses, and what type?',
  ],
};
