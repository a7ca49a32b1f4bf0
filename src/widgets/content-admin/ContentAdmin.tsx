import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  contentInfoQuery,
  QueryStates,
  useApi,
  type CommonWidgetSettings,
  type LpEvent,
} from '../../core';
import { StaffGate } from '../../core/ui/staff';
import { Root, Status } from '../../core/ui/staff/styles';
import { InfoSection } from './InfoSection';
import { ItemEditor } from './ItemEditor';
import { ItemList, NO_FILTER, type ListFilter } from './ItemList';
import { Heading } from './styles';

/** The portal's content page: where a librarian logging in from the widget comes back to. */
const PORTAL_CONTENT = '/admin/content';

export interface ContentAdminProps extends CommonWidgetSettings {
  /** Cancelable `lp-navigate` to /login when no one is logged in. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/**
 * The library's content for its staff: the news, notices and activities (drafts, scheduled and
 * published; a rich-text body), and the introduction and reader notice. Librarians and admins.
 */
export function ContentAdmin(props: ContentAdminProps) {
  const { t } = useTranslation('content-admin');
  return (
    <StaffGate t={t} path={PORTAL_CONTENT} onNavigate={props.onNavigate}>
      <Content />
    </StaffGate>
  );
}

/** The list, or the item being edited in its place; the library's pages below. */
function Content() {
  const { t } = useTranslation('content-admin');
  const headingId = useId();
  const info = useQuery(contentInfoQuery(useApi()));
  // undefined: the list; null: a new item; a number: that item.
  const [editing, setEditing] = useState<number | null | undefined>(undefined);
  const [filter, setFilter] = useState<ListFilter>(NO_FILTER);
  const [message, setMessage] = useState('');
  const open = (id: number | null) => {
    setMessage('');
    setEditing(id);
  };
  return (
    <Root aria-labelledby={headingId} part="content-admin">
      <Heading id={headingId}>{t('heading')}</Heading>
      <Status role="status">{message}</Status>
      {editing === undefined ? (
        <ItemList filter={filter} onFilter={setFilter} onEdit={open} onNew={() => open(null)} />
      ) : (
        <ItemEditor
          key={editing ?? 'new'}
          id={editing}
          onBack={(said) => {
            setMessage(said ?? '');
            setEditing(undefined);
          }}
        />
      )}
      <QueryStates query={info} isEmpty={() => false}>
        {(data) => <InfoSection info={data} />}
      </QueryStates>
    </Root>
  );
}
