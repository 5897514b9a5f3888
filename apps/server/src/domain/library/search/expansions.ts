/**
 * Plain words people use for legal problems, and the words the law uses for them. A question is searched for
 * its own words and for these: "my landlord kicked me out" also looks for eviction, possession and
 * forcible entry; "final paycheck" for wages on discharge. Each entry is a pattern on the question (lower case)
 * and the legal words it adds. Measured on the development set in bench/library (recall@5 and MRR with and
 * without these).
 */
export const EXPANSIONS: [RegExp, string][] = [
  [
    /\b(kick(ed|ing)? (me|us|them)? ?out|throw(n|ing)? (me|us)? ?out|evict\w*|lock(ed)? (me|us)? ?out|notice to (quit|vacate)|make (me|us) leave)\b/,
    'eviction possession forcible entry detainer notice vacate recover',
  ],
  [/\b(deposit)\b/, 'security deposit return tenant landlord interest'],
  [
    /\b(mov(e|ing) out|moving away|leav(e|ing) (the|my) (apartment|flat|place|unit)|end (of )?(my|the) lease|give notice)\b/,
    'tenant notice intent vacate quit terminate tenancy',
  ],
  [
    /\b(br(oke|eak|eaking) (my|the|our) lease|leave early|end (my|the) lease early|get out of (my|the) lease)\b/,
    'breach lease mitigate damages terminate tenancy',
  ],
  [
    /\b(come[s]? (in|into)|came (in|into)|enter(s|ed|ing)?|let (him|her|them)sel(f|ves) in|inspect\w*|show(ing)? the (apartment|unit))\b/,
    'access entry reasonable notice housing provider dwelling unit',
  ],
  [
    /\b(utilit(y|ies)|electricity|water|gas) (shut|cut|turned) off\b/,
    'utility service interruption termination',
  ],
  [/\b(bed ?bugs?|vermin|infest\w*)\b/, 'rodent insect extermination housing code'],
  [/\b(landlord|tenant|rent(ed|ing|al)?|lease|apartment|flat)\b/, 'housing provider tenant rental unit'],
  [
    /\b(repair\w*|mou?ld|leak\w*|no heat|heating|broken|pests?|roach\w*|rats?|mice|habitab\w*)\b/,
    'housing code repair maintenance violation habitability',
  ],
  [
    /\b(rent (increase|went up|raise)|raise(d)? (my|the) rent|rent control)\b/,
    'rent increase adjustment stabilization ceiling',
  ],
  [
    /\b(final|last) (pay ?check|paycheck|pay|wages?|salary)\b/,
    'wages payment discharge resignation employer',
  ],
  [
    /\b(unpaid|not paid|didn'?t pay|owe[sd]? me|withh[oe]ld) (wages?|pay|salary|overtime|me)\b|\b(wages?|pay ?check|paycheck|salary|payday|pay (me|us|my|employees|workers))\b/,
    'wages payment employer wage theft payday',
  ],
  [/\b(tips?|gratuit\w*)\b/, 'gratuities tipped employee wage'],
  [/\b(overtime|hours)\b/, 'overtime wage hour compensation'],
  [/\bminimum wage\b/, 'minimum wage'],
  [
    /\b(fired|sacked|let go|laid off|terminat\w*|dismiss\w*|quit my job|resign\w*)\b/,
    'discharge termination employee employer',
  ],
  [
    /\b(sick (leave|days?)|paid leave|family leave|maternity|paternity|parental leave)\b/,
    'leave sick paid family medical',
  ],
  [/\b(unemployment|jobless|lost my job)\b/, 'unemployment compensation benefits claimant'],
  [
    /\b(discriminat\w*|racis\w*|sexis\w*|because of my (race|sex|age|religion|disability)|harass\w*)\b/,
    'discrimination unlawful discriminatory practice human rights',
  ],
  [
    /\b(workplace injur\w*|hurt at work|injured at work|work injur\w*)\b/,
    'workers compensation injury employment disability',
  ],
  [/\b(divorc\w*|split up|separat\w*)\b/, 'divorce marriage dissolution legal separation'],
  [
    /\b(custody|visitation|my (kids?|children|child) (live|stay)|see my (kids?|children|child))\b/,
    'custody child visitation parent best interest',
  ],
  [/\b(child support|support (for|my) (kids?|children|child))\b/, 'child support payment obligation'],
  [
    /\b(grand(parent|mother|father|ma|pa)s?|aunt|uncle|relative|step-?(parent|mother|father))\b/,
    'third party custody visitation child',
  ],
  [/\b(alimony|spousal support|maintenance)\b/, 'alimony spousal support'],
  [
    /\b(abus\w*|beat(s|en)? me|hit(s)? me|threaten\w*|domestic violence|stalk\w*|restraining order|protection order)\b/,
    'intrafamily offense civil protection order petition',
  ],
  [/\b(adopt\w*)\b/, 'adoption petition'],
  [
    /\b(debt collector|collection agency|collections?|creditor\w*|keep calling)\b/,
    'debt collection collector creditor',
  ],
  [/\b(garnish\w*|take (my|from my) (wages|paycheck))\b/, 'attachment garnishment wages judgment'],
  [/\b(repossess\w*|took my car)\b/, 'repossession collateral secured party default'],
  [
    /\b(scam\w*|ripped off|rip off|cheat\w*|fraud\w*|mislead\w*|lied to me)\b/,
    'unlawful trade practice consumer fraud misrepresentation',
  ],
  [
    /\b(refund\w*|return (it|the item)|faulty|defective|broke after)\b/,
    'refund warranty consumer merchant goods',
  ],
  [
    /\b(car accident|crash\w*|hit by a car|collision|rear[- ]ended)\b/,
    'motor vehicle collision negligence damages',
  ],
  [/\b(slip(ped)? and fell|fell|injur\w*|hurt)\b/, 'injury negligence damages'],
  [/\b(died|death|passed away|killed)\b/, 'death wrongful decedent estate'],
  [
    /\b(killed|died|death) (by|because of|in|after)\b|\bwrongful death\b|\bfamily (sue|claim)\b/,
    'wrongful act neglect death action damages',
  ],
  [
    /\b(drove (away|off)|hit and run|hit-and-run|fled the scene|did(n't| not) stop)\b/,
    'leaving after colliding collision stop',
  ],
  [
    /\b(will|inherit\w*|estate|probate|no will|without a will)\b/,
    'will estate decedent probate intestate descent distribution heir',
  ],
  // "will" is an English stop word the index drops: the law's other words for a will stand in for it.
  [
    /\b(make|write|sign|valid|my|a|the|contest|challenge)( own)? will\b|\btestament\b/,
    'testament testator execution attestation witnesses writing',
  ],
  [
    /\b(without a will|no will|didn'?t leave a will|did not leave a will)\b/,
    'intestate share surviving spouse descendants',
  ],
  [
    /\b(too late|how long (do|have) (i|we|you)|how much time|time limit|deadline to sue|statute of limitations?)\b/,
    'limitation actions time within years bringing',
  ],
  [
    /\b(what|which) court\b|\b(court (handles|hears)|where (do|can) i (file|sue))\b/,
    'superior court jurisdiction complaint',
  ],
  [
    /\b(sue|suing|lawsuit|take (him|her|them) to court|small claims)\b/,
    'action complaint court small claims',
  ],
  [/\b(arrest\w*|police|charged|custody of police)\b/, 'arrest offense criminal'],
  [/\b(shoplift\w*|stole|stealing|steal)\b/, 'theft property'],
  [/\b(drunk driving|dui|dwi|drink driving)\b/, 'driving under influence impaired operating vehicle alcohol'],
  [
    /\b(record (sealed|expunged)|seal my record|expunge\w*|criminal record)\b/,
    'sealing records arrest conviction',
  ],
  [
    /\b(business|company|llc|corporation|partnership|start(ing)? a business)\b/,
    'business entity organization registration',
  ],
  [/\b(contract|agreement|breach\w*)\b/, 'contract agreement breach'],
];

/** The legal words a question's plain words stand for (none when nothing matches). */
export function expandQuery(question: string): string {
  const lower = question.toLowerCase();
  return EXPANSIONS.filter(([pattern]) => pattern.test(lower))
    .map(([, words]) => words)
    .join(' ');
}
