import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the audit trail…" titleWidth="w-40" blocks={['h-10', 'h-16', 'h-96']} />;
}
