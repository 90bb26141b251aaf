import { Badge } from '@/components/ui/badge';
import { statusLabel, statusTone } from '@/lib/desk/remittances/presentation';

/** The status in its tone; `label` words it otherwise (the receipt's "Paid out"). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return <Badge tone={statusTone(status)}>{label ?? statusLabel(status)}</Badge>;
}
