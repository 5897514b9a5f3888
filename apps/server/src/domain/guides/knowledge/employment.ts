import type { CategoryKnowledge } from '../knowledge-types';

export const employment: CategoryKnowledge = {
  area: 'employment law',
  law: 'employment standards and wage legislation, anti-discrimination and human rights law, health and safety law, and your employment contract or collective agreement',
  overview:
    'Minimum rights at work — pay, hours, breaks, leave, notice and protection from discrimination — are set by statute and usually cannot be waived by contract. Many claims go first to a labour agency, employment tribunal or equality body rather than a regular court, and often have short time limits.',
  topics: [
    {
      title: 'Unpaid wages',
      keywords: ['unpaid', 'wage', 'salary', 'overtime', 'not paid', 'pay me', 'minimum wage'],
      points: [
        'Employers must pay agreed wages on time and at least the minimum wage; unpaid overtime is a common violation.',
        'Keep your own record of hours worked and compare it with your payslips.',
        'A labour standards agency or wage board can often investigate and order payment for free.',
        'Some laws add penalties or interest for late or unpaid wages.',
      ],
    },
    {
      title: 'Dismissal',
      keywords: ['fired', 'dismiss', 'terminat', 'let go', 'laid off', 'redundan', 'unfair'],
      points: [
        'Whether you can challenge a dismissal depends on the system: some require a fair reason and process, others allow "at-will" employment with exceptions.',
        'Almost everywhere, dismissal for a discriminatory reason, for whistleblowing, for taking protected leave or for asserting legal rights is unlawful.',
        'You may be owed notice (or pay instead of notice), severance or redundancy pay, and accrued holiday pay.',
        'Ask for the reason for dismissal in writing.',
      ],
    },
    {
      title: 'Discrimination',
      keywords: ['discriminat', 'race', 'gender', 'pregnan', 'disab', 'religio', 'age', 'sexual orientation'],
      points: [
        'Treating someone worse because of a protected characteristic (such as race, sex, pregnancy, disability, religion or age) is generally unlawful in hiring, pay, promotion and dismissal.',
        'Employers often must make reasonable adjustments or accommodations for disability and religion.',
        'Complaints usually go to an equality or human rights body or employment tribunal, often with short time limits.',
      ],
    },
    {
      title: 'Harassment',
      keywords: ['harass', 'bully', 'hostile', 'sexual'],
      points: [
        'Harassment linked to a protected characteristic, and sexual harassment, are unlawful in most places; employers must take reasonable steps to prevent it.',
        'Use the employer’s grievance or complaints procedure in writing and keep a copy.',
        'Record each incident: date, what was said or done, and who saw it.',
      ],
    },
    {
      title: 'Final pay and benefits',
      keywords: [
        'final pay',
        'last pay',
        'paycheck',
        'holiday pay',
        'vacation',
        'benefit',
        'pension',
        'severance',
      ],
      points: [
        'Many places set a deadline for the final paycheck after employment ends.',
        'Accrued but unused holiday pay is often payable on leaving.',
        'Check continuation of health insurance, pension contributions and eligibility for unemployment benefits — apply for those promptly.',
      ],
    },
  ],
  issues: [
    'Your status: employee, worker, contractor or agency worker (rights differ a lot)',
    'What your contract, handbook or collective agreement says',
    'Whether the employer’s reason or conduct is linked to a protected characteristic or a protected act (complaint, whistleblowing, leave)',
    'Whether the employer followed its own procedures and the legal minimums',
    'Money owed: wages, overtime, holiday pay, notice pay, severance',
  ],
  documents: [
    'Employment contract, offer letter, job description and staff handbook',
    'Payslips, timesheets, your own record of hours and bank statements',
    'Letters or e-mails about discipline, complaints or dismissal',
    'Performance reviews and any warnings',
    'Notes of incidents with dates and the names of witnesses',
  ],
  steps: [
    'Write down what happened with dates, and keep copies of documents (do not take confidential company data).',
    'Raise the issue in writing through the employer’s grievance procedure, if you still work there.',
    'Contact your union, if you have one, or a workers’ rights advice service.',
    'Check the time limit for a claim and whether early conciliation is required first.',
    'File a complaint with the labour agency, equality body or employment tribunal before the deadline.',
  ],
  deadlines: [
    'Employment claims often have very short limits — in some systems only a few months from dismissal or the last incident',
    'Any mandatory early conciliation or agency complaint step before a tribunal claim',
    'The deadline to apply for unemployment benefits',
    'Deadlines in your contract or collective agreement for grievances and appeals',
  ],
  costs: [
    'Labour agencies and many tribunals are free or low-cost to use.',
    'Unions often provide legal help to members.',
    'Some lawyers take employment cases on a contingency or conditional fee; check the terms.',
  ],
  lawyer: [
    'You are offered a settlement or severance agreement (it usually waives your claims)',
    'The claim involves discrimination, whistleblowing or a large sum',
    'Time limits are close or you are unsure which body to go to',
    'You are an employer facing a claim',
  ],
  help: [
    'Your trade union',
    'The government labour standards agency or wage office',
    'Equality or human rights commissions',
    'Workers’ rights centres and legal aid clinics',
  ],
  roles: {
    plaintiff: 'the person bringing the complaint (usually the worker)',
    defendant: 'the person the claim is against (usually the employer)',
    other: 'someone else involved (for example a witness or colleague)',
  },
  missingFacts: [
    'Are you an employee or a contractor, and how long have you worked there?',
    'When exactly did the key events happen (dismissal, last incident, last pay)?',
    'Do you have a written contract, and are you in a union?',
  ],
};
