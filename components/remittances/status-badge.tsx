import { Badge } from '@/components/ui/badge';
import { statusLabel, statusTone } from '@/lib/desk/remittances/presentation';

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={statusTone(status)}>{statusLabel(status)}</Badge>;
}
