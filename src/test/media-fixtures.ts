import { ApiPath, type MediaDetail, type MediaItem, type MediaKind } from '../core';
import { fail, ok, type FakeHandler } from './fake-api';

/** Whatever API base the caller uses (tests, Storybook): the path from the API's own prefix. */
const API_BASE = /^.*?(?=\/(?:LibraryReaderApi|FileApi)\/)/;

const item = (
  id: number,
  kind: MediaKind,
  title: string,
  extra: Partial<MediaItem> = {},
): MediaItem => ({
  id,
  kind,
  title,
  description: '',
  duration: kind === 'album' ? null : 8,
  coverfileid: null,
  photos: 0,
  publishedat: `2026-05-${String(30 - id).padStart(2, '0')}`,
  captions: false,
  ...extra,
});

export const MEDIA: MediaItem[] = [
  item(1, 'audio', '小蝌蚪找妈妈', { captions: true, description: '<b>经典</b>童话' }),
  item(2, 'album', '2026 读书节', { photos: 3, coverfileid: 'photo-1' }),
  item(3, 'audio', '龟兔赛跑', { duration: 75 }),
  item(4, 'video', '图书馆里的一天', { duration: 3671 }),
];

export const PHOTOS = [
  { fileid: 'photo-1', caption: '读书节开幕式上，校长致辞' },
  { fileid: 'photo-2', caption: '同学们在操场上交换好书' },
  { fileid: 'photo-3', caption: '阅读之星颁奖' },
];

export const CAPTIONS =
  'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.000\n池塘里有一群小蝌蚪。\n\n2\n00:00:02.000 --> 00:00:04.000\n<v 旁白>它们游来游去</v>\n';

const detailOf = (media: MediaItem): MediaDetail => ({
  ...media,
  fileid: media.kind === 'album' ? null : `file-${media.id}`,
  mime: media.kind === 'album' ? null : media.kind === 'video' ? 'video/webm' : 'audio/wav',
  captionsfileid: media.captions ? `captions-${media.id}` : null,
  photolist: media.kind === 'album' ? PHOTOS : [],
});

export interface MediaServerOptions {
  empty?: boolean;
  fails?: boolean;
}

/** The library published its audio and video; its album stays with its readers. */
const published = (media: MediaItem) => media.kind !== 'album';

/**
 * Media/List (kind, paging), Media/Detail and the files they name, as the server answers a
 * reader (a token) or a visitor (the published items only, 403 for the others).
 */
export function mediaServer(options: MediaServerOptions = {}): FakeHandler {
  return (request) => {
    const reader = request.headers.has('authorization');
    if (options.fails) return fail(20102, '', 500);
    const path = request.path.replace(API_BASE, '');
    const body = request.body ?? {};
    if (path === ApiPath.mediaList) {
      const all = (options.empty ? [] : MEDIA).filter((media) => reader || published(media));
      const list = body.kind ? all.filter((media) => media.kind === body.kind) : all;
      const index = Number(body.index ?? 1);
      const size = Number(body.pagesize ?? 12);
      return ok({
        total: list.length,
        index,
        pagesize: size,
        list: list.slice((index - 1) * size, index * size),
      });
    }
    if (path === ApiPath.mediaDetail) {
      const found = MEDIA.find((media) => media.id === body.id);
      if (found && !reader && !published(found)) {
        return fail(40301, '这项内容仅对本馆读者开放，请登录后查看', 403);
      }
      return found ? ok(detailOf(found)) : fail(40401, '内容不存在或已下架', 404);
    }
    if (path === ApiPath.fileDownload) {
      const fileid = request.query.get('fileid') ?? '';
      return { body: fileid.startsWith('captions-') ? CAPTIONS : `bytes of ${fileid}` };
    }
    return fail(40401, 'not found', 404);
  };
}
