import { useSearchParams } from 'react-router';
import { MediaPlayer } from '../../../widgets/media-player';
import { StoryMedia } from '../../../widgets/story-media';
import { PageFrame } from '../../components/PageFrame';
import { usePersonalView } from './use-personal-view';

/**
 * /storyTelling (every story, video and album), /album (the albums first) and /player?id=
 * (one of them played or shown).
 */
export function MediaPage() {
  const { view, title } = usePersonalView('media');
  const [params] = useSearchParams();
  const show = view?.show ?? 'all';
  return (
    <PageFrame title={title}>
      {show === 'player' ? (
        <MediaPlayer mediaId={Number(params.get('id') ?? '') || undefined} />
      ) : (
        // Keyed: going from /storyTelling to /album starts on the albums again.
        <StoryMedia key={show} kind={show} heading={title} />
      )}
    </PageFrame>
  );
}
