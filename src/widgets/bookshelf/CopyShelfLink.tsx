import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OrganizationGate,
  copyPlaceQuery,
  isPlainLeftClick,
  useApi,
  useHrefTo,
  useNavigateTo,
  type LpEvent,
} from '../../core';
import { TextLink } from './styles';

/** The portal's virtual shelf: `?shelf=&column=` opens a column. */
export const VIRTUAL_SHELF_PATH = '/virtualShelf';

export interface CopyShelfLinkProps {
  /** The copy whose shelf to link to; nothing is shown when it stands on no shelf. */
  barcode: string;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

function PlaceLink({
  organizationid,
  barcode,
  onNavigate,
}: CopyShelfLinkProps & { organizationid: number }) {
  const { t } = useTranslation('shelves');
  const api = useApi();
  const hrefTo = useHrefTo();
  const navigateTo = useNavigateTo(onNavigate);
  const place = useQuery(copyPlaceQuery(api, organizationid, barcode));
  const asset = place.data?.list[0];
  if (!asset) return null;
  const query = { shelf: asset.shelfid, column: asset.columnid };
  const open = (event: MouseEvent) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    navigateTo(VIRTUAL_SHELF_PATH, query);
  };
  return (
    <p>
      <TextLink href={hrefTo(VIRTUAL_SHELF_PATH, query)} onClick={open} part="shelf-link">
        {t('bookshelf.viewOnShelf', { code: asset.shelfcode, position: asset.columnposition })}
      </TextLink>
    </p>
  );
}

/** A link from one copy to the shelf column it stands on, in the virtual shelf. */
export function CopyShelfLink(props: CopyShelfLinkProps) {
  const barcode = props.barcode.trim();
  if (!barcode) return null;
  return (
    <OrganizationGate>
      {(organization) => (
        <PlaceLink
          organizationid={organization.id}
          barcode={barcode}
          onNavigate={props.onNavigate}
        />
      )}
    </OrganizationGate>
  );
}
