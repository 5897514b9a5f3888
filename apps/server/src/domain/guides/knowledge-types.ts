import type { QuestionnaireRole } from '@amicus/contract/chats/schemas';

/** A focused note for one common situation of an area, picked when its keywords appear in the topic. */
export type KnowledgeTopic = { title: string; keywords: string[]; points: string[] };

/**
 * What the offline model knows about one legal area: careful, jurisdiction-neutral guidance that holds in
 * most places, with the rule that the user must check the local details. Sections match what users ask.
 */
export type CategoryKnowledge = {
  /** The area in a sentence's middle, e.g. "housing and tenancy". */
  area: string;
  /** The kind of law that usually governs the area. */
  law: string;
  overview: string;
  topics: KnowledgeTopic[];
  issues: string[];
  documents: string[];
  steps: string[];
  deadlines: string[];
  costs: string[];
  lawyer: string[];
  help: string[];
  /** A word for each questionnaire role in this area. */
  roles: Record<QuestionnaireRole, string>;
  /** Facts the model asks for when they are missing. */
  missingFacts: string[];
};
