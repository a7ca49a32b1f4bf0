import type { Widen } from '../../messages';
import type zhMedia from '../zh/media';

/** English strings of the story-telling media widgets; the keys are those of zh/media.ts. */
const enMedia: Widen<typeof zhMedia> = {
  gate: {
    login: 'Log in',
    more: 'Log in to see what the library keeps for its readers too, such as activity albums.',
    readersOnly: 'This item is for the library’s readers: please log in to see it.',
  },
  list: {
    heading: 'Story time',
    kinds: 'Kind',
    kind_all: 'All',
    kind_audio: 'Story audio',
    kind_video: 'Videos',
    kind_album: 'Albums',
    empty: 'Nothing here yet.',
    pagination: 'Story time pages',
    total_one: '{{count}} item',
    total_other: '{{count}} items',
    published: 'Published {{date}}',
    duration: 'Length {{time}}',
    photos_one: '{{count}} photo',
    photos_other: '{{count}} photos',
    captions: 'Captions',
    play: 'Play',
    playItem: 'Play “{{title}}”',
    view: 'View album',
    viewItem: 'View album “{{title}}”',
  },
  kind: {
    audio: 'Audio',
    video: 'Video',
    album: 'Album',
  },
  player: {
    heading: 'Player',
    back: 'Back to the list',
    missing: 'Choose something to play.',
    notFound: 'This item does not exist or was removed.',
    fileFailed: 'The file could not be loaded; please try again later.',
    transcript: 'Transcript',
    showTranscript: 'Show transcript',
    hideTranscript: 'Hide transcript',
    noCaptions: 'This item has no captions or transcript.',
    captionsLabel: 'Chinese captions',
    loading: 'Loading…',
  },
  album: {
    gallery: 'Album “{{title}}”',
    photo: 'Photo {{index}} of {{total}}',
    previous: 'Previous photo',
    next: 'Next photo',
    thumbnails: 'All photos',
    showPhoto: 'Show photo {{index}}: {{caption}}',
    hint: 'Use the left and right arrow keys to move between photos, Home and End for the first and last.',
    empty: 'This album has no photos yet.',
  },
};

export default enMedia;
