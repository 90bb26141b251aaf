import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { openTestDatabase } from '@/lib/db/testing';
import { webhookSecrets } from '@/lib/db/schema';
import { signedRequest } from '@/lib/provider/webhooks/deliver';
import { receiveWebhook } from '../webhook-receiver';
import { cachedReceiverSecrets, openSealedSecret, receiverSecrets, recordRotatedSecret, sealSecret } from './secrets';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const whsec = (seed: string) => `whsec_${Buffer.from(`${seed}-0123456789abcdef`).toString('base64')}`;
const source = { envSecret: whsec('env'), authSecret: 'desk-auth-secret-for-tests' };
const HOUR = 3600_000;

let sequence = 0;
/** A message signed as the API signs it with `secrets` (several during a rotation's overlap). */
const receive = (secrets: string[], verifyWith: string[]) => {
  const { body, headers } = signedRequest(
    { id: `msg_rot_${++sequence}`, eventType: 'payment.completed', payload: { status: 'COMPLETED' } },
    secrets,
    new Date(),
  );
  return receiveWebhook(db, verifyWith, body, new Headers(headers)).then((result) => result.status);
};

test('a sealed secret opens with the same AUTH secret only, and does not show it', () => {
  const secret = whsec('sealed');
  const sealed = sealSecret(secret, source.authSecret);
  assert.equal(sealed.includes(secret), false);
  assert.equal(sealed.includes(secret.slice(6, 20)), false);
  assert.notEqual(sealSecret(secret, source.authSecret), sealed, 'a fresh IV each time');
  assert.equal(openSealedSecret(sealed, source.authSecret), secret);
  assert.throws(() => openSealedSecret(sealed, 'another-auth-secret'));
  const [version, iv, tag, data] = sealed.split('.');
  const altered = Buffer.from(data!, 'base64url');
  altered[0] = altered[0]! ^ 1;
  assert.throws(() => openSealedSecret([version, iv, tag, altered.toString('base64url')].join('.'), source.authSecret));
  assert.throws(() => openSealedSecret('not-sealed', source.authSecret));
});

test('the receiver verifies old- and new-signed messages during the overlap and refuses the old after it', async () => {
  assert.deepEqual(await receiverSecrets(db, source), [source.envSecret], 'before any rotation: the environment’s');

  const first = whsec('first');
  const overlapEnd = new Date(Date.now() + 24 * HOUR);
  await recordRotatedSecret(db, source, { endpointId: 'we_1', secret: first, createdBy: 'u1', retiresAt: overlapEnd });
  const during = await receiverSecrets(db, source);
  assert.deepEqual(during, [first, source.envSecret], 'newest first, the environment’s until the overlap ends');
  const stored = await db.select().from(webhookSecrets);
  assert.equal(stored.length, 2);
  assert.equal(JSON.stringify(stored).includes(first), false, 'stored sealed only');

  // During the overlap the API signs with both; a message signed with either alone verifies too.
  assert.equal(await receive([first, source.envSecret], during), 200);
  assert.equal(await receive([source.envSecret], during), 200);
  assert.equal(await receive([first], during), 200);
  assert.equal(await receive([whsec('forged')], during), 401);

  const afterOverlap = await receiverSecrets(db, source, new Date(overlapEnd.getTime() + 1));
  assert.deepEqual(afterOverlap, [first]);
  assert.equal(await receive([source.envSecret], afterOverlap), 401, 'the old secret is refused after the overlap');
  assert.equal(await receive([first, source.envSecret], afterOverlap), 200);

  // A second rotation within the first's overlap: the first retires at the new overlap's end and the
  // environment's at once (the API no longer signs with it either).
  const second = whsec('second');
  const secondEnd = new Date(Date.now() + HOUR);
  await recordRotatedSecret(db, source, { endpointId: 'we_1', secret: second, createdBy: 'u2', retiresAt: secondEnd });
  assert.deepEqual(await receiverSecrets(db, source), [second, first]);
  assert.deepEqual(await receiverSecrets(db, source, new Date(secondEnd.getTime() + 1)), [second]);
  assert.deepEqual(
    await receiverSecrets(db, { ...source, authSecret: 'another-auth-secret' }),
    [],
    'a secret sealed with another key verifies nothing',
  );
});

test('the receiver’s list is read once per refresh and again after it', async () => {
  let now = Date.now();
  let reads = 0;
  const counting = {
    select: (...args: Parameters<typeof db.select>) => {
      reads++;
      return db.select(...args);
    },
  } as unknown as typeof db;
  const secrets = cachedReceiverSecrets(counting, source, { refreshMs: 5_000, clock: () => now });
  const [a, b] = await Promise.all([secrets(), secrets()]);
  assert.deepEqual(a, b);
  assert.equal(reads, 1, 'concurrent callers share one read');
  now += 4_999;
  await secrets();
  assert.equal(reads, 1);
  const third = whsec('third');
  await recordRotatedSecret(db, source, {
    endpointId: 'we_1',
    secret: third,
    createdBy: 'u1',
    retiresAt: new Date(Date.now() + HOUR),
  });
  assert.equal((await secrets()).includes(third), false, 'not seen before the refresh');
  now += 1;
  assert.equal((await secrets())[0], third, 'seen after it');
  assert.equal(reads, 2);
});
