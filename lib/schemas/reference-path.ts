/*
 * References in paths (issue 26, item 9): the one place a reference becomes a path segment and a
 * segment becomes the reference again. The API takes any printable ASCII in a reference, so one
 * may hold every character a path, a query or a fragment treats specially (" # $ % & + , / : ; <
 * = > ? @ [ \ ] ^ ` { | }).
 *
 * - The desk's own pages and routes (/remittances/…, /review/…, /api/desk/remittances/…) carry a
 *   reference as a segment of unreserved characters only: letters, digits, `-`, `_` and `.` stay,
 *   every other byte of its UTF-8 is `~` and two hex digits (`A/B` → `A~2FB`). Percent-encoding is
 *   not enough there: Next hands a page its segment sometimes percent-decoded and sometimes not,
 *   and a reference holding `#`, `?`, `&`, `+`, `;`, `=`, `"`, `>`, `\` or `}` opened "Remittance
 *   not found". A segment without `%` reads the same either way.
 * - The API's paths (/api/v1/transactions/{reference}, /eig) are the interface's: percent-encoded
 *   (encodeURIComponent), which its router decodes.
 */

const KEPT = /^[A-Za-z0-9_.-]$/;
const ESCAPED = /(?:~[0-9A-Fa-f]{2})+/g;

/** The reference as one segment of a desk path, of unreserved characters only. */
export function deskReferenceSegment(reference: string): string {
  // A segment of dots alone would be read as "this" or "the parent" folder.
  if (/^\.{1,2}$/.test(reference)) return reference.replace(/\./g, '~2E');
  let segment = '';
  for (const char of reference) {
    if (KEPT.test(char)) segment += char;
    else
      for (const byte of new TextEncoder().encode(char))
        segment += `~${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return segment;
}

/**
 * The reference a desk page's or route's `[reference]` segment names: undoes the `~` escapes of
 * deskReferenceSegment. The desk's own segments hold no `%`; one that does comes from a
 * percent-encoded link (another tool's), which Next hands to a page still encoded (and to a route
 * decoded): it is decoded first.
 */
export function referenceFromParam(param: string): string {
  let segment = param;
  if (param.includes('%'))
    try {
      segment = decodeURIComponent(param);
    } catch {
      // Not percent-encoding after all: the segment as it came.
    }
  return segment.replace(ESCAPED, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(run.slice(i * 3 + 1, i * 3 + 3), 16);
    return new TextDecoder().decode(bytes);
  });
}

/** A remittance's page on the desk, or its receipt. */
export const remittancePath = (reference: string, page?: 'receipt') =>
  `/remittances/${deskReferenceSegment(reference)}${page ? `/${page}` : ''}`;

/** A remittance's review case, or its compliance dossier. */
export const reviewPath = (reference: string, page?: 'dossier') =>
  `/review/${deskReferenceSegment(reference)}${page ? `/${page}` : ''}`;

/** A desk route about one remittance: its live status, or its messages, planned outcome or dossier. */
export const deskRemittanceRoute = (reference: string, about?: 'exchanges' | 'planned-outcome' | 'dossier') =>
  `/api/desk/remittances/${deskReferenceSegment(reference)}${about ? `/${about}` : ''}`;

/** The reference as one segment of an API path (/api/v1, /eig): percent-encoded. */
export const apiReferenceSegment = (reference: string) => encodeURIComponent(reference);
