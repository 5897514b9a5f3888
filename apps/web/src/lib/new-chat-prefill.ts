/**
 * What another screen may hand the new-chat flow in navigation state, so a chat starts pre-filled (the
 * library's "Ask Amicus about this"): the topic, the area when known, and the place. The user still confirms
 * each step; with no category the flow starts at the area choice and keeps the topic.
 */
export type NewChatPrefill = {
  stage: 'category_selection' | 'legal_questionnaire';
  category?: { id: number; name: string; description: string };
  topic: string;
  country: string;
  state: string;
};

export const newChatPath = '/chat/new';
