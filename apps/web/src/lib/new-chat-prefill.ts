/**
 * What another screen may hand the new-chat flow in navigation state, so a chat starts pre-filled (the
 * library's "Ask Amicus about this", a recording's "Start a chat"): the topic, the area when known, the place
 * and a description of the situation. The user still confirms each step; with no category the flow starts at
 * the area choice and keeps the rest. A description longer than the questionnaire takes is cut there, and the
 * questionnaire says so.
 */
export type NewChatPrefill = {
  stage: 'category_selection' | 'legal_questionnaire';
  category?: { id: number; name: string; description: string };
  topic: string;
  country: string;
  state: string;
  description?: string;
};

export const newChatPath = '/chat/new';
