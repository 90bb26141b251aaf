import Decimal from 'decimal.js';
import type { PaymentsApi } from '@/lib/api-client/client';
import type { DeskUser } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { auditAddress, recordAudit } from '@/lib/desk/audit/record';
import { csvResponse, csvStream, type CsvRow } from '@/lib/desk/csv';
import { DeskRouteError } from '@/lib/desk/http/desk-error';
import { deskReferences } from '@/lib/desk/remittances/record';
import { formatExportTime, zoneOffset } from '@/lib/desk/time-zone';
import { formatAmount } from '@/lib/reference/money';
import type { Statement } from '@/lib/schemas/balance';
import { kindInWords, readStatementPeriod, type StatementPeriod } from './period';

/*
 * The balance statement on the desk: the API's statement of one ledger over the person's period,
 * each movement's remittance named by the desk's own reference where the desk knows it (the ledger
 * names the API's service reference), and the check that the closing balance is the API's current
 * balance. The page shows a page of it; the CSV download streams every page.
 */

/** What the statement needs of the API client (tests pass the real client on the built-in API). */
export type StatementApi = Pick<PaymentsApi, 'getStatement' | 'getBalance' | 'listBalances'>;

/** Whether the closing balance is the API's balance now (asked only for a period that reaches now). */
export interface Reconciliation {
  currentBalance: string;
  agrees: boolean;
}

export interface StatementPage {
  statement: Statement;
  /** Service reference → the desk's reference, for the movements of this page. */
  references: Map<string, string>;
  /** Set when the period reaches now. */
  reconciliation?: Reconciliation;
}

/** One page of the statement (`cursor` from the previous one), with its links and reconciliation. */
export async function loadStatementPage(
  db: Db,
  api: StatementApi,
  period: StatementPeriod,
  cursor?: string,
): Promise<StatementPage> {
  const { currency } = period.form;
  const [statement, balance] = await Promise.all([
    api.getStatement(currency, { from: period.start, to: period.end, cursor }),
    period.endsNow ? api.getBalance(currency) : undefined,
  ]);
  const references = await deskReferences(
    db,
    statement.entries.flatMap((entry) => (entry.reference ? [entry.reference] : [])),
  );
  return {
    statement,
    references,
    reconciliation: balance && {
      currentBalance: balance.currentBalance,
      agrees: new Decimal(balance.currentBalance).equals(statement.closingBalance),
    },
  };
}

// ---------------------------------------------------------------- the CSV download

/** Every page of the period, as the API answers them. */
async function* statementPages(api: StatementApi, period: StatementPeriod): AsyncGenerator<Statement> {
  let cursor: string | undefined;
  do {
    const page = await api.getStatement(period.form.currency, {
      from: period.start,
      to: period.end,
      limit: 1000,
      cursor,
    });
    yield page;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** `Time (Europe/Berlin, +01:00)`; both offsets when the period crosses a change of clocks. */
export function timeHeader(period: Pick<StatementPeriod, 'start' | 'end'>, zone: string): string {
  const offsets = [...new Set([zoneOffset(period.start, zone), zoneOffset(new Date(period.end.getTime() - 1), zone)])];
  return `Time (${zone}, ${offsets.join(' / ')})`;
}

export const CSV_COLUMNS = ['Kind', 'Remittance', 'Service reference', 'Debit', 'Credit', 'Balance after', 'Currency'];

/**
 * The statement's rows, page by page: a header, the opening balance, every movement (amounts as
 * positive numbers in a Debit or Credit column, so no cell starts with a minus sign), the closing
 * balance. Times in the person's zone, named in the header.
 */
export async function* statementCsvRows(
  db: Db,
  api: StatementApi,
  period: StatementPeriod,
  zone: string,
): AsyncGenerator<CsvRow[]> {
  const { currency } = period.form;
  const money = (amount: string) => formatAmount(amount, currency);
  let closing: string | undefined;
  let first = true;
  for await (const page of statementPages(api, period)) {
    const rows: CsvRow[] = [];
    if (first) {
      rows.push([timeHeader(period, zone), ...CSV_COLUMNS]);
      rows.push([
        formatExportTime(period.start, zone),
        'Opening balance',
        '',
        '',
        '',
        '',
        money(page.openingBalance),
        currency,
      ]);
      first = false;
    }
    const references = await deskReferences(
      db,
      page.entries.flatMap((entry) => (entry.reference ? [entry.reference] : [])),
    );
    for (const entry of page.entries) {
      const amount = new Decimal(entry.amount);
      rows.push([
        formatExportTime(entry.at, zone),
        kindInWords(entry.kind),
        (entry.reference && references.get(entry.reference)) ?? '',
        entry.reference ?? '',
        amount.isNegative() ? money(amount.abs().toFixed()) : '',
        amount.isNegative() ? '' : money(amount.toFixed()),
        money(entry.balanceAfter),
        currency,
      ]);
    }
    closing = page.closingBalance;
    yield rows;
  }
  const closedAt = period.endsNow ? new Date() : period.end;
  yield [[formatExportTime(closedAt, zone), 'Closing balance', '', '', '', '', money(closing ?? '0'), currency]];
}

const FIELD_NAMES: Record<string, string> = { currency: 'Currency', from: 'From', to: 'To' };

/** `statement-USD-2026-11-01-to-2026-11-30.csv` */
const fileName = (period: StatementPeriod) =>
  `statement-${period.form.currency}-${period.form.from}-to-${period.form.to}.csv`;

/**
 * GET /api/desk/statement?currency=&from=&to= (days in the person's zone): the statement as a CSV
 * download, streamed a page of the API at a time. A parameter that is not understood is a 400
 * naming it (never a silently different period); the download is audited before the first byte.
 */
export async function statementCsvResponse(
  db: Db,
  api: StatementApi,
  user: DeskUser,
  request: Request,
  zone: string,
): Promise<Response> {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { balances } = await api.listBalances();
  const period = readStatementPeriod(query, { zone, now: new Date(), currencies: balances.map((b) => b.currency) });
  const [field, message] = Object.entries(period.problems)[0] ?? [];
  if (field) throw new DeskRouteError('VALIDATION_FAILED', `${FIELD_NAMES[field] ?? field}: ${message}`, field);
  if (!period.form.currency)
    throw new DeskRouteError('NOT_FOUND', 'There is no balance to make a statement of.', 'currency');
  // The first page before the audit row and the first byte: a refusal of the API is an error answer, not a broken file.
  const pages = statementCsvRows(db, api, period, zone);
  const firstPage = await pages.next();
  await recordAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: 'statement.export',
    outcome: 'ok',
    ip: auditAddress(request.headers),
    details: { currency: period.form.currency, from: period.form.from, to: period.form.to, zone },
  });
  async function* all(): AsyncGenerator<CsvRow[]> {
    if (!firstPage.done) yield firstPage.value;
    yield* pages;
  }
  return csvResponse(csvStream(all(), 'statement'), fileName(period));
}
