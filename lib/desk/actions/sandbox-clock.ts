'use server';

import { revalidatePath } from 'next/cache';
import { protectedAction } from '@/lib/desk/protected-action';
import { deskSettingsSpecs } from '@/lib/desk/settings/desk-specs';

const refresh = () => revalidatePath('/settings/sandbox');

/** Sandbox: speed the service's time up or down, pause or resume it, or move it forward (admins only). */
export const changeSandboxClockAction = protectedAction({ ...deskSettingsSpecs.changeClock, then: refresh });

/** Sandbox: back to real time at real speed (a clock that ran ahead waits for real time to catch up). */
export const resetSandboxClockAction = protectedAction({ ...deskSettingsSpecs.resetClock, then: refresh });
