import type { TFunction } from 'i18next';

/** A storey as readers say it: "2 楼", "地下 1 层" (storey 0 and below are basements). */
export function floorLabel(t: TFunction, floor: number): string {
  return floor >= 1 ? t('map.floor', { level: floor }) : t('map.floorBelow', { level: 1 - floor });
}
