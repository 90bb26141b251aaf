'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/*
 * The uPlot canvas of the volume chart. Loaded only after the overview has hydrated (next/dynamic
 * with ssr: false in volume-chart.tsx), so uPlot is never part of any page's first load.
 * Colours come from the desk's palette as the page has resolved it (hidden swatches with Tailwind
 * classes, read with getComputedStyle), and are read again when the theme changes.
 */

export interface VolumeChartCanvasProps {
  /** Day labels, oldest first (`9 Mar`). */
  labels: readonly string[];
  /** Sent per day, as numbers for drawing only (the figures shown come from `display`). */
  values: readonly number[];
  /** Each day's amount as the desk writes it (`1,200.50 USD`), for the hover readout. */
  display: readonly string[];
}

const HEIGHT = 220;

function palette(swatches: HTMLElement) {
  const colour = (name: string) =>
    getComputedStyle(swatches.querySelector<HTMLElement>(`[data-swatch="${name}"]`)!).color;
  return { bar: colour('bar'), text: colour('text'), grid: colour('grid') };
}

export function VolumeChartCanvas(props: VolumeChartCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const swatches = useRef<HTMLDivElement>(null);
  // The page refreshes every few seconds with new (equal) arrays: redraw only when the figures change.
  const data = JSON.stringify([props.labels, props.values, props.display]);

  useEffect(() => {
    const [labels, values, display] = JSON.parse(data) as [string[], number[], string[]];
    const element = host.current;
    const swatchElement = swatches.current;
    if (!element || !swatchElement) return;
    let chart: uPlot | undefined;

    const draw = () => {
      chart?.destroy();
      const colours = palette(swatchElement);
      const font = '12px ui-sans-serif, system-ui, sans-serif';
      const axis = {
        stroke: colours.text,
        font,
        grid: { stroke: colours.grid, width: 1 },
        ticks: { stroke: colours.grid, width: 1 },
      };
      chart = new uPlot(
        {
          width: Math.max(element.clientWidth, 200),
          height: HEIGHT,
          legend: { show: true, live: true },
          cursor: { points: { show: false }, drag: { x: false, y: false } },
          scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] } },
          axes: [
            {
              ...axis,
              space: 48,
              values: (_u, splits) => splits.map((i) => labels[Math.round(i)] ?? ''),
            },
            {
              ...axis,
              size: 64,
              values: (_u, splits) =>
                splits.map((v) => new Intl.NumberFormat('en-GB', { notation: 'compact' }).format(v)),
            },
          ],
          series: [
            { label: 'Day', value: (_u, i) => (i === null ? '—' : (labels[Math.round(i)] ?? '')) },
            {
              label: 'Sent',
              stroke: colours.bar,
              fill: colours.bar,
              width: 0,
              points: { show: false },
              paths: uPlot.paths.bars!({ size: [0.7, 36], align: 0 }),
              value: (u, _v, _s, i) => (i === null || i === undefined ? '—' : (display[i] ?? '')),
            },
          ],
        },
        [labels.map((_, i) => i), values],
        element,
      );
    };

    draw();
    const resize = new ResizeObserver(() =>
      chart?.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    // The theme: the class on <html> (the person's choice) or the system's scheme.
    const themeWatch = new MutationObserver(draw);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    scheme.addEventListener('change', draw);
    return () => {
      resize.disconnect();
      themeWatch.disconnect();
      scheme.removeEventListener('change', draw);
      chart?.destroy();
    };
  }, [data]);

  return (
    <>
      <div ref={swatches} hidden>
        <span data-swatch="bar" className="text-brand-600" />
        <span data-swatch="text" className="text-slate-600" />
        <span data-swatch="grid" className="text-slate-200" />
      </div>
      <div ref={host} className="volume-chart text-slate-700" data-testid="volume-chart-canvas" />
    </>
  );
}
