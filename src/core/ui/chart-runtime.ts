/**
 * The chart library, loaded only when a widget draws its first chart (Chart.tsx imports this
 * file dynamically): no other element's bundle carries it. Chart.js tree-shaken to the two
 * chart types the portrait draws (bars, doughnut) and the tooltip: 56 KB gzip against 177 KB
 * for ECharts' tree-shaken core with the same charts and its SVG renderer (docs/features.md).
 *
 * The parts are registered inside a function the caller runs, not at the top of this module:
 * package.json declares the sources free of side effects, so the bundler dropped a top-level
 * `Chart.register(...)` and every chart threw "category is not a registered scale".
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  LinearScale,
  Tooltip,
} from 'chart.js';

let registered = false;

/** Chart.js with exactly the controllers, scales and elements the portal's charts use. */
export function chartLibrary(): typeof Chart {
  if (!registered) {
    Chart.register(
      ArcElement,
      BarController,
      BarElement,
      CategoryScale,
      DoughnutController,
      LinearScale,
      Tooltip,
    );
    registered = true;
  }
  return Chart;
}
