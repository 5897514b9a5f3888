import type { DocumentStatus } from '@amicus/contract/documents/schemas';

/** The documents screens' own words (the server's messages come with its answers). */
export const documentLabels = {
  intro: 'Letters and forms written from your answers, grounded in the law of your place.',
  fromChatIntro:
    'Choose the document to write. We fill in what your chat already tells us, for you to check.',
  create: 'Create a document',
  reviewTitle: 'Review a document you were given',
  reviewIntro:
    'Upload a lease, contract, notice or court paper: its parties, dates, amounts and obligations, and the clauses worth a second look.',
  reviewAction: 'Review a document',
  chooseForChat: 'Draft a letter from your chat',
  suggestedForChat: 'Suggested for this chat',
  reviewAnswersTitle: 'Review your answers',
  reviewAnswersIntro:
    'Check each answer before we write the letter. Edit takes you back to the question; your other answers are kept.',
  notAnswered: 'Not answered',
  loadingTemplates: 'Loading the documents you can create…',
  loadingDocuments: 'Loading your documents…',
  loadingDocument: 'Loading the document…',
  loadFailed: 'We could not load this. Check your connection and try again.',
  createFailed: 'The document could not be created. Please try again.',
  emptyHint: 'Choose a document below; your answers are saved as you go.',
  saveFailed: 'Your answers could not be saved. Please try again.',
  prefilled: 'Filled in from your chat: check it, then confirm.',
  draftFailed: 'The draft could not be started. Your answers are saved.',
  saved: 'Saved',
  saving: 'Saving…',
  unsaved: 'Unsaved changes',
  conflict: 'Not saved: this document was changed elsewhere.',
  status: {
    interview: 'Answering questions',
    drafting: 'Being written',
    drafted: 'Drafted',
  } satisfies Record<DocumentStatus, string>,
} as const;
