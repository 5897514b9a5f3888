import { BookOpenText, FilePenLine, Gavel, MessagesSquare, Mic, type LucideIcon } from 'lucide-react';

/** A service card of the landing page: static data, not fetched from the server. */
export type ServiceCard = {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  detailedDescription: string;
  benefits: string[];
  image: string;
  fallbackImage: string;
  ctaText: string;
};

// Illustrations are local files: there is no network at run time and the CSP allows only same-origin images.
const FALLBACK_IMAGE = '/landing/services/fallback.svg';

/** The five advertised services, with the calls to action of the landing page. */
export const services: ServiceCard[] = [
  {
    id: 'legal-database',
    title: 'Legal Database',
    description: 'Research laws, regulations and past decisions in plain language.',
    icon: BookOpenText,
    detailedDescription:
      'Ask about the rules that apply to your situation and get clear summaries of the relevant laws, regulations and decisions, with the terms a lawyer would use explained along the way.',
    benefits: [
      'Plain-language summaries of statutes and rulings',
      'Research organised by legal area',
      'Key terms explained as you read',
      'Points to raise with a lawyer or advice centre',
    ],
    image: '/landing/services/legal-database.svg',
    fallbackImage: FALLBACK_IMAGE,
    ctaText: 'Explore Legal Database',
  },
  {
    id: 'document-generation',
    title: 'Document Generation',
    description: 'Draft and review letters, notices and agreements.',
    icon: FilePenLine,
    detailedDescription:
      'Prepare a first draft of the letter or agreement you need, or have an existing document reviewed for unclear terms, missing clauses and deadlines you should not miss.',
    benefits: [
      'Drafts of letters, notices and simple agreements',
      'Review that flags unclear or one-sided terms',
      'Deadlines and obligations picked out for you',
      'Templates for common everyday situations',
    ],
    image: '/landing/services/document-generation.svg',
    fallbackImage: FALLBACK_IMAGE,
    ctaText: 'Create Documents',
  },
  {
    id: 'legal-consultancy',
    title: 'AI Legal Consultancy',
    description: 'Talk your situation through with an AI legal assistant.',
    icon: MessagesSquare,
    detailedDescription:
      'Pick a legal area, answer a short questionnaire and talk your situation through with an assistant that answers as you go, day or night, and helps you understand your options.',
    benefits: [
      'Guided questions that get to the point',
      'Answers that stream in as they are written',
      'Your options and next steps in plain words',
      'Conversations kept private to your account',
    ],
    image: '/landing/services/legal-consultancy.svg',
    fallbackImage: FALLBACK_IMAGE,
    ctaText: 'Consult Now',
  },
  {
    id: 'voice-recording',
    title: 'Voice Recording',
    description: 'Record, transcribe and analyse conversations and statements.',
    icon: Mic,
    detailedDescription:
      'Record your account of events, a statement or a meeting while it is fresh, then get a transcript and an analysis of the legally relevant points it contains.',
    benefits: [
      'Accurate transcripts of your recordings',
      'Legally relevant facts highlighted',
      'Dates, names and amounts pulled out',
      'A clear record to build your case on',
    ],
    image: '/landing/services/voice-recording.svg',
    fallbackImage: FALLBACK_IMAGE,
    ctaText: 'Start Recording',
  },
  {
    id: 'mock-trials',
    title: 'AI Mock Trials',
    description: "Rehearse your case and see both sides' arguments.",
    icon: Gavel,
    detailedDescription:
      "Upload both sides' documents and receive an analysis of how your case might be argued: the strengths, the weak points and the questions you should be ready for.",
    benefits: [
      "Analysis of both sides' documents",
      'Strengths and weaknesses of your position',
      'Questions to prepare for in advance',
      'A report you can print or download',
    ],
    image: '/landing/services/mock-trials.svg',
    fallbackImage: FALLBACK_IMAGE,
    ctaText: 'Simulate Trial',
  },
];
