import type { CategoryKnowledge } from '../knowledge-types';

export const criminal: CategoryKnowledge = {
  area: 'criminal law',
  law: 'the criminal code or penal statutes, criminal procedure rules, and constitutional or human rights protections (the right to silence and to a lawyer)',
  overview:
    'In a criminal case the state must prove guilt, and you have important rights: to remain silent, to a lawyer (often free if you cannot afford one), and to see the evidence against you. What you say to the police can be used as evidence. Because liberty is at stake, always talk to a criminal defence lawyer.',
  topics: [
    {
      title: 'Charged with an offence',
      keywords: ['charged', 'charge', 'accused', 'offence', 'offense', 'court date', 'plea'],
      points: [
        'Get a criminal defence lawyer or public defender before your first court date; ask the court about legal aid if you cannot afford one.',
        'Do not discuss the case with anyone except your lawyer, and do not post about it online.',
        'Attend every court date — missing one can lead to arrest and a separate offence.',
        'Your lawyer can obtain the prosecution’s evidence and advise on a plea; do not plead guilty without advice.',
      ],
    },
    {
      title: 'Police questioning',
      keywords: ['police', 'question', 'interview', 'arrest', 'interrogat', 'silent'],
      points: [
        'You generally have the right to remain silent and the right to a lawyer before and during questioning — ask for one clearly.',
        'Be polite, give your identity if the law requires it, and do not physically resist, even if you think the arrest is wrong.',
        'Do not consent to searches you are not required to allow, but do not obstruct them.',
      ],
    },
    {
      title: 'Bail',
      keywords: ['bail', 'release', 'custody', 'detain', 'remand'],
      points: [
        'Courts decide on release by looking at the risk of not appearing, of reoffending and of interfering with witnesses.',
        'Conditions can include reporting, curfews or sureties; breaching them can lead to detention.',
        'A refused bail decision can often be reviewed or appealed.',
      ],
    },
    {
      title: 'Clearing a record',
      keywords: ['record', 'expunge', 'seal', 'spent', 'pardon', 'conviction', 'background check'],
      points: [
        'Many places let older or minor convictions be expunged, sealed or become “spent” after a waiting period.',
        'Eligibility depends on the offence, the sentence and time without new offences.',
        'Check what you must still disclose for certain jobs (working with children, finance, immigration).',
      ],
    },
  ],
  issues: [
    'Exactly what you are charged with or suspected of, and the possible penalties',
    'Your rights: silence, a lawyer, and disclosure of the evidence',
    'Whether police followed the rules (searches, arrest, questioning)',
    'Immigration, employment or licensing consequences of a conviction',
  ],
  documents: [
    'The charge sheet, summons or citation, and any bail papers',
    'Police reports or property receipts you were given',
    'Names and contact details of witnesses',
    'Anything showing where you were (receipts, messages, location data) — give it to your lawyer, not the police',
  ],
  steps: [
    'Say you want a lawyer and stay silent until you have spoken to one.',
    'Contact a criminal defence lawyer or the public defender/legal aid service.',
    'Write down everything you remember for your lawyer only.',
    'Follow all bail conditions and attend every court date.',
  ],
  deadlines: [
    'Your next court date and any bail reporting dates',
    'Deadlines to appeal a conviction or sentence (often very short)',
    'Waiting periods before a record can be cleared',
  ],
  costs: [
    'People who cannot afford a lawyer are often entitled to a public defender or legal aid.',
    'Fines, court costs and compensation orders may be part of a sentence.',
  ],
  lawyer: [
    'Always — any criminal charge or police interview is serious enough for a lawyer',
    'Especially where prison, deportation or loss of a professional licence is possible',
  ],
  help: [
    'The public defender or criminal legal aid office',
    'Duty lawyer schemes at police stations and courts',
    'Reentry or record-clearing clinics',
  ],
  roles: {
    plaintiff: 'a victim or complainant',
    defendant: 'the person accused or charged',
    other: 'a witness or family member',
  },
  missingFacts: [
    'What exactly are you charged with or being investigated for?',
    'When is your next court date, and are you on bail?',
    'Do you already have a lawyer or public defender?',
  ],
};
