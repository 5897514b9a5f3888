import {
  QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH,
  QUESTIONNAIRE_LOCATION_MAX_LENGTH,
  TOPIC_MAX_LENGTH,
  type LegalQuestionnaire,
} from '@amicus/contract/chats/schemas';

/** The stages of the chat flow, in order; Back steps to the one before. */
export const chatStages = [
  'category_selection',
  'question_selection',
  'legal_questionnaire',
  'chat_interaction',
] as const;
export type ChatStage = (typeof chatStages)[number];

export type FlowCategory = { id: number; name: string; description: string };

/** A topic the user can pick: a suggested question (its id) or a sample one (sent as 'custom'). */
export type TopicOption = { key: string; questionId: number | 'custom'; title: string; text: string };

export type FlowState = {
  stage: ChatStage;
  category: FlowCategory | null;
  selectedTopic: TopicOption | null;
  customTopic: string;
  /** Kept when the user goes back, so nothing typed is lost. */
  questionnaire: LegalQuestionnaire;
  /** A description handed in was longer than the questionnaire takes and was cut (the user is told). */
  descriptionShortened: boolean;
};

export type FlowAction =
  | { type: 'selectCategory'; category: FlowCategory }
  | { type: 'selectTopic'; topic: TopicOption }
  | { type: 'typeTopic'; text: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'saveQuestionnaire'; questionnaire: LegalQuestionnaire }
  | { type: 'created' };

export const emptyQuestionnaire: LegalQuestionnaire = {
  country: '',
  state: '',
  role: 'plaintiff',
  description: '',
};

/** Next needs a chosen question or a typed topic. */
export function hasTopic(state: FlowState): boolean {
  return state.selectedTopic !== null || state.customTopic.trim() !== '';
}

/** The topic as the chat creation payload's question response. */
export function topicResponse(state: FlowState): { questionId: number | 'custom'; question: string } | null {
  if (state.selectedTopic) {
    return { questionId: state.selectedTopic.questionId, question: state.selectedTopic.text };
  }
  const typed = state.customTopic.trim();
  return typed ? { questionId: 'custom', question: typed } : null;
}

export function chatFlowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'selectCategory': {
      // The first choice keeps a topic handed in (a pre-filled start); another area's questions do not apply.
      const same = state.category === null || state.category.id === action.category.id;
      return {
        ...state,
        stage: 'question_selection',
        category: action.category,
        selectedTopic: same ? state.selectedTopic : null,
        customTopic: same ? state.customTopic : '',
      };
    }
    case 'selectTopic':
      // Choosing a suggested question clears the typed topic.
      return { ...state, selectedTopic: action.topic, customTopic: '' };
    case 'typeTopic':
      // Typing a topic clears the chosen question.
      return { ...state, customTopic: action.text, selectedTopic: null };
    case 'next':
      if (state.stage === 'question_selection' && hasTopic(state)) {
        return { ...state, stage: 'legal_questionnaire' };
      }
      return state;
    case 'back':
      if (state.stage === 'legal_questionnaire') return { ...state, stage: 'question_selection' };
      if (state.stage === 'question_selection') return { ...state, stage: 'category_selection' };
      return state;
    case 'saveQuestionnaire':
      return { ...state, questionnaire: action.questionnaire };
    case 'created':
      return { ...state, stage: 'chat_interaction' };
  }
}

/**
 * Where the flow starts: a stage passed in navigation state (`{ stage, category? }`) when what it needs is
 * there, else category selection. Chat interaction belongs to /chat/{id}, never to a start state.
 */
export function initialFlowState(navigationState: unknown): FlowState {
  const base: FlowState = {
    stage: 'category_selection',
    category: null,
    selectedTopic: null,
    customTopic: '',
    questionnaire: emptyQuestionnaire,
    descriptionShortened: false,
  };
  if (typeof navigationState !== 'object' || navigationState === null) return base;
  const { stage, category, topic, country, state, description } = navigationState as Record<string, unknown>;
  // A pre-filled start (see lib/new-chat-prefill): its topic and place, whatever the stage.
  const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
  const told = typeof description === 'string' ? description.trim() : '';
  const prefilled: FlowState = {
    ...base,
    customTopic: text(topic, TOPIC_MAX_LENGTH),
    questionnaire: {
      ...emptyQuestionnaire,
      country: text(country, QUESTIONNAIRE_LOCATION_MAX_LENGTH),
      state: text(state, QUESTIONNAIRE_LOCATION_MAX_LENGTH),
      description: cutAtWord(told, QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH),
    },
    descriptionShortened: told.length > QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH,
  };
  if (stage !== 'question_selection' && stage !== 'legal_questionnaire') return prefilled;
  if (!isFlowCategory(category)) return prefilled;
  // The questionnaire needs a topic: start at the topic when none was handed in.
  if (stage === 'legal_questionnaire' && hasTopic(prefilled))
    return { ...prefilled, stage: 'legal_questionnaire', category };
  return { ...prefilled, stage: 'question_selection', category };
}

/** `text` trimmed, and cut to at most `max` characters at the last space before it when it is longer. */
export function cutAtWord(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd();
}

function isFlowCategory(value: unknown): value is FlowCategory {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.name === 'string' && typeof v.description === 'string';
}
