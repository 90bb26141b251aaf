/*
 * Where a draft stands with compliance review, in words, and what its maker may do with it now
 * (pure: the drafts table is a client component). Held, returned and rejected drafts stay in the
 * maker's list, so the list is where a maker learns of a return or a rejection.
 */

export type DraftReviewStatus = 'in_review' | 'approved' | 'returned' | 'rejected';

export interface DraftState {
  /** The status in words, with the reviewer's reason when there is one. */
  words: string;
  tone: 'neutral' | 'info' | 'warn' | 'bad';
  /** Open it in the composer (to go on, or to fix and resubmit). */
  resume: 'Resume' | 'Fix and resubmit' | 'Edit (a new round)' | null;
  /** Delete it for good (refused while held: it is about to be sent). */
  remove: boolean;
  /** Link to its review case. */
  review: boolean;
}

export function draftState(review?: { status: string; reason: string | null }): DraftState {
  const reason = review?.reason ? `: ${review.reason}` : '';
  switch (review?.status) {
    case 'in_review':
      return { words: 'Waiting for review', tone: 'info', resume: 'Edit (a new round)', remove: false, review: true };
    case 'approved':
      return { words: 'Approved, being sent', tone: 'info', resume: null, remove: false, review: true };
    case 'returned':
      return {
        words: `Returned to you${reason}`,
        tone: 'warn',
        resume: 'Fix and resubmit',
        remove: true,
        review: true,
      };
    case 'rejected':
      return { words: `Rejected${reason}`, tone: 'bad', resume: null, remove: true, review: true };
    default:
      return { words: 'Not submitted', tone: 'neutral', resume: 'Resume', remove: true, review: false };
  }
}
