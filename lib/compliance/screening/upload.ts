/*
 * What an uploaded screening list may be, for the upload form (browser) and its server action
 * alike; no imports, so the form stays light.
 */

/**
 * The largest list file taken, in UTF-8 bytes. Server actions take bodies up to 1 MB (Next's
 * default `serverActions.bodySizeLimit`), and the file travels as an escaped string inside one.
 */
export const MAX_SCREENING_LIST_BYTES = 800_000;

/** The columns, in the order the format documents them (lib/compliance/screening/list.ts). */
export const SCREENING_LIST_HEADER = 'id,name,aliases,date_of_birth,country,list_name';
