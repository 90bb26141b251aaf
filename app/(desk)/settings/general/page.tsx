import type { Metadata } from 'next';
import { BaseCurrencyForm } from '@/components/settings/base-currency-form';
import { DefaultTimeZoneForm } from '@/components/settings/default-time-zone-form';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { readBaseCurrency, readDefaultTimeZone } from '@/lib/desk/settings/general';
import { CURRENCIES } from '@/lib/reference/currencies';
import { zoneOptions } from '@/lib/desk/settings/zone-options';

export const metadata: Metadata = { title: 'Timezone' };

export default async function GeneralSettingsPage() {
  await requirePermission('settings:manage');
  const db = await deskDb();
  const [current, baseCurrency] = await Promise.all([readDefaultTimeZone(db), readBaseCurrency(db)]);
  return (
    <>
      <PageHeader
        title="Timezone"
        description="The merchant’s default timezone. Each person may still choose their own in Preferences."
      />
      <Card>
        <DefaultTimeZoneForm zones={zoneOptions()} current={current} />
      </Card>
      <Card title="Base currency" className="mt-6">
        <BaseCurrencyForm
          currencies={CURRENCIES.map(({ code, name }) => ({ value: code, label: `${code} — ${name}` }))}
          current={baseCurrency}
        />
      </Card>
    </>
  );
}
