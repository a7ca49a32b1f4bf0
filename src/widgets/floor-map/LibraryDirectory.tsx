import { useTranslation } from 'react-i18next';
import { floorLabel } from './floor-label';
import type { FloorPlan } from './layout';
import { Directory } from './styles';

/**
 * What is where, in words: each room with its storey and its shelves' call-number ranges, the
 * text a reader without the 3D view (no WebGL, a screen reader) reads instead of the map.
 */
export function LibraryDirectory({
  plan,
  id,
  labelledBy,
}: {
  plan: FloorPlan;
  id?: string;
  labelledBy?: string;
}) {
  const { t } = useTranslation('floor-map');
  return (
    <Directory id={id} aria-labelledby={labelledBy} part="directory" as="ul">
      {plan.rooms.map((room) => (
        <li key={room.locationid}>
          <details>
            <summary>
              {t('map.directoryRoom', {
                room: room.name,
                floor: floorLabel(t, room.floor),
                count: room.shelves.length,
              })}
            </summary>
            <ul>
              {room.shelves.map((shelf) => (
                <li key={shelf.shelfid}>
                  {t('map.directoryShelf', {
                    code: shelf.code,
                    first: shelf.columns[0]?.firstcallnumber ?? '',
                    last: shelf.columns.at(-1)?.lastcallnumber ?? '',
                  })}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </Directory>
  );
}
