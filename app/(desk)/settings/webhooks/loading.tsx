import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the webhook endpoints…" titleWidth="w-40" blocks={['h-16', 'h-64']} />;
}
