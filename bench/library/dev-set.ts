/**
 * A development set for library retrieval: questions in the plain words a user in Washington, D.C. would use,
 * each with the D.C. Code sections that answer it (any one of them in the top 5 is a hit). Our own questions;
 * the expected sections were read in the code. Used by bench/library to report recall@5 and MRR, with and
 * without query expansion.
 */
export type DevQuestion = { question: string; area?: string; expected: string[] };

export const DEV_SET: DevQuestion[] = [
  {
    area: 'housing',
    question: 'My landlord kicked me out and changed the locks without going to court',
    expected: ['42-3505.01', '16-1501'],
  },
  { area: 'housing', question: 'Can my landlord evict me for no reason?', expected: ['42-3505.01'] },
  {
    area: 'housing',
    question: 'My landlord is keeping my security deposit after I moved out',
    expected: ['42-3502.17'],
  },
  {
    area: 'housing',
    question: 'Can the landlord take money from my deposit for normal wear and tear?',
    expected: ['42-3502.17'],
  },
  {
    area: 'housing',
    question: 'How much can my landlord raise the rent each year?',
    expected: ['42-3502.08', '42-3502.06'],
  },
  {
    area: 'housing',
    question: 'My landlord comes into my apartment without telling me',
    expected: ['42-3505.51'],
  },
  {
    area: 'housing',
    question: 'How much can the landlord charge me for paying rent late?',
    expected: ['42-3505.31'],
  },
  {
    area: 'housing',
    question: 'I broke my lease early, does the landlord have to find a new tenant?',
    expected: ['42-3505.52'],
  },
  {
    area: 'housing',
    question: 'How do I tell my landlord I am moving out at the end of my lease?',
    expected: ['42-3505.54'],
  },
  {
    area: 'housing',
    question: 'The owner is selling my apartment building, do tenants get a chance to buy it?',
    expected: ['42-3404.02', '42-3404.08', '42-3404.09', '42-3404.10', '42-3404.11'],
  },
  {
    area: 'housing',
    question: 'What court handles a landlord trying to get possession of my home?',
    expected: ['16-1501', '16-1502'],
  },
  {
    area: 'employment',
    question: 'I quit my job and my boss still has not given me my final paycheck',
    expected: ['32-1303'],
  },
  {
    area: 'employment',
    question: 'I was fired, when must my employer pay my last wages?',
    expected: ['32-1303'],
  },
  { area: 'employment', question: 'How often does my employer have to pay me?', expected: ['32-1302'] },
  {
    area: 'employment',
    question: 'My employer did not pay me for all my hours, can I sue?',
    expected: ['32-1308', '32-1012'],
  },
  { area: 'employment', question: 'What is the minimum wage I must be paid?', expected: ['32-1003'] },
  { area: 'employment', question: 'Do I get paid sick leave at work?', expected: ['32-531.02'] },
  {
    area: 'employment',
    question: 'Can I get unemployment benefits if I was fired for misconduct?',
    expected: ['51-110'],
  },
  {
    area: 'employment',
    question: 'My employer refused to hire me because of my religion',
    expected: ['2-1402.11'],
  },
  {
    area: 'housing',
    question: 'A landlord refused to rent to me because I have children',
    expected: ['2-1402.21'],
  },
  {
    area: 'debt',
    question: 'My wages are being garnished, how much can they take?',
    expected: ['16-572', '16-573'],
  },
  {
    area: 'debt',
    question: 'Can my employer fire me because my wages are garnished?',
    expected: ['16-584'],
  },
  { area: 'family', question: 'What are the grounds for getting a divorce?', expected: ['16-904'] },
  {
    area: 'family',
    question: 'Who gets custody of the children when parents separate?',
    expected: ['16-914'],
  },
  { area: 'family', question: 'How is child support calculated?', expected: ['16-916.01'] },
  { area: 'family', question: 'How is property divided in a divorce?', expected: ['16-910'] },
  {
    area: 'family',
    question: 'Can I get alimony while the divorce case is going on?',
    expected: ['16-911', '16-913'],
  },
  { area: 'family', question: 'Can a grandparent ask for custody of a child?', expected: ['16-831.02'] },
  {
    area: 'family',
    question: 'My partner hits me, how do I get a protection order?',
    expected: ['16-1003', '16-1005', '16-1004'],
  },
  { area: 'debt', question: 'A debt collector keeps calling me and threatening me', expected: ['28-3814'] },
  {
    area: 'debt',
    question: 'What interest rate applies to a debt when the contract does not say?',
    expected: ['28-3302'],
  },
  {
    area: 'consumer',
    question: 'A store lied to me about a product, what can I do?',
    expected: ['28-3904', '28-3905'],
  },
  { area: 'injury', question: 'How long do I have to sue someone?', expected: ['12-301'] },
  {
    area: 'injury',
    question: 'My father was killed by a drunk driver, can the family sue?',
    expected: ['16-2701', '16-2702'],
  },
  { area: 'injury', question: 'Someone crashed into my car and drove away', expected: ['50-2201.05c'] },
  { area: 'estates', question: 'How do I make a valid will?', expected: ['18-103'] },
  {
    area: 'estates',
    question: 'My husband died without a will, what do I inherit?',
    expected: ['19-302', '19-305', '19-306'],
  },
  { area: 'criminal', question: 'What is the penalty for shoplifting?', expected: ['22-3212', '22-3211'] },
  { area: 'criminal', question: 'Can the police arrest me without a warrant?', expected: ['23-581'] },
  {
    area: 'consumer',
    question: 'How do I file a small claims case?',
    expected: ['16-3901', '16-3903', '11-1321'],
  },
  {
    area: 'business',
    question: 'What does my new LLC have to file with the city each year?',
    expected: ['29-102.11', '29-102.01'],
  },
];
