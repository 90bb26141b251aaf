import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton label="Loading the beneficiary…" titleWidth="w-72" blocks={['h-48', 'h-40', 'h-32']} />;
}
