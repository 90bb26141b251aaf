'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { replaceScreeningList } from '@/lib/compliance/screening/list';
import { MAX_SCREENING_LIST_BYTES } from '@/lib/compliance/screening/upload';
import { config } from '@/lib/config';
import { recordAudit } from '@/lib/desk/audit';
import { deskDb } from '@/lib/desk/database';
import { ActionRefusal, protectedAction } from '@/lib/desk/protected-action';
import { textSchema } from '@/lib/schemas/fields';

const replaceScreeningListSchema = z.object({
  fileName: textSchema(200),
  csv: z
    .string()
    .min(1)
    .refine((csv) => Buffer.byteLength(csv, 'utf8') <= MAX_SCREENING_LIST_BYTES, {
      message: `must be at most ${MAX_SCREENING_LIST_BYTES / 1000} kB`,
    }),
});

/**
 * Replace the screening list in force with an uploaded CSV (admins only), whole: a file with any
 * bad row is refused with every problem named by line and column, and the old list stays. The
 * recipe audits the attempt; the new list's size goes in a `screening-list.change` row of its own.
 */
export const replaceScreeningListAction = protectedAction({
  name: 'screening-list.replace',
  permission: 'compliance:configure',
  schema: replaceScreeningListSchema,
  target: (input) => input.fileName,
  run: async ({ fileName, csv }, user) => {
    const result = await replaceScreeningList(config().dataDir, csv, { replacedBy: user.email, fileName });
    if (!result.ok) {
      const count = result.errors.length === 1 ? 'a problem' : 'these problems';
      throw new ActionRefusal(
        [`The list was not replaced: ${fileName} has ${count}. Fix them and upload it again.`, ...result.errors].join(
          '\n',
        ),
      );
    }
    const listNames = [...new Set(result.entries.map((entry) => entry.listName))];
    await recordAudit(await deskDb(), {
      actorId: user.id,
      actorRole: user.role,
      action: 'screening-list.change',
      outcome: 'ok',
      target: fileName,
      details: { entries: result.entries.length, listNames },
    });
    return { entries: result.entries.length, listNames };
  },
  then: () => revalidatePath('/settings/screening-list'),
});
