import type { DevQuestion } from './dev-set';

/**
 * Questions kept out of tuning: written, with the sections that answer them, before the ranking, its weights
 * or the query expansions were changed against them, and never tuned on afterwards. bench/library reports
 * recall on them beside the development set's, so a gain that only fits the development set shows. Add new
 * questions here only while not looking at how the search answers them.
 */
export const HELD_OUT_SET: DevQuestion[] = [
  {
    area: 'housing',
    question: 'My landlord raised my rent right after I complained to the housing inspector',
    expected: ['42-3505.02'],
  },
  {
    area: 'housing',
    question: 'Can my landlord stop us from starting a tenants association?',
    expected: ['42-3505.06'],
  },
  {
    area: 'housing',
    question: 'The landlord says he gave me a notice to quit, how does he have to deliver it?',
    expected: ['42-3206'],
  },
  {
    area: 'housing',
    question:
      'My building is falling apart and the owner does nothing, can a court put someone else in charge?',
    expected: ['42-3651.01', '42-3651.02'],
  },
  {
    area: 'employment',
    question: 'My boss says I will be fired if I go to jury duty',
    expected: ['11-1913'],
  },
  {
    area: 'employment',
    question: 'Does my employer have to give me a private place to pump breast milk?',
    expected: ['2-1402.82'],
  },
  {
    area: 'employment',
    question: 'I hurt my back at work, will I get paid while I recover?',
    expected: ['32-1508'],
  },
  {
    area: 'debt',
    question: 'A lender charged me a huge interest rate on a loan, can I get that money back?',
    expected: ['28-3304', '28-3303'],
  },
  {
    area: 'consumer',
    question: 'The new car I bought keeps breaking down, can I make the dealer take it back?',
    expected: ['50-502'],
  },
  {
    area: 'debt',
    question: 'The bank took my car because I missed two payments, were they allowed to?',
    expected: ['28:9-609'],
  },
  { area: 'family', question: 'How do I change my legal name?', expected: ['16-2501'] },
  { area: 'family', question: 'How do I prove who the father of my baby is?', expected: ['16-909'] },
  {
    area: 'criminal',
    question: 'My ex keeps following me and showing up at my work',
    expected: ['22-3133', '22-3134'],
  },
  {
    area: 'criminal',
    question: 'Someone opened credit cards using my personal information',
    expected: ['22-3227.02'],
  },
  {
    area: 'criminal',
    question: 'Can I get an old arrest that never led to charges taken off my record?',
    expected: ['16-802', '16-803'],
  },
  {
    area: 'criminal',
    question: 'What is the punishment for stealing something worth more than a thousand dollars?',
    expected: ['22-3212'],
  },
  {
    area: 'family',
    question: 'My spouse stopped supporting me and our kids while we are separated',
    expected: ['16-916'],
  },
  { area: 'family', question: 'How old do you have to be to get married?', expected: ['46-403'] },
  { area: 'family', question: 'Who can officiate our wedding?', expected: ['46-406'] },
  {
    area: 'injury',
    question: 'I was hurt by a city truck, how soon must I tell the District?',
    expected: ['12-309'],
  },
  {
    area: 'debt',
    question: 'Can a debt collector tell my employer about my debt?',
    expected: ['28-3814'],
  },
  {
    area: 'injury',
    question: 'My son was 16 when he was injured, has the time to sue already started running?',
    expected: ['12-302'],
  },
];
