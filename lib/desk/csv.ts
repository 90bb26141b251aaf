import { stringify } from 'csv-stringify/sync';
import { describeError } from '@/lib/db/describe-error';

/*
 * CSV downloads of the desk (the statement, the remittance list): one rule for what a cell may
 * start with, and one stream that writes pages as they are read, so an export of any length holds
 * one page in memory.
 */

/** What a cell may hold: text (escaped when a spreadsheet would run it), a number, or nothing. */
export type CsvValue = string | number | null | undefined;
export type CsvRow = readonly CsvValue[];

/**
 * Text a spreadsheet would run as a formula: starting with = + - @ (also after leading spaces, which
 * some spreadsheets skip), their full-width forms, or a tab, carriage return or line feed (OWASP,
 * CSV injection).
 */
const FORMULA_START = /^(?:[\t\r\n]|[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;

/**
 * One cell as written: text that could run as a formula gets a leading apostrophe (the spreadsheet
 * shows it as text); a finite number is written as it is (so `-12.5` given as a number stays a
 * number), anything else not finite is empty. Amounts are best given as positive decimal strings
 * (`12.50`) in debit and credit columns: they start with a digit and are never touched.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Rows as CSV text, every cell through `csvCell`; `bom` starts it with a UTF-8 BOM for spreadsheets. */
export function csvText(rows: readonly CsvRow[], options: { bom?: boolean } = {}): string {
  if (rows.length === 0) return options.bom ? '\ufeff' : '';
  return stringify(
    rows.map((row) => row.map(csvCell)),
    { bom: options.bom ?? false },
  );
}

/**
 * A CSV body written page by page: each page of rows the source yields is encoded and sent before
 * the next is read (the first page with a BOM; an empty source is a BOM alone). A failure part way
 * is logged with `label` and ends the stream with an error (the browser shows the download failed,
 * never a file that looks complete); a reader that goes away stops the source.
 */
export function csvStream(pages: AsyncIterable<readonly CsvRow[]>, label: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let first = true;
  // One page read ahead: the next query runs while this page is encoded and sent. Its failure is
  // caught where it is awaited (the no-op handler only keeps it from counting as unhandled meanwhile).
  let ahead: Promise<IteratorResult<readonly CsvRow[]>> | undefined;
  const readNext = () => {
    const next = iterator.next();
    next.catch(() => undefined);
    return next;
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await (ahead ?? readNext());
        if (next.done) {
          ahead = undefined;
          if (first) controller.enqueue(encoder.encode('\ufeff'));
          controller.close();
          return;
        }
        ahead = readNext();
        const text = csvText(next.value, { bom: first });
        first = false;
        if (text !== '') controller.enqueue(encoder.encode(text));
      } catch (error) {
        console.error(`[desk] ${label} export failed: ${describeError(error)}`);
        controller.error(new Error(`The ${label} export failed.`));
      }
    },
    async cancel() {
      await iterator.return?.(undefined);
    },
  });
}

/** A download of a CSV body: `text/csv` in UTF-8, saved as `fileName` (letters, digits, `.-_` only). */
export function csvResponse(body: ReadableStream<Uint8Array> | string, fileName: string): Response {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${safeName}"`,
    },
  });
}
