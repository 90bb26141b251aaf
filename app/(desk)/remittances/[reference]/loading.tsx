import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the remittance…" titleWidth="w-80" blocks={['h-24', 'h-48']} />;
}
