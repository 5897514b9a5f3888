/** The everyday legal areas a new install starts with; `slug` links each to its offline knowledge file. */
export type SeedCategory = {
  slug: string;
  name: string;
  description: string;
  questions: { title: string; content: string }[];
};

export const seedCategories: SeedCategory[] = [
  {
    slug: 'family',
    name: 'Family Law',
    description: 'Divorce and separation, child custody and visitation, child support, and domestic matters.',
    questions: [
      {
        title: 'Filing for divorce',
        content: 'How do I start a divorce, and what happens to our shared property and debts?',
      },
      {
        title: 'Child custody',
        content:
          'How do courts decide custody and visitation, and what can I do to keep contact with my child?',
      },
      {
        title: 'Child support',
        content: 'How is child support calculated, and what can I do if the other parent does not pay?',
      },
      {
        title: 'Protection from abuse',
        content: 'How do I get a protective or restraining order against a family member or partner?',
      },
      {
        title: 'Changing a custody order',
        content: 'Can I change an existing custody or support order if our circumstances have changed?',
      },
    ],
  },
  {
    slug: 'housing',
    name: 'Housing & Tenancy',
    description: 'Deposits, repairs, rent increases, evictions and the rights of tenants and landlords.',
    questions: [
      {
        title: 'Deposit not returned',
        content: 'My landlord is keeping my security deposit. How can I get it back?',
      },
      {
        title: 'Repairs not done',
        content: 'My landlord will not make necessary repairs. What are my options?',
      },
      {
        title: 'Eviction notice',
        content: 'I received an eviction notice. What are my rights and how long do I have?',
      },
      {
        title: 'Rent increase',
        content: 'Can my landlord raise the rent, by how much, and with how much notice?',
      },
      { title: 'Ending a lease early', content: 'Can I end my lease early, and what will it cost me?' },
    ],
  },
  {
    slug: 'employment',
    name: 'Employment & Workplace',
    description: 'Unpaid wages, unfair dismissal, discrimination, harassment and workplace rights.',
    questions: [
      {
        title: 'Unpaid wages',
        content: 'My employer has not paid my wages or overtime. How do I recover what I am owed?',
      },
      { title: 'Unfair dismissal', content: 'I was fired without a good reason. Do I have a claim?' },
      {
        title: 'Discrimination at work',
        content: 'I am being treated unfairly at work because of who I am. What can I do?',
      },
      {
        title: 'Harassment',
        content: 'How do I report harassment at work and protect myself from retaliation?',
      },
      {
        title: 'Final paycheck and benefits',
        content: 'What am I entitled to when I leave a job: final pay, holiday pay, severance?',
      },
    ],
  },
  {
    slug: 'consumer',
    name: 'Consumer Rights',
    description: 'Faulty goods, refunds, scams, warranties, and disputes with sellers and service providers.',
    questions: [
      {
        title: 'Refund for faulty goods',
        content: 'A product I bought is faulty and the seller refuses a refund. What are my rights?',
      },
      {
        title: 'Online scam',
        content: 'I paid for something online that never arrived. How can I get my money back?',
      },
      {
        title: 'Service not delivered',
        content: 'A contractor was paid but did poor or unfinished work. What can I do?',
      },
      {
        title: 'Unfair contract terms',
        content: 'Is a term in my consumer contract unfair, and can the company enforce it?',
      },
    ],
  },
  {
    slug: 'debt',
    name: 'Debt & Money',
    description: 'Debt collection, payment plans, bankruptcy, credit reports and garnishment.',
    questions: [
      {
        title: 'Debt collector calls',
        content: 'A debt collector keeps contacting me. What are they allowed to do?',
      },
      {
        title: 'Cannot pay my debts',
        content: 'I cannot keep up with my debts. What options do I have, including bankruptcy?',
      },
      {
        title: 'Wage garnishment',
        content: 'My wages or bank account may be garnished. How can I stop or limit it?',
      },
      {
        title: 'Debt I do not recognise',
        content: 'I am being chased for a debt I do not think I owe. How do I dispute it?',
      },
    ],
  },
  {
    slug: 'immigration',
    name: 'Immigration',
    description: 'Visas, residence, work permits, family reunification, citizenship and asylum.',
    questions: [
      { title: 'Visa options', content: 'Which visa or permit could let me live or work in this country?' },
      {
        title: 'Family reunification',
        content: 'How can I bring my spouse, children or parents to join me?',
      },
      { title: 'Visa refused', content: 'My visa application was refused. Can I appeal or apply again?' },
      {
        title: 'Status about to expire',
        content: 'My residence status is about to expire. What should I do now?',
      },
    ],
  },
  {
    slug: 'criminal',
    name: 'Criminal Defence',
    description: 'Arrests, charges, police questioning, court hearings, bail and criminal records.',
    questions: [
      {
        title: 'Charged with an offence',
        content: 'I have been charged with an offence. What happens next and what are my rights?',
      },
      {
        title: 'Police questioning',
        content: 'The police want to question me. Do I have to answer, and can I have a lawyer?',
      },
      {
        title: 'Bail',
        content: 'How does bail work, and how can I or a relative get released before trial?',
      },
      { title: 'Clearing a record', content: 'Can an old conviction be expunged, sealed or spent?' },
    ],
  },
  {
    slug: 'business',
    name: 'Small Business & Contracts',
    description: 'Contracts, unpaid invoices, partnerships, starting a business and commercial disputes.',
    questions: [
      { title: 'Unpaid invoice', content: 'A client will not pay my invoice. How can I recover the money?' },
      { title: 'Breach of contract', content: 'The other party broke our contract. What can I claim?' },
      {
        title: 'Choosing a business structure',
        content: 'Should I register as a sole trader, a partnership or a company?',
      },
      { title: 'Reviewing a contract', content: 'What should I check before I sign a business contract?' },
      {
        title: 'Partner dispute',
        content: 'My business partner and I disagree about the business. How can we resolve it?',
      },
    ],
  },
  {
    slug: 'injury',
    name: 'Personal Injury & Accidents',
    description: 'Road accidents, injuries at work or in public places, medical negligence and compensation.',
    questions: [
      { title: 'Car accident', content: 'I was injured in a car accident. How do I claim compensation?' },
      { title: 'Slip and fall', content: 'I was hurt on someone else’s property. Who is responsible?' },
      {
        title: 'Medical negligence',
        content: 'I think a doctor or hospital made a mistake that harmed me. What can I do?',
      },
      {
        title: 'Dealing with insurers',
        content: 'The insurance company offered a settlement. Should I accept it?',
      },
    ],
  },
  {
    slug: 'estates',
    name: 'Wills, Estates & Inheritance',
    description:
      'Making a will, powers of attorney, probate, inheritance disputes and estate administration.',
    questions: [
      { title: 'Making a will', content: 'How do I make a valid will, and what should it include?' },
      {
        title: 'Someone died without a will',
        content: 'A relative died without a will. Who inherits and how is the estate handled?',
      },
      { title: 'Contesting a will', content: 'I believe a will is unfair or invalid. Can I challenge it?' },
      {
        title: 'Power of attorney',
        content: 'How do I give someone power to make decisions for me if I cannot?',
      },
    ],
  },
];
