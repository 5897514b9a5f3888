/**
 * A DEVELOPMENT set of lay questions for library retrieval, tuned on: 40 from Washington, D.C. residents
 * answered by the D.C. Code and 40 from people in other states answered by the United States Code. Each names
 * the sections (and the paragraphs in them) that answer it and the key fact a grounded answer states. Our own
 * questions, worded as people write to a legal-help chat; the sections were read in the code. The held-out
 * set is kept elsewhere and is never tuned on.
 */
import type { LayQuestion } from './lay-question';

export const DEV_LAY: LayQuestion[] = [
  // Washington, D.C. residents; the D.C. Code.
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'My landlord keeps showing up and letting himself into my apartment with barely any warning. How much heads up is he supposed to give me first?',
    answers: [{ citation: 'D.C. Code § 42-3505.51', paragraphs: ['(a)(1)', '(b)(1)'] }],
    keyFact: ['48 hours', 'forty-eight hours'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'my lease says theres a $150 charge if im late and my monthly is $1,400. is there a cap on how much they can ding me for being late',
    answers: [{ citation: 'D.C. Code § 42-3505.31', paragraphs: ['(a)'] }],
    keyFact: ['5% of', '5 percent', 'five percent'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'I fell two months behind after losing my job. How long does my landlord have to wait after warning me before he can take me to court to get me out?',
    answers: [{ citation: 'D.C. Code § 42-3505.01', paragraphs: ['(a-1)(1)'] }],
    keyFact: ['30 days', 'thirty days'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "My building's management bumped what I pay per month in March and now says it's going up again in November. Can they do that twice in one year?",
    answers: [{ citation: 'D.C. Code § 42-3502.08', paragraphs: ['(g)'] }],
    keyFact: ['12 months', 'twelve months'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      "I'm looking at apartments in Columbia Heights and one place wants $85 just to apply. Isn't there a limit on what they can charge for an application?",
    answers: [{ citation: 'D.C. Code § 42-3505.10', paragraphs: ['(b)(1)'] }],
    keyFact: ['$50', '50 dollars', 'fifty dollars'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'my ex boyfriend hurt me and i got a court order against him. i need to move out of our place asap, how fast can i get out of my rental agreement',
    answers: [{ citation: 'D.C. Code § 42-3505.07', paragraphs: ['(d)(1)'] }],
    keyFact: ['14 days', 'fourteen days'],
  },
  {
    place: 'US-DC',
    area: 'housing',
    question:
      'My first year in the apartment is almost up and the contract says I have to tell them 60 days before I move out. Is that actually enforceable?',
    answers: [{ citation: 'D.C. Code § 42-3505.53', paragraphs: [] }],
    keyFact: ['30-day notice', '30 days', 'thirty days'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      "I got fired on Tuesday and my boss says I'll get my last check with everyone else in two weeks. Do they have to pay me sooner?",
    answers: [{ citation: 'D.C. Code § 32-1303', paragraphs: ['(1)'] }],
    keyFact: ['working day following', 'next working day', 'next business day'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'i quit my job at a resturant downtown last friday, when do they legally have to give me my final paycheck',
    answers: [{ citation: 'D.C. Code § 32-1303', paragraphs: ['(2)'] }],
    keyFact: ['7 days', 'seven days'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'I work at a big hotel with like 300 people on staff. How many hours do I have to put in before I earn an hour of sick time?',
    answers: [{ citation: 'D.C. Code § 32-531.02', paragraphs: ['(a)(1)'] }],
    keyFact: ['37 hours', 'thirty-seven hours'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'I have a record from 10 years ago. At what point in the hiring process is a DC employer allowed to ask me about my criminal past?',
    answers: [{ citation: 'D.C. Code § 32-1342', paragraphs: ['(b)'] }],
    keyFact: ['conditional offer'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'My mom has cancer and I need time off to take care of her. How many weeks am I allowed to take without losing my job?',
    answers: [{ citation: 'D.C. Code § 32-502', paragraphs: ['(a)'] }],
    keyFact: ['16 workweeks', '16 weeks', 'sixteen weeks'],
  },
  {
    place: 'US-DC',
    area: 'employment',
    question:
      'I hurt my back lifting boxes at the warehouse a few weeks ago. Is there a deadline for telling my boss in writing so I can get workers comp?',
    answers: [{ citation: 'D.C. Code § 32-1513', paragraphs: ['(a)'] }],
    keyFact: ['30 days', 'thirty days'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      'A guy came to my door selling an alarm system and I signed up on the spot. Now I regret it. How long do I have to back out?',
    answers: [{ citation: 'D.C. Code § 28-3811', paragraphs: ['(b)'] }],
    keyFact: ['third business day', '3 business days', 'three business days'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      'signed a 2 year gym membership on saturday and already regret it, the gym says no refunds. do i have any window to cancel',
    answers: [{ citation: 'D.C. Code § 28-3817', paragraphs: ['(c)(1)'] }],
    keyFact: ['fifteen days', '15 days'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      'I put a couch on hold at a furniture store and have been paying it off a little at a time. Can I change my mind and get my money back?',
    answers: [{ citation: 'D.C. Code § 28-3818', paragraphs: ['(c)'] }],
    keyFact: ['2 weeks', 'two weeks', '14 days'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      "Bought a brand new SUV and the engine light keeps coming on, it's been in the shop four times. I've driven about 12,000 miles. Does the lemon law cover me?",
    answers: [{ citation: 'D.C. Code § 50-502', paragraphs: ['(a)'] }],
    keyFact: ['18,000 miles', '18000 miles'],
  },
  {
    place: 'US-DC',
    area: 'consumer',
    question:
      'A used car lot lied and told me the car had never been in a wreck. If I sue them under the DC consumer protection law, how much could I get?',
    answers: [{ citation: 'D.C. Code § 28-3905', paragraphs: ['(k)(2)(A)(i)'] }],
    keyFact: ['$1,500', '1500', 'treble damages'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      "Some agency chasing an old medical bill keeps calling me at 10 at night. Are there hours they're not allowed to call?",
    answers: [{ citation: 'D.C. Code § 28-3814', paragraphs: ['(k)'] }],
    keyFact: ['9 p.m.', '9 pm', '8 a.m.', '8 am'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      'a company trying to get me to pay an old credit card balance calls me like 6 or 7 times a week. is there a limit on how often they can call',
    answers: [{ citation: 'D.C. Code § 28-3814', paragraphs: ['(d)(4)(A)(i)'] }],
    keyFact: ['4 phone calls', '4 calls', 'four calls'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      'A creditor won a court case against me back in 2012. Can they still come after my bank account for it now, or does it run out at some point?',
    answers: [{ citation: 'D.C. Code § 15-101', paragraphs: ['(a)', '(b)'] }],
    keyFact: ['twelve years', '12 years', 'twelve-year'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      "If someone wins a lawsuit against me, can they take my car? It's an old Honda worth maybe $2,000.",
    answers: [{ citation: 'D.C. Code § 15-501', paragraphs: ['(a)(1)'] }],
    keyFact: ['$2,575', '2,575', '2575'],
  },
  {
    place: 'US-DC',
    area: 'debt',
    question:
      'A lender won a court case against me and now my job is taking money out of every paycheck. How much of my pay can they take each week?',
    answers: [{ citation: 'D.C. Code § 16-572', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['25% of', '25 percent', 'twenty-five percent'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      'My wife and I just moved to DC from Texas in the spring. How long do we have to live here before I can file for divorce?',
    answers: [{ citation: 'D.C. Code § 16-902', paragraphs: ['(a)'] }],
    keyFact: ['6 months', 'six months'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      'the judge gave me a stay away against my ex after he threatened me. how long does it last before i have to go back to court',
    answers: [{ citation: 'D.C. Code § 16-1005', paragraphs: ['(d)'] }],
    keyFact: ['2 years', 'two years'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      "My stepdad wants to adopt me and I'm 15. Do I get any say in it, or is it just up to my mom and him?",
    answers: [{ citation: 'D.C. Code § 16-304', paragraphs: ['(b)(1)'] }],
    keyFact: ['fourteen years', '14 years', '14 or older'],
  },
  {
    place: 'US-DC',
    area: 'family',
    question:
      "My husband refuses to sign anything and says he'll never let me leave the marriage. Can I still end it if he doesn't agree?",
    answers: [{ citation: 'D.C. Code § 16-904', paragraphs: ['(a)'] }],
    keyFact: ['one or both parties', 'no longer wish to remain married'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      'I tripped on a broken city sidewalk in Anacostia and broke my wrist. Is there a deadline to let the city know I plan to sue?',
    answers: [{ citation: 'D.C. Code § 12-309', paragraphs: ['(a)'] }],
    keyFact: ['six months', '6 months'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      'my brother was killed by a drunk driver in dc last spring. how long does our family have to file a lawsiut over his death',
    answers: [{ citation: 'D.C. Code § 16-2702', paragraphs: [] }],
    keyFact: ['2 years', 'two years'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      'A surgeon left a sponge inside me during an operation at a DC hospital. Do I have to warn the doctor before I take him to court?',
    answers: [{ citation: 'D.C. Code § 16-2802', paragraphs: ['(a)'] }],
    keyFact: ['90 days', 'ninety days'],
  },
  {
    place: 'US-DC',
    area: 'injury',
    question:
      "I got shot walking home last year and my hospital bills are huge. Does the city have a fund for people like me, and what's the most it pays?",
    answers: [{ citation: 'D.C. Code § 4-507', paragraphs: ['(b)'] }],
    keyFact: ['$25,000', '25,000', '25000'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      "I'm 17 and have some savings from my job. Am I old enough to put in writing who gets my stuff if I die?",
    answers: [{ citation: 'D.C. Code § 18-102', paragraphs: [] }],
    keyFact: ['18 years of age', '18 years old', 'eighteen'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      'My grandpa typed up what he wants done with his house after he passes and signed it. How many people need to watch him sign for it to count?',
    answers: [{ citation: 'D.C. Code § 18-103', paragraphs: ['(2)'] }],
    keyFact: ['two credible witnesses', 'two witnesses', '2 witnesses'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      'my husband died without a will. we have two kids together and i dont have any other kids. how much of his stuff goes to me vs them',
    answers: [{ citation: 'D.C. Code § 19-302', paragraphs: ['(2)'] }],
    keyFact: ['two-thirds', 'two thirds', '2/3'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      'My dad passed and all he left was a car and about $15,000 in a bank account. Is there a simpler court process for something that small?',
    answers: [{ citation: 'D.C. Code § 20-351', paragraphs: [] }],
    keyFact: ['$40,000', '40,000', '40000'],
  },
  {
    place: 'US-DC',
    area: 'estates',
    question:
      'My uncle died owing me $5,000 that I lent him. His daughter is handling his affairs now. How long do I have to ask to get paid back?',
    answers: [{ citation: 'D.C. Code § 20-903', paragraphs: ['(a)'] }],
    keyFact: ['6 months', 'six months'],
  },
  {
    place: 'US-DC',
    area: 'criminal',
    question:
      'I got arrested for shoplifting in 2022 but the charge was dropped. How soon can I get that hidden from background checks?',
    answers: [{ citation: 'D.C. Code § 16-803', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['2 years', 'two years'],
  },
  {
    place: 'US-DC',
    area: 'criminal',
    question:
      'i was found guilty of petty theft in dc and finished probation in 2019. when am i allowed to ask a judge to hide it',
    answers: [{ citation: 'D.C. Code § 16-803', paragraphs: ['(c)(1)'] }],
    keyFact: ['8 years', 'eight years'],
  },
  {
    place: 'US-DC',
    area: 'criminal',
    question:
      "If a judge hides my old arrest, can I honestly say no when a job application asks if I've ever been arrested?",
    answers: [{ citation: 'D.C. Code § 16-803', paragraphs: ['(m)'] }],
    keyFact: ['perjury', 'false statement'],
  },
  {
    place: 'US-DC',
    area: 'criminal',
    question:
      'Police picked me up for a robbery I had nothing to do with and the case got dropped last month. Do I have to wait years to clear it?',
    answers: [{ citation: 'D.C. Code § 16-802', paragraphs: ['(a)'] }],
    keyFact: ['at any time', 'any time', 'anytime'],
  },
  // People in other states; the United States Code.
  {
    place: 'US-OH',
    area: 'debt',
    question:
      'Some agency chasing me over an old bill keeps calling at 6:30 in the morning before my shift. Is there a time they are not allowed to call before?',
    answers: [{ citation: '15 U.S.C. § 1692c', paragraphs: ['(a)(1)'] }],
    keyFact: ["8 o'clock", '8 am', '8 a.m.', "9 o'clock", '9 pm'],
  },
  {
    place: 'US-TX',
    area: 'debt',
    question:
      'got a letter from some agency saying i owe $2,300 to a hospital i never went to. how long do i have to fight it',
    answers: [{ citation: '15 U.S.C. § 1692g', paragraphs: ['(a)(3)', '(b)'] }],
    keyFact: ['thirty days', '30 days', 'thirty-day'],
  },
  {
    place: 'US-GA',
    area: 'debt',
    question:
      'A collector told my mom and my boss about what I owe and threatened to have me arrested. If I sue, what can I actually get?',
    answers: [{ citation: '15 U.S.C. § 1692k', paragraphs: ['(a)(2)(A)'] }],
    keyFact: ['$1,000', '1,000', '1000'],
  },
  {
    place: 'US-FL',
    area: 'consumer',
    question:
      'An old unpaid phone bill that got sent to collections in 2016 still shows on my credit. When does it finally have to come off?',
    answers: [{ citation: '15 U.S.C. § 1681c', paragraphs: ['(a)(4)'] }],
    keyFact: ['seven years', '7 years'],
  },
  {
    place: 'US-PA',
    area: 'consumer',
    question:
      "I told Equifax an account on my file isn't mine. How long do they have to look into it and fix it?",
    answers: [{ citation: '15 U.S.C. § 1681i', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['30-day', '30 days', 'thirty days'],
  },
  {
    place: 'US-CA',
    area: 'consumer',
    question:
      'Do I have to pay one of those websites to see my credit file, or can I get it free somehow? How often?',
    answers: [{ citation: '15 U.S.C. § 1681j', paragraphs: ['(a)(1)(A)'] }],
    keyFact: ['12-month period', 'once a year', 'every 12 months', 'once every year'],
  },
  {
    place: 'US-TX',
    area: 'employment',
    question:
      'my boss pays me $6 an hour cash at his car wash in houston, whats the lowest he can legally pay me',
    answers: [{ citation: '29 U.S.C. § 206', paragraphs: ['(a)(1)(C)'] }],
    keyFact: ['$7.25', '7.25'],
  },
  {
    place: 'US-OH',
    area: 'employment',
    question:
      "I worked 52 hrs last week at the warehouse and got my normal rate for all of it. Shouldn't I get extra for the time past 40?",
    answers: [{ citation: '29 U.S.C. § 207', paragraphs: ['(a)(1)'] }],
    keyFact: ['one and one-half times', 'time and a half', '1.5 times'],
  },
  {
    place: 'US-NV',
    area: 'employment',
    question:
      "My restaurant manager takes a cut out of the servers' tip pool every night. Is he allowed to do that?",
    answers: [{ citation: '29 U.S.C. § 203', paragraphs: ['(m)(2)(B)'] }],
    keyFact: ['may not keep tips', 'managers or supervisors'],
  },
  {
    place: 'US-IL',
    area: 'employment',
    question:
      'My wife is due in June and I want to stay home with the baby. How much time off does federal law let me take without losing my job?',
    answers: [{ citation: '29 U.S.C. § 2612', paragraphs: ['(a)(1)'] }],
    keyFact: ['12 workweeks', '12 weeks', 'twelve weeks'],
  },
  {
    place: 'US-MI',
    area: 'employment',
    question:
      'i work part time at a hosptial, about 20 hrs a week for the past 2 years. do i qualify for the federal medical time off law',
    answers: [{ citation: '29 U.S.C. § 2611', paragraphs: ['(2)(A)'] }],
    keyFact: ['1,250 hours', '1250 hours'],
  },
  {
    place: 'US-NC',
    area: 'employment',
    question:
      "I'm coming back from 10 weeks off after surgery and my boss says my old job was given to someone else. Can he put me somewhere worse?",
    answers: [{ citation: '29 U.S.C. § 2614', paragraphs: ['(a)(1)'] }],
    keyFact: ['equivalent position', 'same position', 'same job'],
  },
  {
    place: 'US-AZ',
    area: 'housing',
    question:
      'A landlord turned me down last year, I think because of my hijab. Is it too late to report it to HUD?',
    answers: [{ citation: '42 U.S.C. § 3610', paragraphs: ['(a)(1)(A)(i)'] }],
    keyFact: ['one year', '1 year'],
  },
  {
    place: 'US-NY',
    area: 'housing',
    question:
      'The owner of a 3-family house lives upstairs and refuses to rent to me because I have kids. Does the federal anti-discrimination law even apply to her?',
    answers: [{ citation: '42 U.S.C. § 3603', paragraphs: ['(b)(2)'] }],
    keyFact: ['four families', '4 families', 'four units'],
  },
  {
    place: 'US-FL',
    area: 'housing',
    question:
      "We want to rent in a retirement community but they won't take us because we have a teenager. Is that legal?",
    answers: [{ citation: '42 U.S.C. § 3607', paragraphs: ['(b)(2)(C)'] }],
    keyFact: ['55 years', '55 or older', '55 and older'],
  },
  {
    place: 'US-GA',
    area: 'debt',
    question:
      'i filed chapter 7 back in 2019 and got everything wiped out. now im drowning again, can i file again already',
    answers: [{ citation: '11 U.S.C. § 727', paragraphs: ['(a)(8)'] }],
    keyFact: ['8 years', 'eight years'],
  },
  {
    place: 'US-PA',
    area: 'debt',
    question:
      "I'm about to file for bankruptcy on my own. Is there a class or something I have to take first, and how soon before?",
    answers: [{ citation: '11 U.S.C. § 109', paragraphs: ['(h)(1)'] }],
    keyFact: ['180-day', '180 days'],
  },
  {
    place: 'US-MN',
    area: 'debt',
    question: 'Can I get rid of my $60,000 in student loans if I go bankrupt?',
    answers: [{ citation: '11 U.S.C. § 523', paragraphs: ['(a)(8)'] }],
    keyFact: ['undue hardship'],
  },
  {
    place: 'US-CA',
    area: 'employment',
    question:
      "I think I was passed over for a promotion because I'm Black. How long do I have to file with the EEOC?",
    answers: [{ citation: '42 U.S.C. § 2000e-5', paragraphs: ['(e)(1)'] }],
    keyFact: ['180 days', 'one hundred and eighty days', '300 days', 'three hundred days'],
  },
  {
    place: 'US-IL',
    area: 'employment',
    question:
      'the eeoc finally sent me a right to sue letter about my race case. how long do i have to actually file the lawsuit',
    answers: [{ citation: '42 U.S.C. § 2000e-5', paragraphs: ['(f)(1)'] }],
    keyFact: ['ninety days', '90 days'],
  },
  {
    place: 'US-AZ',
    area: 'employment',
    question:
      "I'm 38 and my manager keeps saying they want younger energy on the team. Does the federal law for older workers protect me?",
    answers: [{ citation: '29 U.S.C. § 631', paragraphs: ['(a)'] }],
    keyFact: ['40 years', '40 or older', 'forty'],
  },
  {
    place: 'US-WA',
    area: 'employment',
    question:
      'I have epilepsy and my boss at a small bakery with 9 workers fired me after a seizure. Does the disability discrimination law cover a business that small?',
    answers: [{ citation: '42 U.S.C. § 12111', paragraphs: ['(5)(A)'] }],
    keyFact: ['15 or more employees', '15 employees', 'fifteen employees'],
  },
  {
    place: 'US-NJ',
    area: 'consumer',
    question:
      'My wallet got stolen and someone ran up $900 on my Visa before I called the bank. Do I owe any of it?',
    answers: [{ citation: '15 U.S.C. § 1643', paragraphs: ['(a)(1)(B)'] }],
    keyFact: ['$50', '50 dollars', 'fifty dollars'],
  },
  {
    place: 'US-CO',
    area: 'consumer',
    question:
      "There's a $400 charge on my Mastercard statement from a hotel I never stayed at. How long do I have to challenge it?",
    answers: [{ citation: '15 U.S.C. § 1666', paragraphs: ['(a)'] }],
    keyFact: ['sixty days', '60 days'],
  },
  {
    place: 'US-VA',
    area: 'consumer',
    question:
      'My credit card bill keeps showing up only about a week before it is due and then I get hit with late fees. Is that allowed?',
    answers: [{ citation: '15 U.S.C. § 1666b', paragraphs: ['(a)'] }],
    keyFact: ['21 days', 'twenty-one days'],
  },
  {
    place: 'US-TN',
    area: 'debt',
    question:
      'A debt buyer got a court order and now money is coming straight out of my paycheck. What is the most they can take?',
    answers: [{ citation: '15 U.S.C. § 1673', paragraphs: ['(a)', '(a)(1)'] }],
    keyFact: ['25 per centum', '25 percent', '25%', 'twenty-five percent'],
  },
  {
    place: 'US-MO',
    area: 'debt',
    question:
      'my boss just got papers to take part of my pay for an old loan and hr says they might let me go over it. can they fire me for that',
    answers: [{ citation: '15 U.S.C. § 1674', paragraphs: ['(a)'] }],
    keyFact: ['any one indebtedness', 'one debt', 'single debt'],
  },
  {
    place: 'US-NC',
    area: 'debt',
    question:
      "I just went active duty in the Army and I've got a car loan at 14% from before I enlisted. Can the lender lower it?",
    answers: [{ citation: '50 U.S.C. § 3937', paragraphs: ['(a)(1)'] }],
    keyFact: ['6 percent', '6%', 'six percent'],
  },
  {
    place: 'US-WA',
    area: 'housing',
    question:
      "I'm in the Navy and just got PCS orders to Virginia. I gave my landlord written notice and a copy of my orders. When am I actually off the hook?",
    answers: [{ citation: '50 U.S.C. § 3955', paragraphs: ['(d)(1)(A)'] }],
    keyFact: ['30 days', 'thirty days'],
  },
  {
    place: 'US-TX',
    area: 'family',
    question:
      "My ex filed for custody of our son while I'm deployed overseas and I can't get leave. Can the court just move ahead without me?",
    answers: [{ citation: '50 U.S.C. § 3932', paragraphs: ['(b)(1)'] }],
    keyFact: ['90 days', 'ninety days'],
  },
  {
    place: 'US-NY',
    area: 'immigration',
    question: 'I got my green card in 2021. How long before I can apply to become a US citizen?',
    answers: [{ citation: '8 U.S.C. § 1427', paragraphs: ['(a)'] }],
    keyFact: ['five years', '5 years'],
  },
  {
    place: 'US-FL',
    area: 'immigration',
    question:
      "My husband is American and I've had my green card for a while. Is the wait shorter for me to get citizenship?",
    answers: [{ citation: '8 U.S.C. § 1430', paragraphs: ['(a)'] }],
    keyFact: ['three years', '3 years'],
  },
  {
    place: 'US-CA',
    area: 'immigration',
    question:
      'i came here from honduras 8 months ago because gangs threatened my family. is there a deadline to ask for protection so i can stay',
    answers: [{ citation: '8 U.S.C. § 1158', paragraphs: ['(a)(2)(B)'] }],
    keyFact: ['1 year', 'one year'],
  },
  {
    place: 'US-OH',
    area: 'consumer',
    question:
      'Someone stole my debit card and took $800 out at an ATM. I noticed the next morning. How much of that am I stuck with?',
    answers: [{ citation: '15 U.S.C. § 1693g', paragraphs: ['(a)'] }],
    keyFact: ['two business days', '2 business days'],
  },
  {
    place: 'US-GA',
    area: 'consumer',
    question:
      "There's a weird $250 transfer out of my checking account that I didn't make. I told the bank. How long do they get to look into it?",
    answers: [{ citation: '15 U.S.C. § 1693f', paragraphs: ['(a)'] }],
    keyFact: ['ten business days', '10 business days'],
  },
  {
    place: 'US-IL',
    area: 'consumer',
    question:
      "My gym auto-drafts my checking account every month and won't let me cancel. Can I just tell my bank to block it, and by when?",
    answers: [{ citation: '15 U.S.C. § 1693e', paragraphs: ['(a)'] }],
    keyFact: ['three business days', '3 business days'],
  },
  {
    place: 'US-MI',
    area: 'consumer',
    question:
      'The dealership says my engine coverage is void because I got my oil changed at Jiffy Lube instead of with them. Can they do that?',
    answers: [{ citation: '15 U.S.C. § 2302', paragraphs: ['(c)'] }],
    keyFact: ['brand, trade, or corporate name', 'brand name'],
  },
  {
    place: 'US-PA',
    area: 'consumer',
    question:
      'My new fridge came with a full one-year guarantee but the company wants $120 for the repair visit. Do I have to pay that?',
    answers: [{ citation: '15 U.S.C. § 2304', paragraphs: ['(a)(1)'] }],
    keyFact: ['without charge', 'free of charge', 'no charge'],
  },
  {
    place: 'US-AZ',
    area: 'consumer',
    question:
      'I keep getting recorded-voice sales calls on my cell about car warranties that I never agreed to. If I sue, what can I get per call?',
    answers: [{ citation: '47 U.S.C. § 227', paragraphs: ['(b)(3)(B)'] }],
    keyFact: ['$500', '500 dollars'],
  },
  {
    place: 'US-NJ',
    area: 'consumer',
    question:
      'im on the do not call list and the same solar compnay has called me 5 times this year. can i take them to court',
    answers: [{ citation: '47 U.S.C. § 227', paragraphs: ['(c)(5)'] }],
    keyFact: ['more than one telephone call', '12-month period', 'more than one call'],
  },
];
