import type { Metadata } from 'next';
import { DefaultTimeZoneForm } from '@/components/settings/default-time-zone-form';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { readDefaultTimeZone } from '@/lib/desk/settings/general';
import { zoneOptions } from '@/lib/desk/settings/zone-options';

export const metadata: Metadata = { title: 'Timezone' };

export default async function GeneralSettingsPage() {
  await requirePermission('settings:manage');
  const current = await readDefaultTimeZone(await deskDb());
  return (
    <>
      <PageHeader
        title="Timezone"
        description="The merchant’s default timezone. Each person may still choose their own in Preferences."
      />
      <Card>
        <DefaultTimeZoneForm zones={zoneOptions()} current={current} />
      </Card>
    </>
  );
}
