import type { LayQuestion } from './lay-question';

/**
 * Lay questions held out from all tuning: a D.C. resident asking about the D.C. Code, and people in other
 * states asking about federal law (the United States Code), each worded the way people write to a
 * legal-help chat. They were written before any tuning of retrieval, by someone who did not look at the
 * search, the problem index or the query expansions, and they must never be tuned on. Add new ones only
 * without looking at how the search answers them.
 */
export const HELD_OUT_LAY: LayQuestion[] = [
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "I paid my rent 2 days late this month and there's already a $75 late charge on my account. Can they do that so fast?",
    answers: [{ citation: 'D.C. Code § 42-3505.31', paragraphs: ['(b)(2)'] }],
    keyFact: ['5 days', 'five days'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'my rent is $1800 and the building charges $200 if im late even one time. thats crazy, is there a cap on that',
    answers: [{ citation: 'D.C. Code § 42-3505.31', paragraphs: ['(a)'] }],
    keyFact: ['5%', '5 percent', 'five percent'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'The property manager keeps letting himself into my apartment with maintenence guys without telling me first. How much warning am I suposed to get?',
    answers: [{ citation: 'D.C. Code § 42-3505.51', paragraphs: ['(a)(1)', '(b)(1)'] }],
    keyFact: ['48 hours', 'forty-eight hours'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'My lease ended and now I just pay month to month. If I want to move out, how far ahead do I have to tell my landlord?',
    answers: [{ citation: 'D.C. Code § 42-3505.54', paragraphs: ['(a)'] }],
    keyFact: ['30-day', '30 days', 'thirty days'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'So I got a job offer in Atlanta and have to leave my apartment 5 months before the lease is up. My landlord says I owe every month left, even if he rents it to someone else. Is that true?',
    answers: [{ citation: 'D.C. Code § 42-3505.52', paragraphs: [] }],
    keyFact: ['mitigate', 'duty to mitigate'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "My boyfriend hurt me and I got a protection order. I can't stay in that apartment anymore. Am I stuck paying for the rest of the lease?",
    answers: [{ citation: 'D.C. Code § 42-3505.07', paragraphs: ['(b)', '(d)(1)'] }],
    keyFact: ['14 days', 'fourteen days', 'released from obligations'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'my ex used to live with me and still has a key, i have a stay away order now. how quick does the landlord have to put new locks on',
    answers: [{ citation: 'D.C. Code § 42-3505.08', paragraphs: ['(a)'] }],
    keyFact: ['5 business days', 'five business days'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "Marshals are supposed to put us out Thursday and the forecast says it'll be below freezing. Can they still do it?",
    answers: [{ citation: 'D.C. Code § 42-3505.01', paragraphs: ['(k)(1)'] }],
    keyFact: ['32 degrees', 'below 32'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "I'm behind about $400 on rent. My landlord keeps saying he's taking me to court to get me out. Can he do that over $400?",
    answers: [{ citation: 'D.C. Code § 42-3505.01', paragraphs: ['(a-1)(1)'] }],
    keyFact: ['$600', '600'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "The guy who owns my condo says he's moving back in himself and I have to leave. How much notice does he need to give me?",
    answers: [{ citation: 'D.C. Code § 42-3505.01', paragraphs: ['(d)'] }],
    keyFact: ['90-day', '90 days', 'ninety days'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'We got evicted yesterday and most of our stuff is still inside the unit. How long do we have to get it before they throw it out?',
    answers: [{ citation: 'D.C. Code § 42-3505.01a', paragraphs: ['(d)(2)', '(d)(4)(A)'] }],
    keyFact: ['7 days', 'seven days'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'I got evicted a couple years ago and every place I apply to sees it on my background check. When does that go away?',
    answers: [{ citation: 'D.C. Code § 42-3505.09', paragraphs: ['(a)(2)'] }],
    keyFact: ['3 years', 'three years'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'how much can an apartment charge you just to apply?? one place in columbia heights wanted $85 per person',
    answers: [{ citation: 'D.C. Code § 42-3505.10', paragraphs: ['(b)(1)'] }],
    keyFact: ['$50', '50'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "Our rent went up in February and now the office says it's going up again in August. We're in a rent controlled building. Allowed?",
    answers: [{ citation: 'D.C. Code § 42-3502.08', paragraphs: ['(g)'] }],
    keyFact: ['12 months', 'twelve months'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "The rental application asks if I've ever been convicted of a crime. Can a landlord make me answer that before they even decide on me?",
    answers: [{ citation: 'D.C. Code § 42-3541.02', paragraphs: ['(b)(1)'] }],
    keyFact: ['conditional offer'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "Lived in my place 6 years. They kept my whole deposit for old carpet and faded paint. Isn't that just what happens when you live somewhere?",
    answers: [{ citation: 'D.C. Code § 42-3502.17', paragraphs: ['(c)(1)'] }],
    keyFact: ['ordinary wear and tear', 'wear and tear'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'My mom is 70 and lives in a rent controlled apartment in DC. How much can they raise her rent each year?',
    answers: [{ citation: 'D.C. Code § 42-3502.24', paragraphs: ['(a)', '(a)(3)'] }],
    keyFact: ['five percent', '5 percent', '5%'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question: 'landlord told me on the phone they dont take housing vouchers. is that even legal in dc',
    answers: [{ citation: 'D.C. Code § 2-1402.21', paragraphs: ['(a)', '(a)(1)'] }],
    keyFact: ['source of income'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'I rent a house in Petworth and I heard the owner might be selling. Does he have to tell me if somebody makes him an offer?',
    answers: [{ citation: 'D.C. Code § 42-3404.09', paragraphs: ['(b)(1)'] }],
    keyFact: ['3 calendar days', '3 days', 'three days'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "Just found out my building has lead water pipes. The landlord knew and never said anything to any of us. Weren't they supposed to tell us?",
    answers: [{ citation: 'D.C. Code § 42-3271', paragraphs: ['(b)(1)'] }],
    keyFact: ['48 hours', 'forty-eight hours'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      "I got fired Monday. My boss says I'll get my last check on the normal payday in two weeks. Is that right?",
    answers: [{ citation: 'D.C. Code § 32-1303', paragraphs: ['(1)'] }],
    keyFact: ['working day following', 'next working day'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'i quit my job at a restaurant last week, when do they have to give me my last paycheck? they keep saying soon',
    answers: [{ citation: 'D.C. Code § 32-1303', paragraphs: ['(2)'] }],
    keyFact: ['7 days', 'seven days', 'next regular payday'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      "My job only pays us once a month and it's really hard to cover bills. Is that allowed for hourly workers in DC?",
    answers: [{ citation: 'D.C. Code § 32-1302', paragraphs: [] }],
    keyFact: ['twice during each calendar month', 'twice a month', 'twice'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'I work at a warehouse in Northeast DC. Some weeks they have me doing 50 or even 55 hours, but the paycheck is just my regular hourly rate times all the hours. Is that legal or am I owed more?',
    answers: [{ citation: 'D.C. Code § 32-1003', paragraphs: ['(c)'] }],
    keyFact: ['1 1/2 times', 'time and a half', '1.5 times'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'My dad has cancer and I need to take time off to take care of him. How long can I be out without losing my job?',
    answers: [{ citation: 'D.C. Code § 32-502', paragraphs: ['(a)', '(a)(4)'] }],
    keyFact: ['16 workweeks', '16 weeks', 'sixteen weeks'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      "Started a new job 2 months ago and got the flu. Manager says I can't use any sick time yet. Is he right?",
    answers: [{ citation: 'D.C. Code § 32-531.02', paragraphs: ['(c)(1)'] }],
    keyFact: ['90 days', 'ninety days'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'can i get time off work to go to my kids parent teacher conference? my supervisor keeps saying no',
    answers: [{ citation: 'D.C. Code § 32-521.02', paragraphs: ['(a)'] }],
    keyFact: ['24 hours', 'twenty-four hours'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      "New job wants me to sign something saying I can't work for any competitor for 2 years after I leave. I make about $60k. Do I have to?",
    answers: [{ citation: 'D.C. Code § 32-581.02', paragraphs: ['(a)(1)', '(a)(2)'] }],
    keyFact: ['void', 'unenforceable'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      "Applying for jobs and one online application has a box asking if I've been convicted. I thought DC didn't allow that anymore?",
    answers: [{ citation: 'D.C. Code § 32-1342', paragraphs: ['(b)'] }],
    keyFact: ['conditional offer'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      "A job posting says they only want people who currently have a job. I've been out of work almost a year. Can they say that?",
    answers: [{ citation: 'D.C. Code § 32-1362', paragraphs: ['(1)', '(2)(A)'] }],
    keyFact: ['status as unemployed'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'hurt my back lifting boxes at work 2 weeks ago and havent told anybody official yet. is there a deadline to report it for workers comp',
    answers: [{ citation: 'D.C. Code § 32-1513', paragraphs: ['(a)'] }],
    keyFact: ['30 days', 'thirty days'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'My wife is due in March. How many weeks of paid time off can I get from the DC government program as the dad?',
    answers: [{ citation: 'D.C. Code § 32-541.04', paragraphs: ['(e-1)(3)(A)'] }],
    keyFact: ['12 workweeks', '12 weeks', 'twelve weeks'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      "I'm pretty sure I got let go because I'm pregnant. How long do I have to file a complaint or sue over it?",
    answers: [
      { citation: 'D.C. Code § 2-1403.04', paragraphs: ['(a)'] },
      { citation: 'D.C. Code § 2-1403.16', paragraphs: ['(a)'] },
    ],
    keyFact: ['1 year', 'one year'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      'A salesman came to my door and talked me into a $4,000 water filter system yesturday, I changed my mind can I back out?',
    answers: [{ citation: 'D.C. Code § 28-3811', paragraphs: ['(b)'] }],
    keyFact: ['third business day', '3 business days', 'three business days'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      "A collection agency calls me like 3 times every single day about an old credit card. Isn't there a limit on how much they can call?",
    answers: [{ citation: 'D.C. Code § 28-3814', paragraphs: ['(d)(4)(A)(i)'] }],
    keyFact: ['4 phone calls', '4 calls', 'four calls'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      "the debt collector said if i dont pay by friday he'll tell people im not a citizen. can he even say that??",
    answers: [{ citation: 'D.C. Code § 28-3814', paragraphs: ['(c)(9)'] }],
    keyFact: ['citizenship status'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      'A guy I know lent me $3,000 and now says I owe him 40% interest for the year. Is there a limit on interest in DC?',
    answers: [{ citation: 'D.C. Code § 28-3301', paragraphs: ['(a)'] }],
    keyFact: ['24%', '24 percent'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      'I lent my cousin $5,000 and we never talked about interest. If I take him to court, what interest can I ask for?',
    answers: [{ citation: 'D.C. Code § 28-3302', paragraphs: ['(a)'] }],
    keyFact: ['6%', '6 percent', 'six percent'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      'Bought a brand new car last year and the transmission has been in the shop four times and its still messed up. what are my rights',
    answers: [{ citation: 'D.C. Code § 50-502', paragraphs: ['(b)', '(d)(1)'] }],
    keyFact: ['4 or more times', '4 times', 'four times'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      'I put a couch on layaway last week and now I want my money back. The store says no refunds at all. Can they keep it?',
    answers: [{ citation: 'D.C. Code § 28-3818', paragraphs: ['(c)'] }],
    keyFact: ['2 weeks', 'two weeks', 'two (2) weeks'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      "signed up with a company that said they'd fix my credit, paid $500 up front, then read a ton of bad reviews. can i still cancel?",
    answers: [{ citation: 'D.C. Code § 28-4605', paragraphs: ['(d)(1)'] }],
    keyFact: ['5 calendar days', '5 days', 'five days'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      'The store came and took back the living room set I was paying off on their credit plan. Is there any way I can get it back?',
    answers: [{ citation: 'D.C. Code § 28-3812', paragraphs: ['(c)(1)', '(c)(1)(A)'] }],
    keyFact: ['fifteen days', '15 days'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      'I lost a lawsuit over a credit card and now they want to take money out of my paycheck. How much can they take here?',
    answers: [{ citation: 'D.C. Code § 16-572', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['25%', '25 percent'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      "Bought a used SUV from a lot on New York Ave and a month later my mechanic told me it had been in a flood. The dealer never said a word about it. Didn't they have to tell me?",
    answers: [{ citation: 'D.C. Code § 50-505', paragraphs: ['(a)(1)'] }],
    keyFact: ['written notice', '$1,000'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      'We moved to DC from Texas in April and both want a divorce. Can we file here yet or do we have to wait?',
    answers: [{ citation: 'D.C. Code § 16-902', paragraphs: ['(a)'] }],
    keyFact: ['6 months', 'six months'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      "My wife doesn't want a divorce but I do. Do I have to prove she did something wrong to get one?",
    answers: [{ citation: 'D.C. Code § 16-904', paragraphs: ['(a)'] }],
    keyFact: ['no longer wish to remain married'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question: 'How long does a stay away order from the court last in DC? Mine is against my brother-in-law.',
    answers: [{ citation: 'D.C. Code § 16-1005', paragraphs: ['(d)'] }],
    keyFact: ['2 years', 'two years'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      'My ex and I are splitting up and he wants 50/50 with our son. What does a DC judge usually start from?',
    answers: [{ citation: 'D.C. Code § 16-914', paragraphs: ['(a)(2)'] }],
    keyFact: ['joint custody'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      'We have a custody order from 3 years ago but my ex moved across town and everything is different now. Can it be changed?',
    answers: [{ citation: 'D.C. Code § 16-914', paragraphs: ['(f)(1)'] }],
    keyFact: ['substantial and material change'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      'Can I go back to my maiden name as part of my divorce or do I have to do a whole separate case for that?',
    answers: [{ citation: 'D.C. Code § 16-915', paragraphs: [] }],
    keyFact: ['decree of divorce', 'birth-given'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      'My husband wants to adopt my 15 year old from my first marriage. Does my daughter get a say in it?',
    answers: [{ citation: 'D.C. Code § 16-304', paragraphs: ['(b)(1)'] }],
    keyFact: ['fourteen years', '14 years'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      'my best friend wants to be the one who marries us at our wedding in dc. shes not a pastor or anything, is that allowed',
    answers: [{ citation: 'D.C. Code § 46-406', paragraphs: ['(b)', '(b)(6)'] }],
    keyFact: ['temporary officiant'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      "I had a baby while I was still legally married but my husband isn't the father. Who does the law count as the dad?",
    answers: [{ citation: 'D.C. Code § 16-909', paragraphs: ['(a)', '(a)(1)'] }],
    keyFact: ['presumption', '300 days'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      'A city trash truck backed into my car and messed up my neck. Is there a deadline to let the city know I want to sue?',
    answers: [{ citation: 'D.C. Code § 12-309', paragraphs: ['(a)'] }],
    keyFact: ['six months', '6 months'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      'My brother died after a crash caused by a drunk driver. How long does our family have to file a lawsuit?',
    answers: [{ citation: 'D.C. Code § 16-2702', paragraphs: [] }],
    keyFact: ['2 years', 'two years'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      'The hospital messed up my surgery really bad. Do I have to warn the doctor before I can sue them?',
    answers: [{ citation: 'D.C. Code § 16-2802', paragraphs: ['(a)'] }],
    keyFact: ['90 days', 'ninety days'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      'after my car accident my insurance sent a letter asking if i want them to cover my medical bills under my own policy. how long do i have to decide',
    answers: [{ citation: 'D.C. Code § 31-2405', paragraphs: ['(a)'] }],
    keyFact: ['60 days', 'sixty days'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      "A driver got mad and shoved me off my bike on purpose at a light. Can I get money from him even if I wasn't hurt that bad?",
    answers: [{ citation: 'D.C. Code § 50-1621', paragraphs: ['(a)(1)'] }],
    keyFact: ['$1,000', '1000'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      'I wrote my own will and signed it at home. Does somebody need to watch me sign it for it to count?',
    answers: [{ citation: 'D.C. Code § 18-103', paragraphs: ['(2)'] }],
    keyFact: ['two credible witnesses', 'two witnesses', '2 witnesses'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      'My husband died without a will. We have 2 kids together and no other kids. How much of what he owned do I get?',
    answers: [{ citation: 'D.C. Code § 19-302', paragraphs: ['(2)'] }],
    keyFact: ['two-thirds', '2/3'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      'My grandma passed and left a car and about $20k in the bank. Is there an easier way to handle it than regular probate?',
    answers: [{ citation: 'D.C. Code § 20-351', paragraphs: [] }],
    keyFact: ['$40,000', '40000'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      "I think my uncle's will is fake. How long do I have to fight it once the court appoints someone to handle his estate?",
    answers: [{ citation: 'D.C. Code § 20-305', paragraphs: [] }],
    keyFact: ['6 months', 'six months'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question: "I'm 17, am I old enough to make a will?",
    answers: [{ citation: 'D.C. Code § 18-102', paragraphs: [] }],
    keyFact: ['18 years', 'eighteen'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      'My husband just passed and he had a lot of debts. Is any money set aside for me before the creditors get paid?',
    answers: [{ citation: 'D.C. Code § 19-101.02', paragraphs: [] }],
    keyFact: ['$15,000', '15000'],
  },
  {
    place: 'US-DC',
    area: 'criminal',
    question:
      'I got arrested for a misdemeanor 3 years ago but the charges got dropped. Can I get that off my record?',
    answers: [{ citation: 'D.C. Code § 16-803', paragraphs: ['(a)(1)', '(a)(1)(A)'] }],
    keyFact: ['2 years', 'two years'],
  },
  {
    place: 'US-DC',
    area: 'criminal',
    question: 'how much weed can i legally carry in dc',
    answers: [{ citation: 'D.C. Code § 48-904.01', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['2 ounces', 'two ounces'],
  },
  {
    place: 'US-DC',
    area: 'criminal',
    question:
      'My son got caught walking out of a store with a $300 jacket. How much trouble is he in, is it a felony?',
    answers: [{ citation: 'D.C. Code § 22-3212', paragraphs: ['(a)(1)(A)', '(b)'] }],
    keyFact: ['180 days', '$1000', '1000'],
  },
  {
    place: 'US-DC',
    area: 'criminal',
    question:
      'can i drink a beer sitting on the porch of my own rowhouse or does that count as open container in dc',
    answers: [{ citation: 'D.C. Code § 25-1001', paragraphs: ['(b)(1)'] }],
    keyFact: ['front porch', 'porch'],
  },
  {
    place: 'US-DC',
    area: 'business',
    question:
      "I set up an LLC in DC last year. When is that report due to the city so my company doesn't get shut down?",
    answers: [{ citation: 'D.C. Code § 29-102.11', paragraphs: ['(c)'] }],
    keyFact: ['April 1'],
  },
  {
    place: 'US-DC',
    area: 'business',
    question:
      "I have a name picked out for my bakery but I'm not ready to register the business yet. Can I hold the name somehow?",
    answers: [{ citation: 'D.C. Code § 29-103.03', paragraphs: ['(a)'] }],
    keyFact: ['120-day', '120 days'],
  },
  {
    place: 'US-DC',
    area: 'business',
    question:
      'If my LLC goes under still owing a supplier money, can they come after my house and my savings?',
    answers: [{ citation: 'D.C. Code § 29-803.04', paragraphs: ['(a)(1)', '(a)(2)'] }],
    keyFact: ['solely the debts', 'not become the debts'],
  },
  {
    place: 'US-DC',
    area: 'immigration',
    question: "I don't have papers. Can I still get a driver's license in DC? I've lived here about a year.",
    answers: [{ citation: 'D.C. Code § 50-1401.05', paragraphs: ['(a)(1)', '(a)(2)(B)'] }],
    keyFact: ['6 months', 'six months'],
  },
  {
    place: 'US-DC',
    area: 'immigration',
    question:
      'My cousin got arrested in DC for something small. Will the jail hold him longer so ICE can come get him?',
    answers: [{ citation: 'D.C. Code § 24-211.07', paragraphs: ['(a)', '(a)(1)'] }],
    keyFact: ['judicial warrant'],
  },
  {
    place: 'US-DC',
    area: 'immigration',
    question:
      'my ex says shes going to call immigration on me unless i give her $2,000. isnt that against the law',
    answers: [{ citation: 'D.C. Code § 22-3252', paragraphs: ['(a)', '(a)(5)'] }],
    keyFact: ['blackmail', '5 years'],
  },
  {
    place: 'US-OH',
    area: 'debt',
    question:
      'A debt collector keeps calling me at 6:30 in the morning before work. Are they even allowed to call that early?',
    answers: [{ citation: '15 U.S.C. § 1692c', paragraphs: ['(a)(1)'] }],
    keyFact: ['8 o’clock', 'after 8', '8 am'],
  },
  {
    place: 'US-TX',
    area: 'debt',
    question:
      "Got a letter from a collection agency for a hospital bill from 2021 that I'm pretty sure my insurance already paid. I don't think I owe it. How long do I have to fight it?",
    answers: [{ citation: '15 U.S.C. § 1692g', paragraphs: ['(a)(3)', '(b)'] }],
    keyFact: ['thirty days', '30 days'],
  },
  {
    place: 'US-FL',
    area: 'debt',
    question:
      'how do i make a collection agency stop contacting me completely? they call and text nonstop and its stressing me out',
    answers: [{ citation: '15 U.S.C. § 1692c', paragraphs: ['(c)'] }],
    keyFact: ['in writing'],
  },
  {
    place: 'US-GA',
    area: 'debt',
    question: 'A debt collector called my mom and told her I owe them money. Is that allowed?',
    answers: [{ citation: '15 U.S.C. § 1692b', paragraphs: ['(2)'] }],
    keyFact: ['owes any debt'],
  },
  {
    place: 'US-AZ',
    area: 'debt',
    question:
      'If a collector breaks the rules when they come after me for a debt, how much can I sue them for?',
    answers: [{ citation: '15 U.S.C. § 1692k', paragraphs: ['(a)(2)(A)'] }],
    keyFact: ['$1,000', '1000'],
  },
  {
    place: 'US-PA',
    area: 'debt',
    question:
      "Collectors keep calling me at my job even though my boss doesn't allow personal calls on the floor. Can I make them stop?",
    answers: [{ citation: '15 U.S.C. § 1692c', paragraphs: ['(a)(3)'] }],
    keyFact: ['employer prohibits'],
  },
  {
    place: 'US-NC',
    area: 'consumer',
    question:
      'I have an old collection account from 2016 still on my credit report. When does it have to come off?',
    answers: [{ citation: '15 U.S.C. § 1681c', paragraphs: ['(a)(4)'] }],
    keyFact: ['seven years', '7 years'],
  },
  {
    place: 'US-MI',
    area: 'consumer',
    question: 'filed chapter 7 a while back. how long is that going to show up on my credit',
    answers: [{ citation: '15 U.S.C. § 1681c', paragraphs: ['(a)(1)'] }],
    keyFact: ['10 years', 'ten years'],
  },
  {
    place: 'US-IL',
    area: 'consumer',
    question: 'I told Equifax a late payment on my report is wrong. How long do they have to look into it?',
    answers: [{ citation: '15 U.S.C. § 1681i', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['30-day period', '30 days', 'thirty days'],
  },
  {
    place: 'US-WA',
    area: 'consumer',
    question: 'Can I see my credit report for free?',
    answers: [{ citation: '15 U.S.C. § 1681j', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['12-month period', 'without charge'],
  },
  {
    place: 'US-CO',
    area: 'employment',
    question:
      "A company I applied to ran a background check on me and I never signed anything. Don't they need my OK first?",
    answers: [{ citation: '15 U.S.C. § 1681b', paragraphs: ['(b)(2)(A)(i)'] }],
    keyFact: ['in writing', 'clear and conspicuous disclosure'],
  },
  {
    place: 'US-TX',
    area: 'employment',
    question: "What's the lowest hourly pay allowed at my gas station job in Texas?",
    answers: [{ citation: '29 U.S.C. § 206', paragraphs: ['(a)(1)(C)'] }],
    keyFact: ['$7.25', '7.25'],
  },
  {
    place: 'US-GA',
    area: 'employment',
    question:
      "I'm paid hourly and worked 52 hours last week but got my normal rate for all of it. Doesn't extra pay kick in after 40?",
    answers: [{ citation: '29 U.S.C. § 207', paragraphs: ['(a)(1)'] }],
    keyFact: ['one and one-half times', 'time and a half'],
  },
  {
    place: 'US-NV',
    area: 'employment',
    question:
      'At my restaurant the shift manager takes a cut from the servers tip pool every night. Is that legal?',
    answers: [{ citation: '29 U.S.C. § 203', paragraphs: ['(m)(2)(B)'] }],
    keyFact: ['may not keep tips'],
  },
  {
    place: 'US-OH',
    area: 'employment',
    question:
      'My old boss never paid me for about 3 months of work back in 2022. Is it too late to go after that money?',
    answers: [{ citation: '29 U.S.C. § 255', paragraphs: ['(a)'] }],
    keyFact: ['two years', 'three years', '2 years'],
  },
  {
    place: 'US-MO',
    area: 'employment',
    question:
      'Just went back to work after having my baby. My manager told me to pump in the bathroom. Is that okay?',
    answers: [{ citation: '29 U.S.C. § 218d', paragraphs: ['(a)(2)'] }],
    keyFact: ['other than a bathroom'],
  },
  {
    place: 'US-TN',
    area: 'employment',
    question:
      'My mother is in hospice and I need time off to be with her. How much time can I take without losing my job?',
    answers: [{ citation: '29 U.S.C. § 2612', paragraphs: ['(a)(1)', '(a)(1)(C)'] }],
    keyFact: ['12 workweeks', '12 weeks', 'twelve weeks'],
  },
  {
    place: 'US-IN',
    area: 'employment',
    question:
      "I've only been at my job 8 months and need surgery. Can I take the federal family leave for it?",
    answers: [{ citation: '29 U.S.C. § 2611', paragraphs: ['(2)(A)'] }],
    keyFact: ['12 months', '1,250 hours'],
  },
  {
    place: 'US-KY',
    area: 'employment',
    question:
      'Came back from 10 weeks of medical leave and they gave my job to someone else and moved me to nights. can they do that',
    answers: [{ citation: '29 U.S.C. § 2614', paragraphs: ['(a)(1)'] }],
    keyFact: ['equivalent position'],
  },
  {
    place: 'US-WI',
    area: 'employment',
    question:
      "We're adopting a baby this fall. How much notice do I have to give my job before I take time off?",
    answers: [{ citation: '29 U.S.C. § 2612', paragraphs: ['(e)(1)'] }],
    keyFact: ['30 days', 'thirty days'],
  },
  {
    place: 'US-NC',
    area: 'employment',
    question:
      'My son got badly injured in the Army and is coming home. How much time off work can I get to take care of him?',
    answers: [{ citation: '29 U.S.C. § 2612', paragraphs: ['(a)(3)'] }],
    keyFact: ['26 workweeks', '26 weeks'],
  },
  {
    place: 'US-CA',
    area: 'housing',
    question:
      'My building has a strict no pets rule but my therapist wrote a letter saying I need my emotional support dog for my anxiety. The landord still says no. Does he have to let me keep it?',
    answers: [{ citation: '42 U.S.C. § 3604', paragraphs: ['(f)(3)(B)'] }],
    keyFact: ['reasonable accommodations'],
  },
  {
    place: 'US-NY',
    area: 'housing',
    question:
      'Saw an apartment listing that says no kids, perfect for young professionals. Can they even put that in an ad?',
    answers: [{ citation: '42 U.S.C. § 3604', paragraphs: ['(c)'] }],
    keyFact: ['familial status'],
  },
  {
    place: 'US-NJ',
    area: 'housing',
    question:
      "I'm pretty sure a landlord wouldn't rent to me because of my religion. How long do I have to sue him?",
    answers: [{ citation: '42 U.S.C. § 3613', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['2 years', 'two years'],
  },
  {
    place: 'US-MN',
    area: 'housing',
    question:
      'landlord wouldnt rent to us because my wife wears a hijab. how long do we have to report it to HUD',
    answers: [{ citation: '42 U.S.C. § 3610', paragraphs: ['(a)(1)(A)(i)'] }],
    keyFact: ['one year', '1 year'],
  },
  {
    place: 'US-AL',
    area: 'debt',
    question:
      'I went through chapter 7 in 2019 and my debts got wiped out. Can I file chapter 7 again now or is it too soon?',
    answers: [{ citation: '11 U.S.C. § 727', paragraphs: ['(a)(8)'] }],
    keyFact: ['8 years', 'eight years'],
  },
  {
    place: 'US-OK',
    area: 'debt',
    question: 'Will filing bankruptcy wipe out my student loans too?',
    answers: [{ citation: '11 U.S.C. § 523', paragraphs: ['(a)(8)'] }],
    keyFact: ['undue hardship'],
  },
  {
    place: 'US-SC',
    area: 'debt',
    question:
      'thinking about filing bankruptcy and someone told me i have to take a class first?? is that true',
    answers: [{ citation: '11 U.S.C. § 109', paragraphs: ['(h)(1)'] }],
    keyFact: ['180-day', '180 days'],
  },
  {
    place: 'US-LA',
    area: 'debt',
    question: 'If I file for bankruptcy can my job fire me for it? I work at a private company.',
    answers: [{ citation: '11 U.S.C. § 525', paragraphs: ['(b)'] }],
    keyFact: ['solely because'],
  },
  {
    place: 'US-AR',
    area: 'debt',
    question:
      'My house is supposed to be sold at a foreclosure auction next week. Would filing bankruptcy stop it?',
    answers: [{ citation: '11 U.S.C. § 362', paragraphs: ['(a)'] }],
    keyFact: ['operates as a stay', 'stay'],
  },
  {
    place: 'US-ID',
    area: 'employment',
    question:
      'I work at a small shop with 9 people and think I got fired over my religion. Does federal law even cover a place that small?',
    answers: [{ citation: '42 U.S.C. § 2000e', paragraphs: ['(b)'] }],
    keyFact: ['fifteen or more employees', '15 or more employees'],
  },
  {
    place: 'US-VA',
    area: 'employment',
    question:
      'I was fired 4 months ago and I beleive it was because of my race. How long do I have to go to the EEOC?',
    answers: [{ citation: '42 U.S.C. § 2000e-5', paragraphs: ['(e)(1)'] }],
    keyFact: ['180 days', 'one hundred and eighty days', '300 days', 'three hundred days'],
  },
  {
    place: 'US-UT',
    area: 'employment',
    question:
      "I told my boss I was expecting and suddenly I'm getting way fewer shifts. Can they treat me different for that?",
    answers: [{ citation: '42 U.S.C. § 2000e', paragraphs: ['(k)'] }],
    keyFact: ['treated the same', 'on the basis of sex'],
  },
  {
    place: 'US-OR',
    area: 'employment',
    question:
      'Job interview form asked me to list all my medical conditions and medications and I havent even gotten an offer yet. can they ask that',
    answers: [{ citation: '42 U.S.C. § 12112', paragraphs: ['(d)(2)(A)', '(d)(3)'] }],
    keyFact: ['after an offer of employment'],
  },
  {
    place: 'US-IA',
    area: 'employment',
    question:
      "I'm 38 and my boss keeps saying the team needs younger energy. Does the age discrimination law protect me?",
    answers: [{ citation: '29 U.S.C. § 631', paragraphs: ['(a)'] }],
    keyFact: ['40 years', 'at least 40'],
  },
  {
    place: 'US-MA',
    area: 'consumer',
    question:
      "There's a charge on my credit card statement I never made. How long do I have to tell the card company?",
    answers: [{ citation: '15 U.S.C. § 1666', paragraphs: ['(a)'] }],
    keyFact: ['sixty days', '60 days'],
  },
  {
    place: 'US-CT',
    area: 'consumer',
    question:
      'Someone stole my credit card and charged like $900 before i noticed, how much of that am i responsible for',
    answers: [{ citation: '15 U.S.C. § 1643', paragraphs: ['(a)(1)(B)'] }],
    keyFact: ['$50', '50'],
  },
  {
    place: 'US-NM',
    area: 'consumer',
    question:
      'we took out a home equity loan on monday and now were having second thoughts, can we still cancel it',
    answers: [{ citation: '15 U.S.C. § 1635', paragraphs: ['(a)'] }],
    keyFact: ['third business day', 'three business days'],
  },
  {
    place: 'US-KS',
    area: 'consumer',
    question:
      'My credit card company just raised my interest rate out of nowhere. How much warning were they supposed to give me?',
    answers: [{ citation: '15 U.S.C. § 1637', paragraphs: ['(i)(1)'] }],
    keyFact: ['45 days', 'forty-five days'],
  },
  {
    place: 'US-NE',
    area: 'consumer',
    question:
      'My 19 year old keeps getting turned down for her first credit card on her own. Is there some age rule?',
    answers: [{ citation: '15 U.S.C. § 1637', paragraphs: ['(c)(8)(A)'] }],
    keyFact: ['age of 21', '21'],
  },
  {
    place: 'US-MS',
    area: 'debt',
    question:
      "A creditor won a judgment against me and now they're taking part of my wages. How much of my paycheck can they take?",
    answers: [{ citation: '15 U.S.C. § 1673', paragraphs: ['(a)', '(a)(1)'] }],
    keyFact: ['25 per centum', '25 percent', '25%'],
  },
  {
    place: 'US-WV',
    area: 'debt',
    question: "My boss says he'll fire me because my paycheck is being garnished for an old loan. Can he?",
    answers: [{ citation: '15 U.S.C. § 1674', paragraphs: ['(a)'] }],
    keyFact: ['any one indebtedness', 'one indebtedness'],
  },
  {
    place: 'US-PA',
    area: 'employment',
    question: 'I got laid off. How long can I stay on my work health insurance if I pay for it myself?',
    answers: [{ citation: '29 U.S.C. § 1162', paragraphs: ['(2)(A)(i)'] }],
    keyFact: ['18 months', 'eighteen months'],
  },
  {
    place: 'US-ME',
    area: 'employment',
    question:
      'Lost my job and got a packet in the mail about keeping my health insurance. How long do I have to decide?',
    answers: [{ citation: '29 U.S.C. § 1165', paragraphs: ['(a)(1)(B)'] }],
    keyFact: ['60 days'],
  },
  {
    place: 'US-NH',
    area: 'employment',
    question:
      'my old job says keeping my health plan will cost way more than i paid while i worked there. how much can they charge',
    answers: [{ citation: '29 U.S.C. § 1162', paragraphs: ['(3)(A)'] }],
    keyFact: ['102 percent'],
  },
  {
    place: 'US-SC',
    area: 'family',
    question: 'I was maried to my ex for 12 years, can i get social security off his work record',
    answers: [{ citation: '42 U.S.C. § 416', paragraphs: ['(d)(1)'] }],
    keyFact: ['10 years', 'ten years'],
  },
  {
    place: 'US-AL',
    area: 'estates',
    question:
      "My husband passed away last year and I'm 58. When can I start getting his social security as a widow?",
    answers: [{ citation: '42 U.S.C. § 402', paragraphs: ['(e)(1)(B)(i)'] }],
    keyFact: ['age 60'],
  },
  {
    place: 'US-NC',
    area: 'debt',
    question:
      "I'm in the National Guard and just got called up. I have a car loan at 14% from before. Can they lower the rate?",
    answers: [{ citation: '50 U.S.C. § 3937', paragraphs: ['(a)(1)'] }],
    keyFact: ['6 percent', 'six percent'],
  },
  {
    place: 'US-TX',
    area: 'housing',
    question:
      "I'm in the Army and just got orders to another base. My apartment lease goes till next summer, can I get out of it?",
    answers: [{ citation: '50 U.S.C. § 3955', paragraphs: ['(a)(1)', '(b)(1)(B)', '(d)(1)(A)'] }],
    keyFact: ['30 days'],
  },
  {
    place: 'US-CA',
    area: 'housing',
    question:
      'I bought my house before I joined the Marines. I got out 6 months ago and now the bank is trying to foreclose. Any protection?',
    answers: [{ citation: '50 U.S.C. § 3953', paragraphs: ['(c)'] }],
    keyFact: ['one year'],
  },
  {
    place: 'US-NJ',
    area: 'immigration',
    question: "I've had my green card for 4 years. When can I apply to become a citizen?",
    answers: [{ citation: '8 U.S.C. § 1427', paragraphs: ['(a)'] }],
    keyFact: ['five years', '5 years'],
  },
  {
    place: 'US-FL',
    area: 'immigration',
    question:
      "I'm married to a US citizen and got my green card 3 years ago. Can I apply for citizenship sooner than everyone else?",
    answers: [{ citation: '8 U.S.C. § 1430', paragraphs: ['(a)'] }],
    keyFact: ['three years', '3 years'],
  },
  {
    place: 'US-NY',
    area: 'immigration',
    question:
      "I came to the US 2 years ago and I'm scared to go back home. Is it too late to ask for asylum?",
    answers: [{ citation: '8 U.S.C. § 1158', paragraphs: ['(a)(2)(B)'] }],
    keyFact: ['1 year', 'one year'],
  },
  {
    place: 'US-AZ',
    area: 'immigration',
    question:
      'my husband overstayed his visa for about 2 years. if he leaves the country how long before he can come back',
    answers: [{ citation: '8 U.S.C. § 1182', paragraphs: ['(a)(9)(B)(i)', '(a)(9)(B)(i)(II)'] }],
    keyFact: ['10 years', 'ten years'],
  },
  {
    place: 'US-IL',
    area: 'immigration',
    question:
      'Got my 2 year green card through marriage. When do we have to file to get the conditions taken off?',
    answers: [{ citation: '8 U.S.C. § 1186a', paragraphs: ['(d)(2)(A)'] }],
    keyFact: ['90-day period', '90 days'],
  },
  {
    place: 'US-WA',
    area: 'immigration',
    question:
      "I'm a green card holder planning to spend 8 months overseas caring for my dad. Will that mess up my citizenship application?",
    answers: [{ citation: '8 U.S.C. § 1427', paragraphs: ['(b)'] }],
    keyFact: ['six months', 'more than six months'],
  },
  {
    place: 'US-GA',
    area: 'consumer',
    question:
      'Someone used my stolen debit card and took $700 out of my checking acount. How much of it will I get back?',
    answers: [{ citation: '15 U.S.C. § 1693g', paragraphs: ['(a)', '(a)(1)'] }],
    keyFact: ['$50', 'two business days', '$500'],
  },
  {
    place: 'US-OH',
    area: 'consumer',
    question:
      'I reported a withdrawal I never made to my bank. How long do they have to look into it and get back to me?',
    answers: [{ citation: '15 U.S.C. § 1693f', paragraphs: ['(a)'] }],
    keyFact: ['ten business days', '10 business days'],
  },
  {
    place: 'US-CO',
    area: 'consumer',
    question: 'Found a gift card from 3 years ago and the store says it expired. Can they actually do that?',
    answers: [{ citation: '15 U.S.C. § 1693l-1', paragraphs: ['(c)(1)', '(c)(2)(A)'] }],
    keyFact: ['5 years', 'five years'],
  },
  {
    place: 'US-VA',
    area: 'employment',
    question: 'I just got back from a 9 month deployment. How long do I have to ask for my old job back?',
    answers: [{ citation: '38 U.S.C. § 4312', paragraphs: ['(e)(1)(D)'] }],
    keyFact: ['90 days', 'ninety days'],
  },
  {
    place: 'US-MI',
    area: 'consumer',
    question:
      'I keep getting recorded robot calls on my cell that I never signed up for. Can I sue them, and for how much?',
    answers: [{ citation: '47 U.S.C. § 227', paragraphs: ['(b)(3)(B)'] }],
    keyFact: ['$500', '500'],
  },
  {
    place: 'US-OR',
    area: 'consumer',
    question:
      "A company mailed me something I never ordered and now they're sending me a bill for it. Do I have to pay or send it back?",
    answers: [{ citation: '39 U.S.C. § 3009', paragraphs: ['(b)'] }],
    keyFact: ['gift', 'treated as a gift'],
  },
  {
    place: 'US-TN',
    area: 'consumer',
    question:
      'i signed up with a company that fixes credit scores yesterday and already regret it. can i cancel without paying',
    answers: [{ citation: '15 U.S.C. § 1679e', paragraphs: ['(a)'] }],
    keyFact: ['3rd business day', '3 business days', 'third business day'],
  },
];
