import { useTranslation } from 'react-i18next';
import { Button, type ReaderBrief } from '../../core';
import { useReaderName } from './readerName';

/** Follow (or follow back) a reader, or unfollow one already followed; named for the reader. */
export function FollowButton({
  reader,
  onToggle,
}: {
  reader: ReaderBrief;
  onToggle: (reader: ReaderBrief) => void;
}) {
  const { t } = useTranslation('people');
  const nameOf = useReaderName();
  const name = { name: nameOf(reader) };
  if (reader.following) {
    return (
      <Button
        type="button"
        $variant="secondary"
        aria-label={t('connections.unfollowLabel', name)}
        onClick={() => onToggle(reader)}
      >
        {t('connections.unfollow')}
      </Button>
    );
  }
  return (
    <Button
      type="button"
      aria-label={t(
        reader.followsme ? 'connections.followBackLabel' : 'connections.followLabel',
        name,
      )}
      onClick={() => onToggle(reader)}
    >
      {reader.followsme ? t('connections.followBack') : t('connections.follow')}
    </Button>
  );
}
