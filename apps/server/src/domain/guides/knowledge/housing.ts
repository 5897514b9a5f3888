import type { CategoryKnowledge } from '../knowledge-types';

export const housing: CategoryKnowledge = {
  area: 'housing and tenancy',
  law: 'residential tenancy (landlord and tenant) legislation, the terms of your lease, and local housing, health and building codes',
  overview:
    'Most places protect residential tenants with specific statutes that override unfair lease terms: rules on deposits, repairs, rent increases, notice periods and evictions. A landlord usually cannot evict without a formal notice and, in most systems, a court or tribunal order.',
  topics: [
    {
      title: 'Security deposit',
      keywords: ['deposit', 'bond', 'security'],
      points: [
        'Many jurisdictions require the landlord to return the deposit, or give an itemised list of deductions, within a fixed number of days after you move out.',
        'Landlords can usually deduct only for unpaid rent and damage beyond normal wear and tear — not for ordinary ageing of paint, carpets or fixtures.',
        'Some places require deposits to be held in a protected scheme or trust account; failing to do so can entitle you to a penalty of up to several times the deposit.',
        'Send a written demand first, with your forwarding address and a deadline; if that fails, small claims court or a deposit dispute service is usually the next step.',
      ],
    },
    {
      title: 'Repairs',
      keywords: ['repair', 'mould', 'mold', 'leak', 'heating', 'heat', 'broken', 'damp', 'pest', 'habitab'],
      points: [
        'Landlords are generally responsible for keeping the home safe and fit to live in (heating, water, electrics, structure), whatever the lease says.',
        'Report the problem in writing and keep a copy; many remedies only start once the landlord has been notified and given reasonable time.',
        'Withholding rent or paying for repairs and deducting the cost is allowed only in some places and only under strict conditions — doing it wrongly can lead to eviction for arrears.',
        'A local housing, health or building inspector can often inspect and order the landlord to act.',
      ],
    },
    {
      title: 'Eviction',
      keywords: [
        'evict',
        'notice to quit',
        'notice to vacate',
        'kicked out',
        'possession',
        'lockout',
        'locked out',
      ],
      points: [
        'An eviction normally requires a written notice in a required form and, if you do not leave, a court or tribunal order. Changing the locks, removing belongings or cutting utilities without an order is unlawful in most places.',
        'Check the notice: the reason given, the notice period, the date, and whether it was served correctly. Defective notices can often be challenged.',
        'Do not ignore court papers: missing a hearing or a response deadline can lead to an order against you by default.',
        'Arrears cases can often be resolved by paying what is owed or agreeing a payment plan before the hearing.',
      ],
    },
    {
      title: 'Rent increases',
      keywords: ['rent increase', 'raise the rent', 'rent rise', 'increase', 'rent control'],
      points: [
        'During a fixed-term lease the rent usually cannot be raised unless the lease allows it.',
        'For periodic tenancies, increases generally need written notice of a minimum period, and some areas cap how often or how much rent may rise (rent control or stabilisation).',
        'Increases in retaliation for a complaint or repair request are prohibited in many jurisdictions.',
      ],
    },
    {
      title: 'Ending a lease early',
      keywords: ['end my lease', 'break', 'early', 'leave', 'terminate', 'move out'],
      points: [
        'A fixed-term lease normally binds both sides until its end date; leaving early can make you liable for rent until the unit is re-let.',
        'Many places require the landlord to try to re-let the unit (mitigate their loss) rather than charge you for the whole remaining term.',
        'Check the lease for a break clause, and the law for special rights to end early (for example domestic violence, military service, serious disrepair).',
        'A written agreement with the landlord to end the lease (a surrender) avoids later disputes.',
      ],
    },
  ],
  issues: [
    'What kind of tenancy you have: fixed-term or periodic, written or oral, and whether you rent from a private landlord, a public body or share with a resident landlord (different rules often apply).',
    'Whether your lease terms are lawful — statutory tenant rights usually cannot be signed away.',
    'Whether the landlord gave proper written notice for what they are doing (entry, rent increase, ending the tenancy).',
    'Any retaliation or discrimination: acting against a tenant because they complained is prohibited in many places.',
    'Whether rent is paid up to date, since arrears affect most remedies and defences.',
  ],
  documents: [
    'The lease or tenancy agreement, and any renewal or changes',
    'Rent receipts or bank statements showing payments',
    'The deposit receipt and any check-in / check-out inventory or condition report',
    'Dated photos and videos of the property (move-in, move-out, the problem)',
    'Every letter, notice, e-mail and text message with the landlord or agent',
    'Repair requests and any inspection reports',
  ],
  steps: [
    'Write down a timeline of what happened, with dates.',
    'Raise the problem with the landlord in writing, say what you want done and by when, and keep a copy.',
    'Check the tenancy rules for your area on the official housing or tenancy authority website.',
    'Contact a tenants’ union, housing advice service or legal aid office for free advice.',
    'If it is not resolved, use the formal route: a tenancy tribunal, deposit dispute scheme, housing inspector or small claims court.',
  ],
  deadlines: [
    'The date on any notice you received, and the date by which it asks you to act or leave',
    'Deadlines for responding to court or tribunal papers (often very short — days, not weeks)',
    'The deadline for the landlord to return a deposit after you move out',
    'The time limit for bringing a claim for money (limitation period) — commonly a few years, but check locally',
  ],
  costs: [
    'Tribunal and small claims fees are usually modest, and fee waivers often exist for people on low incomes.',
    'In small claims, each side usually pays its own legal costs, so you can often proceed without a lawyer.',
    'Some statutes award extra damages or penalties (for example for an unprotected deposit or an illegal eviction).',
  ],
  lawyer: [
    'You have received court papers or an eviction order, or a hearing date is set',
    'You are being locked out or your belongings have been removed',
    'The dispute involves a large sum, discrimination or harassment',
    'You are a landlord facing a claim, or need to evict someone lawfully',
  ],
  help: [
    'A local tenants’ union or housing advice centre',
    'Legal aid or a law school clinic — many give free help with evictions',
    'The official housing or tenancy authority (rules, forms, dispute services)',
  ],
  roles: {
    plaintiff: 'the person bringing the complaint (usually the tenant claiming money or repairs)',
    defendant:
      'the person the claim is against (for example a tenant facing eviction, or a landlord facing a claim)',
    other: 'someone else involved (for example a household member, guarantor or agent)',
  },
  missingFacts: [
    'Is your lease written, and is it for a fixed term or month to month?',
    'What are the key dates (move in, move out, notices received)?',
    'What amount is in dispute, and what has the landlord said in writing?',
  ],
};
