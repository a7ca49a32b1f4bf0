import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  catalogueCopyStatus,
  CopyStatus,
  useApiMutation,
  useLibraryTimeZone,
  type CatalogueCopy,
  type CopyStatusChange,
} from '../../core';
import { formatDay } from '../../core/ui/day';
import { Actions, Live } from './styles';

/** The changes a copy in each status can take (the server decides; this only offers them). */
function changesFor(status: number): CopyStatusChange[] {
  switch (status) {
    case CopyStatus.inLibrary:
      return ['withdraw', 'lost', 'damaged'];
    case CopyStatus.lost:
      return ['found', 'withdraw', 'damaged'];
    case CopyStatus.damaged:
      return ['found', 'withdraw', 'lost'];
    case CopyStatus.weeded:
      return ['found'];
    default:
      return [];
  }
}

/**
 * One copy: its status, and its status changes, each asked to confirm (a withdrawal takes the
 * copy off the lendable ones); a refusal is said in the row, beside the copy it concerns.
 */
export function CopyRow({ copy }: { copy: CatalogueCopy }) {
  const { t, i18n } = useTranslation('catalogue');
  const zone = useLibraryTimeZone();
  const change = useApiMutation(catalogueCopyStatus);
  const [asked, setAsked] = useState<CopyStatusChange | null>(null);
  const [said, setSaid] = useState('');
  const status = t(`status_${copy.status}`, { defaultValue: String(copy.status) });
  const confirm = async (to: CopyStatusChange) => {
    const result = await change.run({ barcode: copy.barcode, status: to });
    setAsked(null);
    if (result) setSaid(result.ok ? t('changed', { barcode: copy.barcode }) : result.msg);
  };
  return (
    <tr>
      <td>{copy.barcode}</td>
      <td>{copy.callnumber ?? ''}</td>
      <td>{copy.location ?? ''}</td>
      <td>
        {status}
        {copy.duetime && ` · ${t('due', { day: formatDay(copy.duetime, i18n.language, zone) })}`}
      </td>
      <td>
        {asked ? (
          <Actions role="group" aria-label={t('confirmGroup', { barcode: copy.barcode })}>
            <span>{t(`confirm_${asked}`, { barcode: copy.barcode })}</span>
            <Button
              type="button"
              $variant="primary"
              disabled={change.isPending}
              onClick={() => void confirm(asked)}
            >
              {t('yes')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setAsked(null)}>
              {t('no')}
            </Button>
          </Actions>
        ) : (
          <Actions>
            {changesFor(copy.status).map((to) => (
              <Button
                key={to}
                type="button"
                $variant="secondary"
                aria-label={t(`action_${to}_label`, { barcode: copy.barcode })}
                onClick={() => setAsked(to)}
              >
                {t(`action_${to}`)}
              </Button>
            ))}
          </Actions>
        )}
        <Live role="status">{said}</Live>
      </td>
    </tr>
  );
}
