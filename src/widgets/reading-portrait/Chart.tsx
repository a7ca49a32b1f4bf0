import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../../core/ui/useReducedMotion';
import { ChartBox, DataTable, Figure } from './styles';

export type ChartKind = 'columns' | 'bars' | 'doughnut';

export interface ChartProps {
  kind: ChartKind;
  title: string;
  /** The name column's heading in the table alternative. */
  labelHeading: string;
  labels: string[];
  values: number[];
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
export function Chart({ kind, title, labelHeading, labels, values }: ChartProps) {
  const { t } = useTranslation('reading-stats');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const captionId = useId();
  const reducedMotion = useReducedMotion();
  const data = JSON.stringify([labels, values]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    const [chartLabels, chartValues] = JSON.parse(data) as [string[], number[]];
    void import('./chart-runtime')
      .then(({ Chart: ChartJs }) => {
        // No 2D context (a test's DOM, a locked-down browser): the table alone tells the figures.
        if (cancelled || !canvas.getContext('2d')) return;
        const primary = themeColour(canvas, '--lp-color-primary-strong', '#2f7a6b');
        const text = themeColour(canvas, '--lp-color-text', '#1f2933');
        const doughnut = kind === 'doughnut';
        chart = new ChartJs(canvas, {
          type: doughnut ? 'doughnut' : 'bar',
          data: {
            labels: chartLabels,
            datasets: [
              {
                label: title,
                data: chartValues,
                backgroundColor: doughnut ? SLICE_COLOURS : primary,
                borderRadius: doughnut ? 0 : 4,
              },
            ],
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
        <canvas ref={canvasRef} role="img" aria-label={t('portrait.chartLabel', { title })} />
      </ChartBox>
      <details>
        <summary>{t('portrait.showTable')}</summary>
        <DataTable>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{labelHeading}</th>
              <th scope="col">{t('portrait.count')}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{values[index]}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </details>
    </Figure>
  );
}
