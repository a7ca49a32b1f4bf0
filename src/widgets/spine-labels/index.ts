export { SpineLabels } from './SpineLabels';
export type { SpineLabelsProps } from './SpineLabels';
