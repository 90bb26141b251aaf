import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton label="Loading…" titleWidth="w-64" blocks={['h-40']} />;
}
