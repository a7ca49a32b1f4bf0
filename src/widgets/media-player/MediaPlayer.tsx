import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  ResultCode,
  ErrorState,
  Loading,
  mediaDetailQuery,
  useApi,
  useNavigateTo,
  useOrganization,
  QueryStates,
  useSession,
  type CommonWidgetSettings,
  type LpEvent,
  type MediaDetail,
} from '../../core';
import { BookPaths, loginRedirect } from '../../core/ui/book';
import { LoginPrompt } from '../../core/ui/LoginPrompt';
import { PortalLink } from '../../core/ui/PortalLink';
import { useFileUrl } from '../../core/ui/useFileUrl';
import { Gallery } from './Gallery';
import { Heading, Meta, Stage } from './styles';
import { Transcript } from './Transcript';

export interface MediaPlayerProps extends CommonWidgetSettings {
  /** The item to play or show (an id of Media/List). */
  mediaId?: number;
  /** Cancelable `lp-navigate`: back to /storyTelling or /album; /login when logged out. */
  onNavigate?: (event: LpEvent<'lp-navigate'>) => void;
}

/** Audio or video in the browser's own player, with its captions track and transcript. */
function Playback({ item }: { item: MediaDetail }) {
  const { t } = useTranslation('media');
  const media = useFileUrl(item.fileid);
  const captions = useFileUrl(item.captionsfileid);
  if (media.failed) return <ErrorState>{t('player.fileFailed')}</ErrorState>;
  // Wait for the captions too: a <track> added after the media loaded is not always shown.
  if (!media.url || (item.captionsfileid && !captions.url && !captions.failed)) {
    return <Loading />;
  }
  const track = captions.url ? (
    <track
      kind="captions"
      src={captions.url}
      srcLang="zh"
      label={t('player.captionsLabel')}
      default
    />
  ) : null;
  const video = item.kind === 'video' || item.mime?.startsWith('video/');
  return (
    <>
      <Stage part="stage">
        {video ? (
          <video controls preload="metadata" src={media.url} aria-label={item.title} part="media">
            {track}
          </video>
        ) : (
          <audio controls preload="metadata" src={media.url} aria-label={item.title} part="media">
            {track}
          </audio>
        )}
      </Stage>
      {item.captionsfileid ? (
        <Transcript fileid={item.captionsfileid} />
      ) : (
        <Meta>{t('player.noCaptions')}</Meta>
      )}
    </>
  );
}

/**
 * One story, video or album (/player?id=): played with the browser's own controls. A
 * visitor plays what the library published and is asked to log in for the rest.
 */
export function MediaPlayer(props: MediaPlayerProps) {
  const { t } = useTranslation('media');
  const api = useApi();
  const headingId = useId();
  const session = useSession();
  const navigateTo = useNavigateTo(props.onNavigate);
  const id = Number(props.mediaId);
  const valid = Number.isInteger(id) && id > 0;
  const organization = useOrganization();
  const organizationid = organization.data?.id ?? 0;
  const item = useQuery({
    ...mediaDetailQuery(api, organizationid, id),
    enabled: valid && organizationid > 0,
  });
  // A visitor asked for an item the library keeps for its readers (the server's 403).
  const readersOnly =
    !session.isLogin && item.error instanceof ApiError && item.error.code === ResultCode.forbidden;

  let body;
  if (readersOnly) {
    body = (
      <LoginPrompt
        message={t('gate.readersOnly')}
        action={t('gate.login')}
        onLogin={() => navigateTo(BookPaths.login, loginRedirect('/player', { id: String(id) }))}
      />
    );
  } else if (!valid) body = <Meta>{t('player.missing')}</Meta>;
  else {
    const missing = item.error instanceof ApiError && item.error.code === ResultCode.notFound;
    body = (
      <QueryStates
        query={item}
        error={<ErrorState>{missing ? t('player.notFound') : item.error?.message}</ErrorState>}
        isEmpty={() => false}
      >
        {(data) => (
          <>
            <Heading id={headingId}>{data.title}</Heading>
            {data.description ? <Meta>{data.description}</Meta> : null}
            {data.kind === 'album' ? (
              <Gallery title={data.title} photos={data.photolist} />
            ) : (
              <Playback item={data} />
            )}
          </>
        )}
      </QueryStates>
    );
  }
  const album = item.data?.kind === 'album';
  return (
    <section
      aria-labelledby={item.data ? headingId : undefined}
      aria-label={item.data ? undefined : t('player.heading')}
      part="media-player"
    >
      {body}
      <p>
        <PortalLink path={album ? '/album' : '/storyTelling'} onNavigate={props.onNavigate}>
          {t('player.back')}
        </PortalLink>
      </p>
    </section>
  );
}
