import { knowledgeBySlug } from '../guides/knowledge-by-slug';
import { general } from '../guides/knowledge/general';
import type { CategoryKnowledge } from '../guides/knowledge-types';
import type { ParsedSection, ParsedSource, SourceMeta } from './formats/format';

/** When the guides' text was last reviewed; shown beside their citations like any source's as-of date. */
export const GUIDES_AS_OF = '2026-11-01';

const LISTS: [
  keyof CategoryKnowledge & ('issues' | 'documents' | 'steps' | 'deadlines' | 'costs' | 'lawyer' | 'help'),
  string,
][] = [
  ['issues', 'Issues to consider'],
  ['documents', 'Documents to gather'],
  ['steps', 'Typical steps'],
  ['deadlines', 'Deadlines to check'],
  ['costs', 'Costs'],
  ['lawyer', 'When to get a lawyer'],
  ['help', 'Where to find help'],
];

const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The offline model's guidance for each legal area, as library sources of kind guide (jurisdiction `general`):
 * the same text the offline model answers from, searchable and citable like any law. One body of guidance.
 */
export function guideSources(): ParsedSource[] {
  const areas: [string | null, CategoryKnowledge][] = [...Object.entries(knowledgeBySlug), [null, general]];
  return areas.map(([slug, knowledge]) => guideSource(slug, knowledge));
}

function guideSource(slug: string | null, knowledge: CategoryKnowledge): ParsedSource {
  // The general guide serves areas an admin added; "this area of law" reads oddly as a title.
  const title = slug ? `Amicus guide: ${knowledge.area}` : 'Amicus guide: general legal help';
  const meta: SourceMeta = {
    key: `guide-${slug ?? 'general'}`,
    jurisdiction: 'general',
    kind: 'guide',
    title,
    publisher: 'Amicus',
    url: null,
    licence: 'Amicus guidance (AGPL-3.0-or-later); general information, not legal advice',
    asOf: GUIDES_AS_OF,
    citationPrefix: title,
    edition: null,
    attribution: null,
    grammar: null,
    format: 'guides',
  };
  const areas = slug ? [slug] : [];
  const section = (number: string, heading: string, points: string[]): ParsedSection => ({
    number,
    heading,
    citation: `${title} — ${heading}`,
    hierarchy: [
      { prefix: 'Guide', num: '', heading: slug ? capitalised(knowledge.area) : 'General legal help' },
    ],
    paragraphs: points.map((text, i) => ({ label: `(${i + 1})`, path: `(${i + 1})`, depth: 0, text })),
    notes: [],
    crossReferences: [],
    areas,
    status: 'in_force',
  });
  const sections = [
    section('overview', 'Overview', [
      knowledge.overview,
      `The law that usually governs it: ${knowledge.law}.`,
    ]),
    ...knowledge.topics.map((topic) => section(slugOf(topic.title), topic.title, topic.points)),
    ...LISTS.map(([key, heading]) => section(key, heading, knowledge[key])),
  ];
  return { meta, sections: iterate(sections) };
}

async function* iterate<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}
