'use server';

import { revalidatePath } from 'next/cache';
import { protectedAction } from '@/lib/desk/protected-action';
import { deskSettingsSpecs } from '@/lib/desk/settings/desk-specs';

/** Set or clear the merchant's default timezone, for whoever has not chosen their own (admins only). */
export const saveDefaultTimeZoneAction = protectedAction({
  ...deskSettingsSpecs.setTimeZone,
  then: () => revalidatePath('/', 'layout'),
});

/** Set the merchant's base currency, the approval rules' thresholds are compared in (admins only). */
export const saveBaseCurrencyAction = protectedAction({
  ...deskSettingsSpecs.setBaseCurrency,
  then: () => revalidatePath('/settings', 'layout'),
});
