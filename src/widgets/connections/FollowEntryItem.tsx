import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  type FollowEntry,
  type LpEvent,
  type ReaderBrief,
  useLibraryTimeZone,
} from '../../core';
import { formatDay } from '../../core/ui/day';
import { PortalLink } from '../../core/ui/PortalLink';
import { FollowButton } from './FollowButton';
import { FollowReadingPanel } from './FollowReadingPanel';
import { ReaderLine } from './ReaderLine';
import { useReaderName } from './readerName';
import { Person, Row } from './styles';

/** The portal page of a reader's public booklists (/my-booklist). */
export const BOOKLISTS_PATH = '/my-booklist';

/**
 * One reader of a follow list: follow back or unfollow; for a reader the caller follows, their
 * public booklists and, if they share it, what they are reading.
 */
export function FollowEntryItem({
  entry,
  onToggle,
  onNavigate,
}: {
  entry: FollowEntry;
  onToggle: (reader: ReaderBrief) => void;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t, i18n } = useTranslation('people');
  const timeZone = useLibraryTimeZone();
  const panelId = useId();
  const [showReading, setShowReading] = useState(false);
  const nameOf = useReaderName();
  const name = { name: nameOf(entry) };
  return (
    <Person part="person">
      <Row style={{ justifyContent: 'space-between' }}>
        <ReaderLine
          reader={entry}
          extra={t('connections.since', { date: formatDay(entry.since, i18n.language, timeZone) })}
        />
        <FollowButton reader={entry} onToggle={onToggle} />
      </Row>
      {entry.following ? (
        <>
          <Row style={{ marginTop: 6 }}>
            <PortalLink
              path={BOOKLISTS_PATH}
              query={{ reader: entry.readerid }}
              onNavigate={onNavigate}
            >
              {t('connections.booklists', name)}
            </PortalLink>
            <Button
              type="button"
              $variant="ghost"
              aria-expanded={showReading}
              aria-controls={showReading ? panelId : undefined}
              onClick={() => setShowReading(!showReading)}
            >
              {showReading ? t('connections.hideReading') : t('connections.showReading', name)}
            </Button>
          </Row>
          {showReading ? <FollowReadingPanel reader={entry} id={panelId} /> : null}
        </>
      ) : null}
    </Person>
  );
}
