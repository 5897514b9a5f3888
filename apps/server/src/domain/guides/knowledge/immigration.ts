import type { CategoryKnowledge } from '../knowledge-types';

export const immigration: CategoryKnowledge = {
  area: 'immigration',
  law: 'national immigration and nationality legislation, the immigration authority’s rules and guidance, and international refugee and human rights law',
  overview:
    'Immigration decisions depend on detailed rules that change often, and mistakes — a missed deadline, a wrong form, working without permission — can have long-lasting consequences. Always check the immigration authority’s official website and get qualified advice before you act.',
  topics: [
    {
      title: 'Visa options',
      keywords: ['visa', 'permit', 'work', 'study', 'live', 'residence'],
      points: [
        'Common routes are work (often employer-sponsored), study, family, investment or business, and protection (asylum).',
        'Each route has requirements on sponsorship, qualifications, language, funds and health or character checks.',
        'Apply only through the official government website or embassy; be careful of unofficial agents.',
      ],
    },
    {
      title: 'Family reunification',
      keywords: ['family', 'spouse', 'partner', 'child', 'parent', 'reunif', 'sponsor'],
      points: [
        'Citizens and some residents can sponsor close family members, usually spouses or partners and dependent children.',
        'Sponsors often must show income, accommodation and a genuine relationship.',
        'Processing can take months or years; keep proof of the relationship over time.',
      ],
    },
    {
      title: 'Refusals and appeals',
      keywords: ['refus', 'denied', 'reject', 'appeal', 'review'],
      points: [
        'Read the refusal letter carefully: it should give the reasons and say whether you can appeal or ask for review, and by when.',
        'Appeal or review deadlines are often very short — sometimes days.',
        'Reapplying with better evidence is sometimes faster than appealing; get advice on which is right.',
      ],
    },
    {
      title: 'Expiring status',
      keywords: ['expir', 'overstay', 'extend', 'renew', 'status'],
      points: [
        'Apply to extend or switch status before your current permission expires; a timely application often keeps your rights while it is decided.',
        'Overstaying can lead to removal and bans on returning.',
        'Keep proof of the application date and of every document submitted.',
      ],
    },
  ],
  issues: [
    'Your current status, its conditions and when it expires',
    'Which route fits your situation, and whether you meet every requirement',
    'Any past refusals, overstays or criminal records, which must usually be disclosed',
    'Risk of harm if returned to your country (protection claims)',
  ],
  documents: [
    'Passport and current visa or residence permit',
    'All letters and decisions from the immigration authority',
    'Proof of relationship, income, employment, study or accommodation as your route requires',
    'Police certificates and medical records where required',
  ],
  steps: [
    'Check your status and its expiry date.',
    'Read the official guidance for the route that fits you.',
    'Get advice from a regulated immigration adviser or lawyer, or a non-profit immigration service.',
    'Apply before any deadline, keeping copies of everything and proof of submission.',
  ],
  deadlines: [
    'The expiry date of your current permission',
    'Appeal or review deadlines in any refusal letter (often very short)',
    'Time limits for claiming asylum after arrival in some countries',
  ],
  costs: [
    'Application fees can be significant; some routes charge extra health or processing fees.',
    'Non-profit immigration services often give free advice; check that any paid adviser is licensed or regulated.',
  ],
  lawyer: [
    'You have been refused, face removal or are detained',
    'You have a criminal record or a past overstay',
    'You are claiming asylum or protection',
    'Your status is about to expire and you are unsure what to apply for',
  ],
  help: [
    'Non-profit immigration and refugee support organisations',
    'Legal aid, where available for immigration and asylum',
    'The immigration authority’s official website and helpline',
  ],
  roles: {
    plaintiff: 'the person applying or appealing',
    defendant: 'the person facing enforcement or removal',
    other: 'a sponsor, family member or employer',
  },
  missingFacts: [
    'What is your current status, and when does it expire?',
    'What is your nationality, and which route are you considering?',
    'Have you had any refusals, overstays or convictions?',
  ],
};
