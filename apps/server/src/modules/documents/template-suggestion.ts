import type { TemplateSummary } from '@amicus/contract/documents/templates';
import { termsOf } from '../../domain/text/terms';

/** A template of the chat's own legal area counts as much as two words in common. */
const AREA_WEIGHT = 2;
/** Below this, nothing fits well enough to be called a suggestion. */
const MIN_SCORE = 3;

type ChatSignal = { area: string | null; texts: readonly string[] };

/**
 * How well a template fits a chat: its legal area against the chat's category (the area both share with the
 * library's problem index), and the stemmed words its title and description share with what the chat says.
 */
export function templateFit(template: TemplateSummary, chat: ChatSignal): number {
  const said = new Set(chat.texts.flatMap(termsOf));
  const shared = new Set(termsOf(`${template.title} ${template.description}`).filter((t) => said.has(t)));
  return shared.size + (template.area !== null && template.area === chat.area ? AREA_WEIGHT : 0);
}

/** The template that fits the chat best, if one fits well enough; a tie goes to the first in the catalogue. */
export function suggestedTemplate(templates: readonly TemplateSummary[], chat: ChatSignal): string | null {
  let best: { slug: string; score: number } | null = null;
  for (const template of templates) {
    const score = templateFit(template, chat);
    if (score >= MIN_SCORE && (!best || score > best.score)) best = { slug: template.slug, score };
  }
  return best?.slug ?? null;
}
