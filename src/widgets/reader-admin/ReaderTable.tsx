import { useTranslation } from 'react-i18next';
import { Button, VisuallyHidden, type AdminReader } from '../../core';
import type { RowAction } from './RowActions';
import { Actions, Blocked, Table } from './styles';

/**
 * A page of readers, one row each with its actions. Each button names its reader for a screen
 * reader ("Edit 王小明"), since a column of "Edit" buttons says nothing on its own.
 */
export function ReaderTable({
  readers,
  busy,
  onEdit,
  onAction,
  onUnblock,
}: {
  readers: AdminReader[];
  busy: boolean;
  onEdit: (reader: AdminReader) => void;
  onAction: (reader: AdminReader, action: RowAction) => void;
  onUnblock: (reader: AdminReader) => void;
}) {
  const { t } = useTranslation('readers-admin');
  const column = (key: string) => t(`col_${key}`);
  return (
    <Table part="readers">
      <VisuallyHidden as="caption">{t('results')}</VisuallyHidden>
      <thead>
        <tr>
          {['code', 'name', 'class', 'type', 'phone', 'status', 'actions'].map((key) => (
            <th key={key} scope="col">
              {column(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {readers.map((reader) => (
          <tr key={reader.id}>
            <td data-label={column('code')}>{reader.readercode}</td>
            <td data-label={column('name')}>{reader.name}</td>
            <td data-label={column('class')}>
              {[reader.grade, reader.class].filter(Boolean).join(' · ')}
            </td>
            <td data-label={column('type')}>{t(`kind_${reader.kind}`)}</td>
            <td data-label={column('phone')}>{reader.phone ?? ''}</td>
            <td data-label={column('status')}>
              {reader.blocked ? (
                <Blocked>{t('blocked', { reason: reader.blocked })}</Blocked>
              ) : (
                t('active')
              )}
            </td>
            <td data-label={column('actions')}>
              <Actions>
                <Button
                  type="button"
                  aria-label={t('editOf', { name: reader.name })}
                  onClick={() => onEdit(reader)}
                >
                  {t('edit')}
                </Button>
                <Button
                  type="button"
                  aria-label={t('resetPasswordOf', { name: reader.name })}
                  onClick={() => onAction(reader, 'password')}
                >
                  {t('resetPassword')}
                </Button>
                {reader.kind === 'teacher' && (
                  <Button
                    type="button"
                    aria-label={t('classesTaughtOf', { name: reader.name })}
                    onClick={() => onAction(reader, 'classes')}
                  >
                    {t('classesTaught')}
                  </Button>
                )}
                {reader.blocked ? (
                  <Button
                    type="button"
                    disabled={busy}
                    aria-label={t('unblockOf', { name: reader.name })}
                    onClick={() => onUnblock(reader)}
                  >
                    {t('unblock')}
                  </Button>
                ) : (
                  <Button
                    type="button"
                    aria-label={t('blockOf', { name: reader.name })}
                    onClick={() => onAction(reader, 'block')}
                  >
                    {t('block')}
                  </Button>
                )}
              </Actions>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
