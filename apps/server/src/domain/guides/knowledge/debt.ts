import type { CategoryKnowledge } from '../knowledge-types';

export const debt: CategoryKnowledge = {
  area: 'debt and money problems',
  law: 'consumer credit and debt collection laws, limitation (statute of limitations) rules, court enforcement rules, and insolvency or bankruptcy legislation',
  overview:
    'Creditors and collectors must follow rules on how they contact you and what they can do. Most debts can only be enforced through a court judgment, and many become unenforceable after a limitation period. If you cannot pay, structured options exist, from payment plans to formal insolvency.',
  topics: [
    {
      title: 'Debt collectors',
      keywords: ['collector', 'collection', 'calls', 'harass', 'agency'],
      points: [
        'Collectors usually may not harass you, threaten action they cannot take, contact you at unreasonable times, or discuss your debt with others.',
        'You can ask in writing for proof of the debt (validation) and for contact in writing only.',
        'Keep a log of calls and copies of letters; breaches can be reported to the regulator and may give you a claim.',
      ],
    },
    {
      title: 'Cannot pay',
      keywords: ['cannot pay', "can't pay", 'afford', 'struggl', 'bankrupt', 'insolven', 'payment plan'],
      points: [
        'Prioritise essential debts: housing, utilities, taxes, child support, and court fines usually carry the most serious consequences.',
        'Offer creditors an affordable payment plan based on a written budget.',
        'Free debt advice services can negotiate for you and explain formal options such as debt relief orders, consumer proposals or bankruptcy.',
        'Beware of fee-charging “debt settlement” firms that ask for money up front.',
      ],
    },
    {
      title: 'Wage garnishment',
      keywords: ['garnish', 'wage', 'attachment', 'seize', 'bailiff', 'levy', 'enforcement'],
      points: [
        'Garnishment usually requires a court judgment first; check whether you were properly served with the claim.',
        'Laws protect a minimum part of your wages and some benefits from garnishment.',
        'You can often ask the court to reduce the amount or set aside a default judgment if you had a defence and acted quickly.',
      ],
    },
    {
      title: 'Debt you do not recognise',
      keywords: ['recognise', 'recognize', 'not mine', 'identity', 'never borrowed', 'old debt'],
      points: [
        'Do not pay or acknowledge a debt you do not recognise before asking for proof in writing.',
        'Old debts may be time-barred; in some places a payment or written acknowledgement can restart the limitation period.',
        'If it results from identity theft, report it to the police and the credit reporting agencies.',
      ],
    },
  ],
  issues: [
    'Whether the debt is yours and the amount is correct (interest and fees included)',
    'Whether it is past the limitation period',
    'Whether there is already a court judgment',
    'Which debts are priorities, and what income and property are protected',
  ],
  documents: [
    'Letters and statements from the creditor or collector',
    'The original credit agreement, if you have it',
    'Any court papers or judgments',
    'Proof of income and a monthly budget (income and essential expenses)',
    'A log of calls and contacts from collectors',
  ],
  steps: [
    'List all your debts and draw up a realistic budget.',
    'Ask for proof of any debt you dispute, in writing.',
    'Contact a free debt advice service before agreeing to anything.',
    'Respond to any court claim by its deadline, even if you agree you owe the money — you can ask for time to pay.',
    'Consider formal options if the debts cannot be repaid in a reasonable time.',
  ],
  deadlines: [
    'The deadline to respond to a court claim (ignoring it usually leads to a default judgment)',
    'Limitation periods for the creditor to sue (often several years from your last payment or acknowledgement)',
    'Time limits to set aside a default judgment',
  ],
  costs: [
    'Non-profit debt advice is free; be wary of paid debt management firms.',
    'Formal insolvency procedures may have fees, often reduced for people on low incomes.',
  ],
  lawyer: [
    'You are being sued or a judgment has been entered',
    'Your home or business is at risk',
    'You are considering bankruptcy or another formal insolvency procedure',
  ],
  help: [
    'Non-profit debt advice and credit counselling services',
    'Legal aid clinics',
    'The financial services or consumer credit regulator',
  ],
  roles: {
    plaintiff: 'the person bringing the complaint (for example against a collector)',
    defendant: 'the person the claim is against (usually the person said to owe the debt)',
    other: 'someone else involved (for example a guarantor or family member)',
  },
  missingFacts: [
    'Who is the creditor, how much is claimed, and when did you last pay?',
    'Have you received court papers or a judgment?',
    'What is your monthly income and what are your essential expenses?',
  ],
};
