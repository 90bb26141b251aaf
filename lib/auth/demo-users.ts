import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { account, user } from '@/lib/db/schema';
import type { Role } from './roles';

export interface DemoUser {
  role: Role;
  name: string;
  email: string;
  password: string;
}

/** One sign-in per role, sandbox mode only (never seeded in live mode). */
export const DEMO_USERS: readonly DemoUser[] = [
  { role: 'admin', name: 'Ada Admin', email: 'admin@corridor.test', password: 'corridor-admin-demo' },
  { role: 'operator', name: 'Omar Operator', email: 'operator@corridor.test', password: 'corridor-operator-demo' },
  { role: 'reviewer', name: 'Rita Reviewer', email: 'reviewer@corridor.test', password: 'corridor-reviewer-demo' },
  { role: 'viewer', name: 'Vic Viewer', email: 'viewer@corridor.test', password: 'corridor-viewer-demo' },
];

/** A second admin, so a change of the approval rules can be confirmed by another admin than its proposer. */
export const SECOND_DEMO_ADMIN: DemoUser = {
  role: 'admin',
  name: 'Ari Admin',
  email: 'admin2@corridor.test',
  password: 'corridor-admin2-demo',
};

/** The sandbox's demo sign-ins: one per role, and the second admin. */
export const SANDBOX_DEMO_USERS: readonly DemoUser[] = [...DEMO_USERS, SECOND_DEMO_ADMIN];

/** Creates the demo users that do not exist yet (as better-auth's credential accounts). */
export async function seedDemoUsers(db: Db, users: readonly DemoUser[] = DEMO_USERS): Promise<DemoUser[]> {
  const created: DemoUser[] = [];
  for (const demo of users) {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, demo.email)).limit(1);
    if (existing) continue;
    const id = randomUUID();
    const password = await hashPassword(demo.password);
    await db.transaction(async (tx) => {
      await tx.insert(user).values({ id, name: demo.name, email: demo.email, emailVerified: true, role: demo.role });
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
    });
    created.push(demo);
  }
  return created;
}
