'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { LabelledSelect } from '@/components/ui/labelled-select';

/*
 * The sent-per-day chart, one currency at a time (amounts in different currencies do not share an
 * axis). The canvas and uPlot load after hydration (ssr: false), and only once the chart is about
 * to scroll into view: the page's first load carries neither (components/first-load.test.ts), and
 * someone who never scrolls down never fetches them. Until then, and without script, a block of
 * the chart's size holds its place; the numbers are in the table under the chart either way.
 */

const placeholder = <div className="h-[250px] animate-pulse rounded-md bg-slate-100" />;

const VolumeChartCanvas = dynamic(() => import('./volume-chart-canvas').then((m) => m.VolumeChartCanvas), {
  ssr: false,
  loading: () => placeholder,
});

/** True once the element comes within `margin` of the viewport. */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const watch = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        watch.disconnect();
      },
      { rootMargin: margin },
    );
    watch.observe(element);
    return () => watch.disconnect();
  }, [margin]);
  return { ref, near };
}

export interface VolumeSeries {
  currency: string;
  /** For drawing only. */
  values: number[];
  /** The figures as the desk writes them. */
  display: string[];
  /** What the chart shows, in one sentence, for screen readers. */
  summary: string;
}

export function VolumeChart({ labels, series }: { labels: string[]; series: VolumeSeries[] }) {
  const [currency, setCurrency] = useState(series[0]?.currency ?? '');
  const { ref, near } = useNearViewport('200px');
  const shown = series.find((s) => s.currency === currency) ?? series[0];
  if (!shown) return null;
  return (
    <div className="space-y-3">
      {series.length > 1 && (
        <LabelledSelect
          id="volume-currency"
          label="Currency"
          className="max-w-48 space-y-1"
          options={series.map((s) => ({ value: s.currency, label: s.currency }))}
          value={shown.currency}
          onChange={(event) => setCurrency(event.target.value)}
        />
      )}
      <div ref={ref} role="img" aria-label={shown.summary} data-testid="volume-chart">
        {near ? <VolumeChartCanvas labels={labels} values={shown.values} display={shown.display} /> : placeholder}
      </div>
    </div>
  );
}
