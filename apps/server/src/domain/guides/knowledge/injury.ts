import type { CategoryKnowledge } from '../knowledge-types';

export const injury: CategoryKnowledge = {
  area: 'personal injury',
  law: 'negligence (tort or delict) law, road traffic and compulsory insurance legislation, occupiers’ or premises liability rules, and medical negligence rules',
  overview:
    'If someone else’s carelessness injured you, you may be able to claim compensation for your injuries, lost income and expenses. You usually need to show they owed you a duty of care, breached it, and that this caused your injury. Insurers handle most claims, and strict time limits apply.',
  topics: [
    {
      title: 'Road accident',
      keywords: ['car', 'accident', 'crash', 'collision', 'vehicle', 'road', 'driver'],
      points: [
        'Get medical attention, report the accident to the police if required, and exchange insurance details.',
        'Photograph the scene, vehicles and injuries; get witnesses’ contact details.',
        'Tell your own insurer promptly, but be careful about giving recorded statements to the other side’s insurer before advice.',
        'Some places use no-fault schemes that change how and whom you claim.',
      ],
    },
    {
      title: 'Slip and fall',
      keywords: ['slip', 'fall', 'trip', 'property', 'premises', 'store', 'shop'],
      points: [
        'Occupiers must generally take reasonable care that visitors are safe.',
        'Report the incident to the occupier and ask for it to be recorded in their incident log.',
        'Photograph the hazard quickly, before it is fixed, and note lighting, signage and weather.',
      ],
    },
    {
      title: 'Medical negligence',
      keywords: ['medical', 'doctor', 'hospital', 'negligen', 'surgery', 'misdiagnos', 'malpractice'],
      points: [
        'You usually need independent expert evidence that the care fell below an acceptable standard and caused harm.',
        'Request copies of your medical records.',
        'Hospitals often have a complaints process, which is separate from a legal claim and does not stop the time limit running.',
      ],
    },
    {
      title: 'Insurers',
      keywords: ['insurer', 'insurance', 'adjuster', 'offer', 'settle', 'settlement'],
      points: [
        'Early settlement offers may not reflect the full long-term cost of an injury — wait until the medical outlook is clear.',
        'Keep all correspondence and get offers in writing.',
        'Once you accept a settlement, you usually cannot claim more later.',
      ],
    },
  ],
  issues: [
    'Who was at fault, and whether you were partly at fault (which may reduce compensation)',
    'The full extent of your injuries and how they affect your work and daily life',
    'Financial losses: lost income, medical costs, travel, care',
    'Which insurer is responsible',
  ],
  documents: [
    'Medical records, reports and receipts',
    'Police or incident reports',
    'Photos of the scene and injuries, and witness details',
    'Proof of lost income (payslips, letters from your employer)',
    'A diary of symptoms, treatment and how the injury affects you',
  ],
  steps: [
    'Get medical treatment and follow medical advice.',
    'Report the incident and collect evidence while it is fresh.',
    'Notify the relevant insurer.',
    'Talk to a personal injury lawyer — many offer a free first consultation.',
    'Do not accept a settlement until the long-term effects of the injury are known.',
  ],
  deadlines: [
    'The limitation period for injury claims — often a few years from the injury or from when you knew about it',
    'Shorter notice deadlines for claims against public bodies in some places',
    'Insurance policy deadlines to report an accident',
  ],
  costs: [
    'Many injury lawyers work on a contingency or “no win, no fee” basis; check the percentage and what happens with costs if you lose.',
    'Expert medical reports are often needed and can be costly; your lawyer usually arranges them.',
  ],
  lawyer: [
    'The injury is serious, long-lasting, or stops you working',
    'Fault is disputed, or a public body or hospital is involved',
    'An insurer has made an offer and you are unsure if it is fair',
  ],
  help: [
    'Personal injury lawyers (free first consultations are common)',
    'Victim support services',
    'Patient advocacy services for medical complaints',
  ],
  roles: {
    plaintiff: 'the injured person bringing the claim',
    defendant: 'the person or business said to be responsible',
    other: 'a witness, family member or carer',
  },
  missingFacts: [
    'When and where did the injury happen?',
    'What injuries did you suffer, and are you still being treated?',
    'Has anyone admitted fault, or has an insurer been in touch?',
  ],
};
