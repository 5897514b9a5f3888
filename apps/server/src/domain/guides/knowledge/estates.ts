import type { CategoryKnowledge } from '../knowledge-types';

export const estates: CategoryKnowledge = {
  area: 'wills and estates',
  law: 'succession and wills legislation, intestacy rules, probate court procedure, and powers of attorney or guardianship legislation',
  overview:
    'A valid will decides who inherits and who manages the estate; without one, intestacy rules decide. Executors or administrators usually need court approval (probate or letters of administration) to deal with the deceased’s property. Formal requirements for wills and powers of attorney are strict.',
  topics: [
    {
      title: 'Making a will',
      keywords: ['make a will', 'making a will', 'write a will', 'valid will', 'testament'],
      points: [
        'A will is usually valid only if it is in writing, signed by you, and witnessed by the required number of independent witnesses; beneficiaries should not be witnesses.',
        'Name an executor, say who gets what, name guardians for young children, and include a residuary clause for everything else.',
        'Marriage, divorce or new children can change or revoke a will in some places — review it after life changes.',
        'Store it safely and tell the executor where it is.',
      ],
    },
    {
      title: 'No will (intestacy)',
      keywords: ['without a will', 'no will', 'intesta', 'died', 'passed away', 'inherit'],
      points: [
        'Intestacy rules set an order of inheritance, usually spouse or partner first, then children, then other relatives.',
        'Unmarried partners and stepchildren may inherit nothing under intestacy in many places.',
        'Someone must apply to the court to be appointed administrator of the estate.',
      ],
    },
    {
      title: 'Contesting a will',
      keywords: ['contest', 'challenge', 'unfair', 'invalid', 'undue influence', 'capacity'],
      points: [
        'Common grounds are lack of mental capacity, undue influence, improper signing or witnessing, forgery, and claims by dependants left without reasonable provision.',
        'Time limits to challenge are often short (months from probate).',
        'Ask the executor for a copy of the will and, if needed, lodge a caveat or objection to stop probate while you get advice.',
      ],
    },
    {
      title: 'Power of attorney',
      keywords: ['power of attorney', 'attorney', 'capacity', 'guardian', 'dementia', 'decisions'],
      points: [
        'A power of attorney lets someone act for you on finances and, in some places, health decisions; it must be made while you still have capacity.',
        'Forms, witnessing and registration rules are strict; many places provide official forms.',
        'Without one, a court may need to appoint a guardian or deputy, which is slower and more expensive.',
      ],
    },
  ],
  issues: [
    'Whether there is a valid will and who the executor is',
    'What the estate includes: property, accounts, debts, jointly owned assets and beneficiary designations (pensions, life insurance)',
    'Who is entitled under the will or intestacy rules, and any dependants’ claims',
    'Taxes or duties due on the estate',
  ],
  documents: [
    'The will and any codicils',
    'Death certificate',
    'Records of assets and debts: deeds, bank and pension statements, insurance policies, loans',
    'Identification of the executor and beneficiaries',
  ],
  steps: [
    'Find the original will and the death certificate.',
    'Identify the executor or who is entitled to administer the estate.',
    'List assets and debts and notify banks, insurers and authorities.',
    'Apply for probate or letters of administration where required.',
    'Pay debts and taxes, then distribute the estate and keep accounts.',
  ],
  deadlines: [
    'Time limits for challenging a will or bringing a dependant’s claim (often months)',
    'Deadlines for estate tax returns and payments',
    'Deadlines for creditors’ claims against the estate',
  ],
  costs: [
    'Probate court fees usually depend on the size of the estate.',
    'Legal fees can be fixed or hourly; executors can often pay reasonable costs from the estate.',
    'Simple wills are often inexpensive; some charities and clinics offer free will-writing.',
  ],
  lawyer: [
    'The will is disputed or unclear, or a family member is challenging it',
    'The estate includes a business, foreign property, or complex tax issues',
    'Someone lacks capacity and there is no power of attorney',
  ],
  help: [
    'The probate court’s registry or self-help centre',
    'Legal aid or law school clinics',
    'Free will-writing schemes run by charities',
  ],
  roles: {
    plaintiff: 'the person bringing a claim or challenge',
    defendant: 'the executor or person defending the will or estate',
    other: 'a beneficiary, relative or the person planning their own will',
  },
  missingFacts: [
    'Is there a will, and who is named as executor?',
    'When did the person die, and has probate been granted?',
    'What is your relationship to the person, and what do you hope to achieve?',
  ],
};
