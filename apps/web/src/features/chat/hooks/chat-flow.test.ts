import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH } from '@amicus/contract/chats/schemas';
import {
  chatFlowReducer,
  cutAtWord,
  hasTopic,
  initialFlowState,
  topicResponse,
  type FlowState,
  type TopicOption,
} from './chat-flow';

const housing = { id: 2, name: 'Housing & Tenancy', description: 'Deposits and repairs' };
const family = { id: 1, name: 'Family Law', description: 'Divorce and custody' };
const deposit: TopicOption = {
  key: 'q-7',
  questionId: 7,
  title: 'Deposit not returned',
  text: 'My landlord is keeping my security deposit. How can I get it back?',
};

const atTopics = (): FlowState =>
  chatFlowReducer(initialFlowState(undefined), { type: 'selectCategory', category: housing });

describe('the chat flow stages', () => {
  it('starts at category selection without navigation state, or with an unusable one', () => {
    expect(initialFlowState(undefined).stage).toBe('category_selection');
    expect(initialFlowState({ stage: 'category_selection' }).stage).toBe('category_selection');
    expect(initialFlowState({ stage: 'question_selection' }).stage).toBe('category_selection');
    expect(initialFlowState({ stage: 'chat_interaction' }).stage).toBe('category_selection');
  });

  it('starts from a stage passed in navigation state when its category comes with it', () => {
    const state = initialFlowState({ stage: 'question_selection', category: housing });
    expect(state.stage).toBe('question_selection');
    expect(state.category).toEqual(housing);
  });

  it('goes category → topic → questionnaire → chat, and Back returns one stage at a time', () => {
    let state = atTopics();
    expect(state.stage).toBe('question_selection');
    state = chatFlowReducer(state, { type: 'selectTopic', topic: deposit });
    state = chatFlowReducer(state, { type: 'next' });
    expect(state.stage).toBe('legal_questionnaire');
    expect(chatFlowReducer(state, { type: 'back' }).stage).toBe('question_selection');
    expect(chatFlowReducer(chatFlowReducer(state, { type: 'back' }), { type: 'back' }).stage).toBe(
      'category_selection',
    );
    expect(chatFlowReducer(state, { type: 'created' }).stage).toBe('chat_interaction');
  });

  it('selecting a question clears the typed topic', () => {
    let state = chatFlowReducer(atTopics(), { type: 'typeTopic', text: 'My neighbour blocks my driveway' });
    state = chatFlowReducer(state, { type: 'selectTopic', topic: deposit });
    expect(state.customTopic).toBe('');
    expect(state.selectedTopic).toEqual(deposit);
    expect(topicResponse(state)).toEqual({ questionId: 7, question: deposit.text });
  });

  it('typing a topic clears the selected question', () => {
    let state = chatFlowReducer(atTopics(), { type: 'selectTopic', topic: deposit });
    state = chatFlowReducer(state, { type: 'typeTopic', text: 'M' });
    expect(state.selectedTopic).toBeNull();
    state = chatFlowReducer(state, { type: 'typeTopic', text: '  My neighbour blocks my driveway ' });
    expect(topicResponse(state)).toEqual({
      questionId: 'custom',
      question: 'My neighbour blocks my driveway',
    });
  });

  it('Next needs a chosen question or a typed topic', () => {
    const state = atTopics();
    expect(hasTopic(state)).toBe(false);
    expect(chatFlowReducer(state, { type: 'next' }).stage).toBe('question_selection');
    const blank = chatFlowReducer(state, { type: 'typeTopic', text: '   ' });
    expect(chatFlowReducer(blank, { type: 'next' }).stage).toBe('question_selection');
  });

  it('keeps the topic when the same category is chosen again, and drops it for another one', () => {
    let state = chatFlowReducer(atTopics(), { type: 'selectTopic', topic: deposit });
    state = chatFlowReducer(state, { type: 'back' });
    expect(chatFlowReducer(state, { type: 'selectCategory', category: housing }).selectedTopic).toEqual(
      deposit,
    );
    expect(chatFlowReducer(state, { type: 'selectCategory', category: family }).selectedTopic).toBeNull();
  });
});

describe('a pre-filled start (the library\'s "Ask Amicus about this")', () => {
  const prefill = {
    stage: 'legal_questionnaire',
    category: housing,
    topic: 'Explain D.C. Code § 42-3502.17 (Security deposit.) and how it applies to me',
    country: 'United States',
    state: 'District of Columbia',
  };

  it('starts at the questionnaire with the topic and place filled in', () => {
    const state = initialFlowState(prefill);
    expect(state.stage).toBe('legal_questionnaire');
    expect(topicResponse(state)).toEqual({ questionId: 'custom', question: prefill.topic });
    expect(state.questionnaire).toMatchObject({ country: 'United States', state: 'District of Columbia' });
  });

  it('starts at the area choice without a category, and keeps the topic once an area is chosen', () => {
    let state = initialFlowState({ ...prefill, stage: 'category_selection', category: undefined });
    expect(state.stage).toBe('category_selection');
    state = chatFlowReducer(state, { type: 'selectCategory', category: family });
    expect(state.customTopic).toBe(prefill.topic);
    state = chatFlowReducer(state, { type: 'selectCategory', category: housing });
    expect(state.customTopic).toBe('');
  });

  it('fills in the description handed in, and says when it had to be cut to fit', () => {
    const short = initialFlowState({ ...prefill, description: '  My landlord kept the deposit.  ' });
    expect(short.questionnaire.description).toBe('My landlord kept the deposit.');
    expect(short.descriptionShortened).toBe(false);

    const long = initialFlowState({ ...prefill, description: 'deposit '.repeat(2_000) });
    expect(long.questionnaire.description.length).toBeLessThanOrEqual(QUESTIONNAIRE_DESCRIPTION_MAX_LENGTH);
    expect(long.questionnaire.description.endsWith('deposit')).toBe(true);
    expect(long.descriptionShortened).toBe(true);
  });
});

describe('cutAtWord', () => {
  it('keeps a text that fits, and cuts a longer one at the last space before the limit', () => {
    expect(cutAtWord(' a short one ', 20)).toBe('a short one');
    expect(cutAtWord('the landlord kept my deposit', 20)).toBe('the landlord kept');
    // One long word has no space to cut at: it is cut at the limit.
    expect(cutAtWord('x'.repeat(30), 20)).toBe('x'.repeat(20));
  });
});
