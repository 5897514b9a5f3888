import type { CategoryKnowledge } from '../knowledge-types';

/** For legal areas an admin created: guidance that holds for most everyday legal problems. */
export const general: CategoryKnowledge = {
  area: 'this area of law',
  law: 'the statutes and regulations of your jurisdiction for this area, any contract or agreement between the parties, and court or tribunal procedure rules',
  overview:
    'Most everyday legal problems follow the same path: understand your rights, gather evidence, try to resolve the matter in writing, and use a formal complaint, tribunal or court if that fails — all within the applicable time limits.',
  topics: [],
  issues: [
    'What your rights and obligations are under the law and any agreement you made',
    'What you can prove, and with what evidence',
    'What outcome you want (money, an action, an apology, ending a relationship) and what is realistic',
    'Time limits that apply to your situation',
  ],
  documents: [
    'Any contract, agreement or terms you accepted',
    'Letters, e-mails and messages with the other side',
    'Receipts, bank statements and other records of money paid or owed',
    'Photos, reports and witness details',
    'A dated timeline of events',
  ],
  steps: [
    'Write down a timeline of what happened.',
    'Gather your documents and evidence.',
    'Raise the problem in writing with the other side and say what you want, with a deadline.',
    'Seek free advice from a legal aid office, clinic or advice service.',
    'If it is not resolved, use a complaint scheme, ombudsman, tribunal or court.',
  ],
  deadlines: [
    'Deadlines in any letter, notice or court paper you received',
    'The limitation period for bringing a claim (varies by type of claim and place)',
    'Appeal deadlines after a decision',
  ],
  costs: [
    'Many complaint schemes and ombudsmen are free; tribunal and small claims fees are usually modest and can often be waived for people on low incomes.',
    'Ask lawyers about fixed fees, limited-scope help and free first consultations.',
  ],
  lawyer: [
    'You have received court papers or a deadline is close',
    'A lot of money, your home, your family or your liberty is at stake',
    'The other side has a lawyer',
  ],
  help: [
    'Legal aid offices and law school clinics',
    'Community advice centres',
    'The lawyer referral service of the local bar association or law society',
  ],
  roles: {
    plaintiff: 'the person bringing the complaint or claim',
    defendant: 'the person the complaint or claim is against',
    other: 'someone else involved',
  },
  missingFacts: [
    'What are the key dates?',
    'What has been agreed in writing, and what has the other side said?',
    'What outcome do you want?',
  ],
};
