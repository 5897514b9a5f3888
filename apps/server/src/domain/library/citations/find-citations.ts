import data from './grammars.json' with { type: 'json' };

/**
 * A body of law's citation grammar, as data (grammars.json, or the grammar an imported source carries): patterns
 * that recognise its citations in any usual form, and the canonical key two citations of one section share.
 */
export type CitationGrammar = {
  name: string;
  description?: string;
  /** `usc {title} {section}`: the canonical key, from the patterns' named groups. */
  key: string;
  /** Whether its patterns match in any case ("d.c. code", "15 usc"); not for state names ("Or." is Oregon). */
  ignoreCase?: boolean;
  /** Law the library may not hold: recognised in a text, it is never one of the sources given. */
  recognisedOnly?: boolean;
  /** The pattern of a section number, written into the patterns as `{section}`. */
  section: string;
  /** The pattern of a paragraph path (`(a)(1)`, COMAR's `A(1)`), written in as `{path}`. */
  path?: string;
  patterns: string[];
};

/** A citation found in a text: where, as written, and the key of the section it names. */
export type FoundCitation = {
  index: number;
  text: string;
  grammar: string;
  /** `usc 15 1692c`, `dc 42-3502.17`, `bare 1692c`: what it is compared by. */
  key: string;
  /** The section number as the source numbers it (`1692c`, `42-3502.17`, `09.03.06.02`). */
  section: string;
  /** The paragraph it names, as the library writes paths: `(a)(1)`, `A(1)`; '' for the whole section. */
  path: string;
};

const DEFAULT_PATH = '(?:\\s?\\([a-zA-Z0-9]{1,4}\\))*';

/** The grammars every install knows: federal law, D.C., Maryland's regulations, any state's code, a bare §. */
export const BUILT_IN_GRAMMARS: readonly CitationGrammar[] = data.grammars;

type Compiled = { grammar: CitationGrammar; regexes: RegExp[] };
const compiledCache = new WeakMap<CitationGrammar, Compiled>();

function compile(grammar: CitationGrammar): Compiled {
  const cached = compiledCache.get(grammar);
  if (cached) return cached;
  const regexes = grammar.patterns.map(
    (pattern) =>
      new RegExp(
        pattern.replaceAll('{section}', grammar.section).replaceAll('{path}', grammar.path ?? DEFAULT_PATH),
        grammar.ignoreCase ? 'gi' : 'g',
      ),
  );
  const compiled = { grammar, regexes };
  compiledCache.set(grammar, compiled);
  return compiled;
}

/** A section number as compared: dashes as hyphens, no trailing dot, lower case. */
export const normalSection = (section: string) =>
  section.replace(/[–—]/g, '-').replace(/\.$/, '').replace(/\s+/g, '').toLowerCase();

/** A paragraph path as the library writes it: no spaces, no dots after a letter (`A.(1)` → `A(1)`). */
export const normalPath = (path: string) => path.replace(/\s+/g, '').replace(/\./g, '');

const normalState = (state: string) => state.replace(/[\s.]/g, '').toLowerCase();

function keyOf(grammar: CitationGrammar, groups: Record<string, string | undefined>): string {
  return grammar.key
    .replace('{title}', (groups.title ?? '').toLowerCase())
    .replace('{state}', normalState(groups.state ?? ''))
    .replace('{section}', normalSection(groups.section ?? ''));
}

/**
 * Every citation the grammars recognise in `text`, in reading order. Where two overlap (`15 U.S.C. § 1692c`
 * holds the bare `§ 1692c`), the earlier grammar's match wins, then the longer one.
 */
export function findCitations(
  text: string,
  grammars: readonly CitationGrammar[] = BUILT_IN_GRAMMARS,
): FoundCitation[] {
  const found: (FoundCitation & { rank: number })[] = [];
  grammars.forEach((grammar, rank) => {
    for (const regex of compile(grammar).regexes) {
      for (const match of text.matchAll(regex)) {
        const groups = match.groups ?? {};
        if (!groups.section) continue;
        const written = match[0].replace(/\s+$/, '');
        found.push({
          index: match.index,
          text: written,
          grammar: grammar.name,
          key: keyOf(grammar, groups),
          section: normalSection(groups.section),
          path: normalPath(groups.path ?? ''),
          rank,
        });
      }
    }
  });
  found.sort((a, b) => a.rank - b.rank || b.text.length - a.text.length);
  const kept: typeof found = [];
  for (const citation of found) {
    const end = citation.index + citation.text.length;
    if (kept.some((k) => citation.index < k.index + k.text.length && k.index < end)) continue;
    kept.push(citation);
  }
  return kept.sort((a, b) => a.index - b.index).map(({ rank: _rank, ...citation }) => citation);
}

/**
 * The canonical key of a source's own citation of a section ("15 U.S.C. § 1692c" → `usc 15 1692c`), read with
 * that source's grammar; null when the grammar does not read it (a guide's citation).
 */
export function citeKeyOf(citation: string, grammar: CitationGrammar | undefined): string | null {
  return citeOf(citation, grammar)?.key ?? null;
}

/** A source's own citation of a section read with its grammar: its key and section number, or null. */
export function citeOf(
  citation: string,
  grammar: CitationGrammar | undefined,
): Pick<FoundCitation, 'key' | 'section'> | null {
  if (!grammar) return null;
  const [found] = findCitations(citation, [grammar]);
  return found && found.index === 0 ? { key: found.key, section: found.section } : null;
}

export const grammarNamed = (name: string | null | undefined, grammars = BUILT_IN_GRAMMARS) =>
  name ? grammars.find((grammar) => grammar.name === name) : undefined;

/**
 * A canonical key read back into the parts its grammar built it from (`usc 15 1692c` → title 15, section 1692c);
 * null when the key is not of that grammar.
 */
export function keyParts(grammar: CitationGrammar, key: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = grammar.key
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '(\\S+)';
    })
    .join('');
  const found = new RegExp(`^${pattern}$`).exec(key);
  return found ? Object.fromEntries(names.map((name, i) => [name, found[i + 1]!])) : null;
}
