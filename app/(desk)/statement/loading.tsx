import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the statement…" titleWidth="w-40" blocks={['h-16', 'h-24', 'h-96']} />;
}
