import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/lib/db/client';
import { engineUnderTest, openTestDatabase } from '@/lib/db/testing';
import { setAuditSecret } from '@/lib/desk/audit/chain-key';
import { recordAudit } from '@/lib/desk/audit/record';
import { verifyAuditChain } from '@/lib/desk/audit/verify';
import { databaseRoleWarning, serverRoleGrants, warnAboutDatabaseRole } from './database-role';

setAuditSecret('the AUTH_SECRET of database-role.test');
const onPostgres = engineUnderTest() === 'postgres';
const database = await openTestDatabase();
after(() => database.close());

/** The SQLSTATE of a failed statement, through drizzle's wrapping. */
async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return cause?.code ?? code;
  }
  return undefined;
}

describe('the start-up warning about the server’s PostgreSQL role', () => {
  test('names a superuser and an owner of the trail, and nothing for a role with neither', () => {
    assert.match(
      databaseRoleWarning({ name: 'postgres', superuser: true, ownsAuditTrail: true })!,
      /role "postgres" is a superuser: it can turn off the trigger/,
    );
    assert.match(
      databaseRoleWarning({ name: 'corridor_owner', superuser: false, ownsAuditTrail: true })!,
      /role "corridor_owner" owns desk.audit_events/,
    );
    assert.equal(databaseRoleWarning({ name: 'corridor_app', superuser: false, ownsAuditTrail: false }), undefined);
  });

  test(
    'fires on PostgreSQL as the superuser the tests connect as',
    { skip: !onPostgres && 'PostgreSQL only' },
    async () => {
      const logged: string[] = [];
      await warnAboutDatabaseRole(database.db, (line) => logged.push(line));
      assert.equal(logged.length, 1);
      assert.match(logged[0]!, /^\[db\] the server's PostgreSQL role "postgres" is a superuser/);
    },
  );
});

describe(
  'the server as a role without superuser rights or ownership',
  { skip: !onPostgres && 'PostgreSQL only' },
  () => {
    test('as README says: the owner migrates and grants; the server starts as the other role, appends to the trail, and cannot switch the trigger off', async () => {
      const suffix = randomBytes(4).toString('hex');
      const [owner, app, name] = [`corridor_owner_${suffix}`, `corridor_app_${suffix}`, `corridor_roles_${suffix}`];
      const admin = database.db;
      const urlAs = (role: string) => {
        const url = new URL(process.env.DATABASE_URL!);
        url.pathname = `/${name}`;
        url.username = role;
        return url.toString();
      };
      // Once, as a superuser: two roles, neither a superuser, and a database the owner owns.
      for (const statement of [
        `create role ${owner} login`,
        `create role ${app} login`,
        `create database ${name} owner ${owner}`,
      ])
        await admin.execute(sql.raw(statement));
      try {
        const asOwner = await openDatabase({ databaseUrl: urlAs(owner) });
        try {
          for (const statement of serverRoleGrants(app, owner)) await asOwner.db.execute(sql.raw(statement));
          const ownerWarning: string[] = [];
          await warnAboutDatabaseRole(asOwner.db, (line) => ownerWarning.push(line));
          assert.match(ownerWarning[0] ?? '', new RegExp(`role "${owner}" owns desk.audit_events`));
        } finally {
          await asOwner.close();
        }
        // As the server opens it: the migration step finds nothing pending and needs no DDL rights.
        const server = await openDatabase({ databaseUrl: urlAs(app) });
        try {
          const logged: string[] = [];
          await warnAboutDatabaseRole(server.db, (line) => logged.push(line));
          assert.deepEqual(logged, []);
          await recordAudit(server.db, { actorId: 'u', actorRole: 'admin', action: 'x', outcome: 'ok' });
          assert.equal((await verifyAuditChain(server.db)).ok, true);
          const refused = async (statement: string) => sqlState(server.db.execute(sql.raw(statement)));
          assert.equal(await refused('alter table desk.audit_events disable trigger all'), '42501');
          assert.equal(await refused('set session_replication_role = replica'), '42501');
          assert.equal(await refused('truncate desk.audit_events'), '42501');
          assert.equal(await refused('delete from desk.audit_events'), '42501');
        } finally {
          await server.close();
        }
      } finally {
        await admin.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.execute(sql.raw(`drop role if exists ${app}`));
        await admin.execute(sql.raw(`drop role if exists ${owner}`));
      }
    });
  },
);
