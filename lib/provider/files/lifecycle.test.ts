import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { files } from '@/lib/db/schema';
import type { FileStatus } from '@/lib/schemas/file';
import { createTestFile, createTestProvider, runWorkerSteps } from '../testing';
import { legalMoves, recordedMoves } from '../lifecycle/testing';
import { advanceDueFiles, markFileUploaded } from './lifecycle';
import { FILE_TRANSITIONS } from './model';

const filesDir = mkdtempSync(path.join(os.tmpdir(), 'corridor-files-lifecycle-test-'));
const provider = await createTestProvider({ filesDir });
after(async () => {
  await provider.close();
  rmSync(filesDir, { recursive: true, force: true });
});

const statusOf = async (fileId: string) =>
  (await provider.database.db.select({ status: files.status }).from(files).where(eq(files.id, fileId)))[0]?.status;

/** How each legal move is made to happen: by the upload, or by the worker (REJECTED by the magic name). */
const MOVES_BY: Record<string, { file: 'PENDING' | 'UPLOADED' | 'ACCEPTED' | 'REJECTED'; steps: number }> = {
  'PENDING→UPLOADED': { file: 'UPLOADED', steps: 0 },
  'UPLOADED→PROCESSING': { file: 'UPLOADED', steps: 1 },
  'PROCESSING→ACCEPTED': { file: 'ACCEPTED', steps: 0 },
  'PROCESSING→REJECTED': { file: 'REJECTED', steps: 0 },
};

test('every legal file move has a way to happen, each recorded once in order', async () => {
  const moves = legalMoves(FILE_TRANSITIONS).map(([from, to]) => `${from}→${to}`);
  assert.deepEqual(moves.sort(), Object.keys(MOVES_BY).sort());
  for (const move of moves) {
    const { file, steps } = MOVES_BY[move]!;
    const fileId = await createTestFile(provider, file);
    await runWorkerSteps(provider, advanceDueFiles, steps);
    const recorded = await recordedMoves(provider, 'file', fileId);
    assert.ok(recorded.includes(move), `${move} in ${recorded.join(', ')}`);
    assert.equal(new Set(recorded).size, recorded.length, 'no move recorded twice');
    assert.equal(await statusOf(fileId), move.split('→')[1]);
  }
});

test('an illegal move is refused: a file that is no longer PENDING cannot be marked UPLOADED again', async () => {
  const fileId = await createTestFile(provider, 'ACCEPTED');
  const marked = await provider.deps.db.transaction((tx) =>
    markFileUploaded(provider.deps, tx, fileId, { size: 1, sha256: '0'.repeat(64) }),
  );
  assert.equal(marked, undefined);
  assert.equal(await statusOf(fileId), 'ACCEPTED' satisfies FileStatus);
  assert.deepEqual(await recordedMoves(provider, 'file', fileId), [
    'PENDING→UPLOADED',
    'UPLOADED→PROCESSING',
    'PROCESSING→ACCEPTED',
  ]);
});

test('the worker moves each due file exactly once per step, even when two run at once', async () => {
  await runWorkerSteps(provider, advanceDueFiles, 3); // nothing left due from earlier tests
  const ids = await Promise.all([1, 2, 3].map(() => createTestFile(provider, 'UPLOADED')));
  provider.clock.advance(provider.deps.config.sandboxStepMs);
  const [first, second] = await Promise.all([advanceDueFiles(provider.deps), advanceDueFiles(provider.deps)]);
  assert.equal(first + second, 3, 'three due files, claimed once between the two workers');
  for (const id of ids)
    assert.deepEqual(await recordedMoves(provider, 'file', id), ['PENDING→UPLOADED', 'UPLOADED→PROCESSING']);
  assert.equal(await advanceDueFiles(provider.deps), 0, 'not due again before the next step');
});
