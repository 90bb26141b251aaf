/*
 * Why the payments service rejected a file, in words for the person who uploaded it: the reasons
 * the service is known to give are said plainly, anything else is shown as it came.
 */

const KNOWN: readonly { match: RegExp; words: string }[] = [
  {
    match: /file name contains "reject"/i,
    words: 'the file name contains "reject", which the test service always rejects',
  },
  { match: /not a PDF document/i, words: 'the file is not a real PDF document (it may be damaged or renamed)' },
  { match: /no longer available/i, words: 'the uploaded file could not be read back; upload it again' },
];

/** "Rejected: the file is not a real PDF document …" — the words after "Rejected: ". */
export function rejectionInWords(reason: string | null | undefined): string {
  const text = reason?.trim();
  if (!text) return 'no reason was given';
  const known = KNOWN.find((k) => k.match.test(text));
  if (known) return known.words;
  // The service's own sentence, without a leading "Rejected" (the screen already says it) or a final stop.
  const own = text.replace(/^rejected( by [^:]+)?:\s*/i, '').replace(/[.\s]+$/, '');
  return /^[A-Z][a-z]/.test(own) ? own.charAt(0).toLowerCase() + own.slice(1) : own;
}
