import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { PreferencesForm } from '@/components/settings/preferences-form';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { merchantTimeZone, readPreferences } from '@/lib/desk/preferences';
import { zoneOptions } from '@/lib/desk/settings/zone-options';
import { DEFAULT_TIME_ZONE, TIME_ZONE_COOKIE, zoneFromCookie } from '@/lib/desk/time-zone';

export const metadata: Metadata = { title: 'Preferences' };

export default async function PreferencesPage() {
  const user = await requirePermission('preferences:write');
  const preferences = await readPreferences(await deskDb(), user.id);
  const browserZone = zoneFromCookie((await cookies()).get(TIME_ZONE_COOKIE)?.value);
  return (
    <>
      <PageHeader title="Preferences" description="How the desk shows itself to you. Other people keep their own." />
      <Card>
        <PreferencesForm
          zones={zoneOptions()}
          chosenTimeZone={preferences.chosenTimeZone}
          browserTimeZone={browserZone ?? `${DEFAULT_TIME_ZONE} until the browser says`}
          merchantTimeZone={await merchantTimeZone()}
          theme={preferences.theme}
        />
      </Card>
    </>
  );
}
