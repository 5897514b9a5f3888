import type {
  ReviewAmount,
  ReviewClause,
  ReviewDate,
  ReviewFinding,
  ReviewFlag,
  ReviewObligation,
  ReviewParty,
  ReviewResult,
} from '@amicus/contract/documents/review';
import type { DocumentQuoteClaim } from './document-text';

/** A finding as a writer (a model or the offline rules) gives it, before its quotation is checked. */
type Written<F extends ReviewFinding> = Omit<F, 'quote'> & { quote: DocumentQuoteClaim | null };

export type WrittenReview = {
  document: ReviewResult['document'];
  parties: Written<ReviewParty>[];
  dates: Written<ReviewDate>[];
  amounts: Written<ReviewAmount>[];
  obligations: Written<ReviewObligation>[];
  clauses: Written<ReviewClause>[];
  flags: Written<ReviewFlag>[];
  questions: Written<ReviewFinding>[];
};
