import type { CategoryKnowledge } from '../knowledge-types';

export const family: CategoryKnowledge = {
  area: 'family law',
  law: 'family law statutes (divorce, custody, support and protection-order legislation), court rules and official child-support guidelines',
  overview:
    'Family courts decide divorce or separation, the division of property and debts, arrangements for children and support. Decisions about children are made on the child’s best interests, not on who is to blame for the break-up. Many courts expect the parties to try mediation first, except where there is abuse.',
  topics: [
    {
      title: 'Divorce and separation',
      keywords: ['divorce', 'separat', 'marriage', 'spouse', 'husband', 'wife', 'property', 'assets'],
      points: [
        'Most places now allow divorce without proving fault, often after a period of separation or a statement that the marriage has broken down.',
        'Property and debts are divided under either community-property or equitable-distribution rules; what counts as shared property and how it is valued varies.',
        'Pensions, the family home and debts in one spouse’s name are common points of dispute — list everything early.',
        'Prenuptial or separation agreements can change the default rules if they were made properly.',
      ],
    },
    {
      title: 'Custody and parenting time',
      keywords: ['custody', 'visitation', 'access', 'parenting', 'contact with my child', 'residence'],
      points: [
        'Courts decide on the child’s best interests: stability, each parent’s involvement, the child’s needs and, depending on age, the child’s views.',
        'Keep your own conduct child-focused: do not involve children in the dispute and follow existing orders while you seek changes.',
        'A written parenting plan (schedule, holidays, decision-making, communication) can be agreed through mediation and made into a court order.',
        'Taking a child abroad or far away without consent or a court order can be unlawful (including international child abduction rules).',
      ],
    },
    {
      title: 'Child support',
      keywords: ['child support', 'maintenance', 'alimony', 'support payment', 'does not pay'],
      points: [
        'Child support is usually calculated with official guidelines based on both parents’ incomes and the time each spends with the child.',
        'Support is the child’s right; it is generally separate from visitation — one cannot be withheld because of the other.',
        'Unpaid support can often be enforced by a government agency through wage deductions, tax refund interception or other measures.',
        'Either parent can ask for a review when income or circumstances change significantly.',
      ],
    },
    {
      title: 'Protection from abuse',
      keywords: ['abuse', 'violence', 'protective', 'restraining', 'harass', 'threat', 'unsafe', 'afraid'],
      points: [
        'If you are in immediate danger, call the local emergency number first.',
        'Courts can issue protection or restraining orders, often quickly and sometimes the same day, without notice to the other person at first.',
        'Domestic violence services can help with safety planning, shelter and the court application, usually for free.',
        'Keep evidence: messages, photos of injuries, medical records, police report numbers and witnesses.',
      ],
    },
    {
      title: 'Changing an order',
      keywords: ['change', 'modify', 'variation', 'vary', 'existing order', 'circumstances'],
      points: [
        'An existing custody or support order usually stays binding until a court changes it — informal agreements may not be enforceable.',
        'Courts generally need a significant change in circumstances (income, relocation, the child’s needs) to modify an order.',
        'Apply to the court that made the order; many courts have self-help forms for variation applications.',
      ],
    },
  ],
  issues: [
    'The best interests of any children, which come before the parents’ wishes in every decision about them',
    'Which court has jurisdiction (where you, the other party and the children live, and for how long)',
    'What is shared property and what is separate, and each person’s debts',
    'Safety: any history of abuse changes the process (no mediation, protective orders, supervised contact)',
    'Existing orders or agreements, which stay binding until changed',
  ],
  documents: [
    'Marriage or civil partnership certificate and children’s birth certificates',
    'Existing court orders, separation or parenting agreements',
    'Proof of income: payslips, tax returns, benefit statements',
    'Statements for bank accounts, pensions, mortgages, loans and credit cards',
    'A record of the children’s routine and who provides day-to-day care',
    'Evidence of any abuse: messages, photos, medical and police records',
  ],
  steps: [
    'Make sure you and the children are safe; seek a protective order if needed.',
    'Gather financial documents and write down a timeline of the relationship and the children’s care.',
    'Get information from the family court’s self-help centre or website about the forms for your case.',
    'Consider mediation to agree arrangements (not suitable where there is abuse).',
    'File the application or response with the court and serve it on the other party as the rules require.',
    'Follow any interim orders while the case goes on, and attend every hearing.',
  ],
  deadlines: [
    'The deadline to respond to a divorce, custody or support application you were served with',
    'Residency periods required before you can file for divorce in a particular place',
    'Appeal deadlines after a decision (often short, such as 14–30 days)',
    'Time limits to claim a share of property or pension after a divorce in some systems',
  ],
  costs: [
    'Court filing fees apply in most places, with waivers for people on low incomes.',
    'Mediation is often cheaper than contested litigation and is sometimes publicly funded.',
    'Contested custody or property cases can become expensive; ask about legal aid, limited-scope (unbundled) help and fixed fees.',
  ],
  lawyer: [
    'There is abuse, a risk to a child, or a threat to take a child away',
    'There are significant assets, a business, pensions or debts to divide',
    'The other side has a lawyer, or the case is contested in court',
    'You have received court papers with a deadline',
  ],
  help: [
    'The family court’s self-help centre or information desk',
    'Legal aid and family law clinics',
    'Domestic violence hotlines and support services',
    'Family mediation services',
  ],
  roles: {
    plaintiff: 'the person applying to the court (the applicant or petitioner)',
    defendant: 'the person responding to the application (the respondent)',
    other: 'someone else involved (for example a grandparent or other relative)',
  },
  missingFacts: [
    'Are there children, and how old are they? Where do they live now?',
    'Is there an existing court order or written agreement?',
    'Is anyone at risk of harm?',
  ],
};
