import { PageSkeleton } from '@/components/ui/page-skeleton';

/** Filters and views above, the list below: roughly the page's shape while it loads. */
export default function Loading() {
  return <PageSkeleton label="Loading remittances…" titleWidth="w-48" blocks={['h-48', 'h-96']} />;
}
