import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartBox, DataTable, Figure } from './chart-styles';
import { useReducedMotion } from './useReducedMotion';

export type ChartKind = 'columns' | 'bars' | 'doughnut';

/** One row of figures, drawn as its own colour of columns; null is a gap (nothing to show). */
export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

export interface ChartProps {
  kind: ChartKind;
  title: string;
  /** The name column's heading in the table alternative. */
  labelHeading: string;
  labels: string[];
  /** One row of figures; or `series` for several side by side (columns and bars only). */
  values?: number[];
  series?: ChartSeries[];
  /** The figures column's heading in the table alternative (default: a count). */
  valueHeading?: string;
  /** How a figure reads in the table (default: as it is). */
  formatValue?: (value: number) => string;
}

/** Colours of the doughnut's slices: the theme's, then tints that keep 3:1 against white. */
const SLICE_COLOURS = [
  '#2f7a6b',
  '#d98a1c',
  '#3d6fb6',
  '#b5476b',
  '#6b5fb5',
  '#4d8a2f',
  '#8a5a2f',
  '#5f6b73',
];

function themeColour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/**
 * One chart, drawn on a canvas by the lazily loaded chart library, with its figures as a table
 * beside it: the canvas is an image named after the chart, the table is what a screen reader
 * (or a reader who prefers numbers) reads.
 */
export function Chart({
  kind,
  title,
  labelHeading,
  labels,
  values,
  series,
  valueHeading,
  formatValue = String,
}: ChartProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const captionId = useId();
  const reducedMotion = useReducedMotion();
  const sets: ChartSeries[] = series ?? [
    { label: valueHeading ?? t('chart.count'), values: values ?? [] },
  ];
  const data = JSON.stringify([labels, sets]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    const [chartLabels, chartSets] = JSON.parse(data) as [string[], ChartSeries[]];
    void import('./chart-runtime')
      .then(({ chartLibrary }) => {
        // No 2D context (a test's DOM, a locked-down browser): the table alone tells the figures.
        if (cancelled || !canvas.getContext('2d')) return;
        const ChartJs = chartLibrary();
        const primary = themeColour(canvas, '--lp-color-primary-strong', '#2f7a6b');
        const text = themeColour(canvas, '--lp-color-text', '#1f2933');
        const doughnut = kind === 'doughnut';
        chart = new ChartJs(canvas, {
          type: doughnut ? 'doughnut' : 'bar',
          data: {
            labels: chartLabels,
            // One set keeps the chart's title as its name; several are told apart by theirs.
            datasets: chartSets.map((set, index) => ({
              label: chartSets.length === 1 ? title : set.label,
              data: set.values,
              backgroundColor: doughnut
                ? SLICE_COLOURS
                : index === 0
                  ? primary
                  : SLICE_COLOURS[index % SLICE_COLOURS.length],
              borderRadius: doughnut ? 0 : 4,
            })),
          },
          options: {
            indexAxis: kind === 'bars' ? 'y' : 'x',
            responsive: true,
            maintainAspectRatio: false,
            animation: reducedMotion ? false : undefined,
            color: text,
            scales: doughnut
              ? {}
              : {
                  x: { ticks: { color: text, precision: 0 }, grid: { display: false } },
                  y: { ticks: { color: text, precision: 0 }, beginAtZero: true },
                },
          },
        });
      })
      .catch((error: unknown) => {
        // The table below still has the figures; say why the picture is missing.
        console.warn('libportal: the chart could not be drawn', error);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [kind, title, data, reducedMotion]);

  return (
    <Figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <ChartBox $kind={kind}>
        <canvas ref={canvasRef} role="img" aria-label={t('chart.label', { title })} />
      </ChartBox>
      <details>
        <summary>{t('chart.showTable')}</summary>
        <DataTable>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              {sets.map((set) => (
                <th key={set.label} scope="col">
                  {set.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={`${index}-${label}`}>
                <th scope="row">{label}</th>
                {sets.map((set) => {
                  const value = set.values[index];
                  return (
                    <td key={set.label}>
                      {value === null || value === undefined ? t('chart.none') : formatValue(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </Figure>
  );
}
