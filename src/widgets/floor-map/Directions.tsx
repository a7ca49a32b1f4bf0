import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { floorLabel } from './floor-label';
import type { RouteStep } from './route';
import { Steps } from './styles';

/** One step of the walk in words: the same turns the map draws (route.ts). */
export function stepText(t: TFunction, step: RouteStep): string {
  switch (step.kind) {
    case 'enter':
      return t('map.stepEnter');
    case 'stairs':
      return t('map.stepStairs', {
        side: t(`map.side_${step.side}`),
        updown: t(step.floor > 1 ? 'map.up' : 'map.down'),
        floor: floorLabel(t, step.floor),
      });
    case 'corridor':
      return t('map.stepCorridor', { side: t(`map.side_${step.side}`), room: step.room });
    case 'aisle':
      return step.side === 'ahead'
        ? t('map.stepAisle', { row: step.row, code: step.code })
        : t('map.stepAisleOtherBank', {
            side: t(`map.side_${step.side}`),
            row: step.row,
            code: step.code,
          });
    case 'column': {
      const values = { position: step.position, first: step.first, last: step.last };
      return step.side === 'ahead'
        ? t('map.stepColumnHere', values)
        : t('map.stepColumn', { ...values, side: t(`map.side_${step.side}`) });
    }
    case 'callnumber':
      return t('map.stepCallNumber', { callnumber: step.callnumber });
  }
}

/** The text directions: an ordered list a screen reader reads step by step. */
export function Directions({
  steps,
  id,
  labelledBy,
}: {
  steps: RouteStep[];
  id?: string;
  labelledBy?: string;
}) {
  const { t } = useTranslation('floor-map');
  return (
    <Steps id={id} aria-labelledby={labelledBy} part="directions">
      {steps.map((step, index) => (
        <li key={index}>{stepText(t, step)}</li>
      ))}
    </Steps>
  );
}
