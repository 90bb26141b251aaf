import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton label="Loading remittances…" titleWidth="w-48" blocks={['h-16', 'h-64']} />;
}
