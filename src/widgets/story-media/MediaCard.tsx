import { useTranslation } from 'react-i18next';
import type { LpEvent, MediaItem } from '../../core';
import { PortalLink } from '../../core/ui/PortalLink';
import { useFileUrl } from '../../core/ui/useFileUrl';
import { formatDuration } from '../../core/ui/duration';
import { Card, CoverBox, Meta, Title } from './styles';

/** The portal's player (/player?id=). */
export const PORTAL_PLAYER = '/player';
const SIGN = { audio: '🎧', video: '🎬', album: '🖼' } as const;

/** One story, video or album: its cover, title, kind, length or photos, and the way in. */
export function MediaCard({
  item,
  onNavigate,
}: {
  item: MediaItem;
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}) {
  const { t, i18n } = useTranslation('media');
  const cover = useFileUrl(item.coverfileid);
  const date = new Date(`${item.publishedat}T00:00:00`).toLocaleDateString(
    i18n.language === 'en' ? 'en' : 'zh-CN',
    { year: 'numeric', month: 'long', day: 'numeric' },
  );
  const album = item.kind === 'album';
  return (
    <Card part="item">
      <CoverBox aria-hidden="true">
        {/* Decorative: the title says what it is; the album's photos carry their own text. */}
        {cover.url ? <img src={cover.url} alt="" /> : <span>{SIGN[item.kind]}</span>}
      </CoverBox>
      <Title>{item.title}</Title>
      <Meta>
        {t(`kind.${item.kind}`)}
        {' · '}
        {album
          ? t('list.photos', { count: item.photos })
          : t('list.duration', { time: formatDuration(item.duration ?? 0) })}
        {item.captions ? ` · ${t('list.captions')}` : null}
      </Meta>
      {item.description ? <Meta>{item.description}</Meta> : null}
      <Meta>{t('list.published', { date })}</Meta>
      <PortalLink
        path={PORTAL_PLAYER}
        query={{ id: String(item.id) }}
        onNavigate={onNavigate}
        aria-label={t(album ? 'list.viewItem' : 'list.playItem', { title: item.title })}
      >
        {t(album ? 'list.view' : 'list.play')}
      </PortalLink>
    </Card>
  );
}
