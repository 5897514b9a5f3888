import { pleaseWait } from '../common/messages';
import { formatMoney } from './money';

/** The texts of documents and their templates (issue 18): the interview's checks, drafting, the editor's saves. */
export const DOCUMENTS_PER_USER = 100;

export const documentMessages = {
  documentNotFound: 'Document not found',
  templateNotFound: 'There is no such document template, or it is switched off.',
  chatNotFound: 'Chat not found',
  documentsLimit: `You can keep up to ${DOCUMENTS_PER_USER} documents. Delete one you no longer need to start another.`,
  documentsLimitNote: `You can keep up to ${DOCUMENTS_PER_USER} documents.`,
  deleted: 'Document deleted',
  templateEnabled: (title: string) => `“${title}” is now offered to users.`,
  templateDisabled: (title: string) =>
    `“${title}” is no longer offered to users. Documents already made from it are kept.`,
  templatesFailed: 'The document templates could not be loaded.',
  templatesEmpty: 'No document templates are installed.',
  templateUpdateFailed: 'The template could not be switched. Please try again.',

  // The interview.
  groupUnknown: (groupId: string) => `This document has no question group “${groupId}”.`,
  groupHidden: 'These questions do not apply, given your earlier answers.',
  fieldUnknown: (fieldId: string) => `There is no question “${fieldId}” in this group.`,
  answersInvalid: 'Some answers need attention.',
  answersTooLong: 'These answers are too long to keep. Please shorten them.',
  required: 'Please answer this question.',
  tooShort: (min: number) => `Please write at least ${min} characters.`,
  tooLong: (max: number) => `Please write at most ${max} characters.`,
  notText: 'Please answer with text.',
  notYesNo: 'Please answer yes or no.',
  notDate: 'Please enter a real date (year, month and day).',
  notMoney: 'Please enter an amount in US dollars, for example 1,200 or 1200.50.',
  moneyTooSmall: (min: number) => `The amount must be at least ${formatMoney(min)}.`,
  moneyTooLarge: (max: number) => `The amount must be at most ${formatMoney(max)}.`,
  notEmail: 'Please enter an email address, for example name@example.com.',
  notPhone: 'Please enter a phone number: digits, with spaces, dashes, brackets or a leading + if you like.',
  notOption: 'Please choose one of the options.',
  addressLines: 'Please write the address on at most 6 lines.',
  interviewUnfinished: (groupTitle: string) => `Please answer the questions in “${groupTitle}” first.`,
  unconfirmedAnswers: (groupTitle: string) =>
    `Please check and confirm the answers we filled in for you in “${groupTitle}”.`,

  // Drafting.
  alreadyDrafting: 'This document is being drafted already.',
  tooManyDrafts: (seconds: number) =>
    `You have asked for many drafts in a short time. ${pleaseWait(seconds)}`,
  draftStageReading: 'Reading your answers',
  draftStageLaw: 'Finding the law',
  draftStageWriting: 'Writing',
  draftStageChecking: 'Checking citations',
  draftFailed: (reason: string) => `Your answers are saved, but the draft could not be written: ${reason}`,
  lawFlagNoSource:
    'This states a rule of law without a source from the legal library. Check it before you rely on it.',
  lawFlagNotHeld: (place: string) =>
    `The legal library holds no law of ${place} on this point: check the rule before you send the letter.`,

  // The editor.
  notDraftedYet: 'This document has no draft yet. Finish the questions and ask for a draft first.',
  staleBase:
    'This document was changed elsewhere (in another tab or device) since you opened it. Your text was not saved here: copy it, reload to see the latest version, and paste your changes back. Nothing has been lost.',
  versionNotFound: (n: number) => `This document has no version ${n}.`,
  // Downloads.
  exportIncomplete: (reason: string) =>
    `The letter cannot be made yet: ${reason} Go back to the questions to fill it in.`,
  restored: (n: number) => `Version ${n} was restored as a new version. Nothing was lost.`,
};
