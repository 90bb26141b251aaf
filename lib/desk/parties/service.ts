import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { parties, partyRemittances, remittances, reviewCases } from '@/lib/db/schema';
import { ActionRefusal } from '@/lib/desk/action-result';
import { namesFor, searchesByName, type Viewer } from '@/lib/desk/mask';
import type { TransactionType } from '@/lib/schemas/transaction-blocks';
import { kindFor, partyFacts, type PartyRole, type SavedParty, type SavedPartyKind } from './party';
import type { SavedPartyInput } from './schema';

/*
 * Saved parties (desk.parties): create, edit, read, list and search by name, deactivate, and the
 * remittances that used each (desk.party_remittances, written once at submit). Inputs are already
 * checked with the wire's KYC schemas (schema.ts, through the action recipe); what the desk reads
 * out of the KYC (name, country, ID expiry) is derived here on every write, never typed twice.
 */

type Row = typeof parties.$inferSelect;

function toParty(row: Row): SavedParty {
  return {
    id: row.id,
    kind: row.kind,
    displayName: row.displayName,
    country: row.country,
    kyc: row.kyc,
    creditParty: (row.creditParty as SavedParty['creditParty']) ?? null,
    idExpiresOn: row.idExpiresOn,
    createdBy: row.createdBy,
    deactivatedAt: row.deactivatedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function columnsOf(input: SavedPartyInput) {
  const kyc = input.kyc as Record<string, unknown>;
  return {
    kind: input.kind,
    ...partyFacts(input.kind, kyc),
    kyc,
    creditParty: input.creditParty && input.creditParty.length > 0 ? input.creditParty : null,
  };
}

/** Saves a new party; answers it as stored. */
export async function createParty(db: DbOrTx, createdBy: string, input: SavedPartyInput): Promise<SavedParty> {
  const [row] = await db
    .insert(parties)
    .values({ id: randomUUID(), createdBy, ...columnsOf(input) })
    .returning();
  return toParty(row!);
}

/** The party, active or not; undefined when there is none. */
export async function getParty(db: DbOrTx, id: string): Promise<SavedParty | undefined> {
  const [row] = await db.select().from(parties).where(eq(parties.id, id)).limit(1);
  return row && toParty(row);
}

/**
 * Replaces the party's KYC (and credit party) with `input`. Refused when it is not found, is
 * deactivated, or would change kind (a person does not become a company). Remittances that used
 * it keep what they were sent with.
 */
export async function updateParty(db: DbOrTx, id: string, input: SavedPartyInput): Promise<SavedParty> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(parties).where(eq(parties.id, id)).for('update');
    if (!current) throw new ActionRefusal('This party was not found. It may have been removed; reload the list.');
    if (current.deactivatedAt) throw new ActionRefusal('This party is deactivated and can no longer be edited.');
    if (current.kind !== input.kind)
      throw new ActionRefusal(
        current.kind === 'business'
          ? 'This party is a company and stays one. Save the person as a new party instead.'
          : 'This party is a person and stays one. Save the company as a new party instead.',
      );
    const [row] = await tx
      .update(parties)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(parties.id, id))
      .returning();
    return toParty(row!);
  });
}

/**
 * Deactivates the party: it stays on record for the remittances that used it, but is no longer
 * offered in the composer. Deactivating twice keeps the first time.
 */
export async function deactivateParty(db: DbOrTx, id: string): Promise<SavedParty> {
  const [row] = await db
    .update(parties)
    .set({ deactivatedAt: sql`coalesce(${parties.deactivatedAt}, now())`, updatedAt: new Date() })
    .where(eq(parties.id, id))
    .returning();
  if (!row) throw new ActionRefusal('This party was not found. It may have been removed; reload the list.');
  return toParty(row);
}

/** A party as a list shows it: its name as the reader's role may see it. */
export interface PartyListItem {
  id: string;
  kind: SavedPartyKind;
  name: string;
  country: string | null;
  idExpiresOn: string | null;
  active: boolean;
  updatedAt: Date;
}

export interface PartyListQuery {
  kind?: SavedPartyKind;
  /** A name (or part of one) for roles that see names; the party's id for those that do not. */
  search?: string;
  includeInactive?: boolean;
  limit?: number;
}

/** `%` and `_` typed into a search are letters, not patterns. */
const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function listFilter(reader: Viewer, query: PartyListQuery): SQL | undefined {
  const search = query.search?.trim().slice(0, 100);
  const conditions: (SQL | undefined)[] = [
    query.kind ? eq(parties.kind, query.kind) : undefined,
    query.includeInactive ? undefined : isNull(parties.deactivatedAt),
  ];
  if (search) {
    // A role that sees names masked searches by id only: a name search would reveal the name.
    conditions.push(
      searchesByName(reader) ? ilike(parties.displayName, `%${likeEscaped(search)}%`) : eq(parties.id, search),
    );
  }
  return and(...conditions);
}

/** Parties by name (A to Z), names masked for roles without pii:read. */
export async function listParties(db: DbOrTx, reader: Viewer, query: PartyListQuery = {}): Promise<PartyListItem[]> {
  const rows = await db
    .select({
      id: parties.id,
      kind: parties.kind,
      displayName: parties.displayName,
      country: parties.country,
      idExpiresOn: parties.idExpiresOn,
      deactivatedAt: parties.deactivatedAt,
      updatedAt: parties.updatedAt,
    })
    .from(parties)
    .where(listFilter(reader, query))
    .orderBy(asc(sql`lower(${parties.displayName})`), asc(parties.id))
    .limit(Math.min(Math.max(query.limit ?? 100, 1), 500));
  const name = namesFor(reader);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: name(row.displayName),
    country: row.country,
    idExpiresOn: row.idExpiresOn,
    active: row.deactivatedAt === null,
    updatedAt: row.updatedAt,
  }));
}

/**
 * The composer's picker: active parties of one kind whose name holds `search`, most recently
 * edited first, each whole (its KYC fills the block it is picked for). Only for those who compose,
 * who see names.
 */
export async function partiesToPick(
  db: DbOrTx,
  kind: SavedPartyKind,
  search: string | undefined,
  limit = 10,
): Promise<SavedParty[]> {
  const term = search?.trim().slice(0, 100);
  const rows = await db
    .select()
    .from(parties)
    .where(
      and(
        eq(parties.kind, kind),
        isNull(parties.deactivatedAt),
        term ? ilike(parties.displayName, `%${likeEscaped(term)}%`) : undefined,
      ),
    )
    .orderBy(desc(parties.updatedAt), asc(parties.id))
    .limit(limit);
  return rows.map(toParty);
}

/** A remittance a party was used in, with where it stands. */
export interface PartyRemittance {
  reference: string;
  role: PartyRole;
  /** The remittance's status, or the review's while it is held unsent. */
  status: string;
  /** True while compliance holds it (no remittance sent yet). */
  inReview: boolean;
  type: string | null;
  amount: string | null;
  currency: string | null;
  /** When the desk recorded the use (the submit). */
  usedAt: Date;
}

/** The remittances that used the party, newest first (desk.party_remittances with the remittance or its review). */
export async function remittancesOfParty(db: DbOrTx, partyId: string, limit = 100): Promise<PartyRemittance[]> {
  const rows = await db
    .select({
      reference: partyRemittances.reference,
      role: partyRemittances.role,
      usedAt: partyRemittances.createdAt,
      status: remittances.status,
      type: remittances.type,
      amount: remittances.amount,
      currency: remittances.currency,
      caseStatus: reviewCases.status,
      caseType: reviewCases.type,
      caseAmount: reviewCases.amount,
      caseCurrency: reviewCases.currency,
    })
    .from(partyRemittances)
    .leftJoin(remittances, eq(remittances.reference, partyRemittances.reference))
    .leftJoin(reviewCases, eq(reviewCases.reference, partyRemittances.reference))
    .where(eq(partyRemittances.partyId, partyId))
    .orderBy(desc(partyRemittances.createdAt), asc(partyRemittances.reference), asc(partyRemittances.role))
    .limit(limit);
  return rows.map((row) => ({
    reference: row.reference,
    role: row.role,
    usedAt: row.usedAt,
    status: row.status ?? row.caseStatus ?? 'unknown',
    inReview: row.status === null && row.caseStatus !== null,
    type: row.type ?? row.caseType,
    amount: row.amount ?? row.caseAmount,
    currency: row.currency ?? row.caseCurrency,
  }));
}

/** The saved parties a composed remittance was started from, by side ("" or absent: none). */
export interface PickedParties {
  sender?: string;
  recipient?: string;
}

/** The picks a composer draft carries (`savedParties` of its values), read defensively. */
export function pickedPartiesOf(values: unknown): PickedParties {
  const saved = (values as { savedParties?: unknown } | null)?.savedParties;
  const side = (role: PartyRole) => {
    const id = (saved as Record<string, unknown> | null | undefined)?.[role];
    return typeof id === 'string' && id.trim() !== '' ? id.trim().slice(0, 64) : undefined;
  };
  return { sender: side('sender'), recipient: side('recipient') };
}

/**
 * Records which saved parties a submitted remittance used, once (a replayed submit adds nothing).
 * A pick is kept only when the party exists and is of the kind the type carries on that side, so a
 * person picked as sender of a p2p and left behind by a switch to b2b is not recorded.
 */
export async function recordPartyRemittances(
  db: DbOrTx,
  reference: string,
  type: TransactionType,
  picked: PickedParties,
): Promise<number> {
  const sides = (['sender', 'recipient'] as const)
    .map((role) => ({ role, id: picked[role]?.trim() ?? '' }))
    .filter((side) => side.id !== '');
  if (sides.length === 0) return 0;
  const found = await db
    .select({ id: parties.id, kind: parties.kind })
    .from(parties)
    .where(
      inArray(
        parties.id,
        sides.map((side) => side.id),
      ),
    );
  const kinds = new Map(found.map((row) => [row.id, row.kind]));
  const rows = sides
    .filter((side) => kinds.get(side.id) === kindFor(type, side.role))
    .map((side) => ({ partyId: side.id, reference, role: side.role }));
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(partyRemittances)
    .values(rows)
    .onConflictDoNothing()
    .returning({ partyId: partyRemittances.partyId });
  return inserted.length;
}
