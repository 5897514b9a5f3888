/**
 * Which of the catalogue's legal areas a section of a source serves, as the source's data says (formats/data):
 * a pattern on its number, or a title and a range of section numbers. The first rule that matches wins; a
 * section no rule names has no area and is found only without an area filter.
 */
export type AreaRule = {
  /** A regular expression on the section's number ("^42-" for Title 42 of the D.C. Code). */
  pattern?: string;
  /** The title it is in, and the range of the section numbers' leading integers (15, 1692–1692: the FDCPA). */
  title?: string;
  from?: number;
  to?: number;
  areas: string[];
  $comment?: string;
};

export type AreaSubject = { number: string; title?: string; section?: string };

export function areaRules(rules: AreaRule[]): (subject: AreaSubject) => string[] {
  const compiled = rules.map((rule) => ({ ...rule, regex: rule.pattern ? new RegExp(rule.pattern) : null }));
  return (subject) => {
    const leading = Number.parseInt(subject.section ?? '', 10);
    const rule = compiled.find(
      (r) =>
        (!r.regex || r.regex.test(subject.number)) &&
        (r.title === undefined || r.title === subject.title) &&
        (r.from === undefined || leading >= r.from) &&
        (r.to === undefined || leading <= r.to),
    );
    return rule?.areas ?? [];
  };
}
