/**
 * Story-telling media for the demo: YTKJ has three story recordings (two with captions) and
 * two albums of library activities; DEMO2 has one of each, which YTKJ's readers never see.
 * The files are made by media-files.ts; fixed ids, so every seed gives the same ones.
 */
import type { MediaKind } from '../../../src/core/api/contract';
import type { Database } from '../db/client';
import { file } from '../db/schema';
import { mediaItem, mediaPhoto } from '../db/tables/media';
import { OrgIds } from './content';
import { albumPhoto, captionsVtt, toneWav } from './media-files';
import { DEFAULT_ZONE, libraryDay } from '../time';

const DAY_MS = 24 * 60 * 60 * 1000;
const fileId = (n: number) => `6f1b7c2e-0d4a-4f3e-9a51-3c9a5e0b${String(n).padStart(4, '0')}`;

/** Notes of simple tunes (Hz), half a second each. */
const C4 = 262,
  D4 = 294,
  E4 = 330,
  F4 = 349,
  G4 = 392,
  A4 = 440;
const TWINKLE = [C4, C4, G4, G4, A4, A4, G4, 0, F4, F4, E4, E4, D4, D4, C4, 0];
const SCALE = [C4, D4, E4, F4, G4, A4, G4, F4, E4, D4, C4, 0];
const NOTE_SECONDS = 0.5;

interface StorySeed {
  orgId: number;
  title: string;
  description: string;
  tune: number[];
  captions?: string[];
  daysAgo: number;
}

interface AlbumSeed {
  orgId: number;
  title: string;
  description: string;
  colours: [string, string];
  label: string;
  photos: string[];
  daysAgo: number;
}

const STORIES: StorySeed[] = [
  {
    orgId: OrgIds.ytkj,
    title: '小蝌蚪找妈妈',
    description: '语文老师讲述的经典童话，适合一、二年级同学听。',
    tune: TWINKLE,
    captions: [
      '池塘里有一群小蝌蚪。',
      '它们游来游去，寻找妈妈。',
      '鸭妈妈说：你们的妈妈有四条腿。',
      '小蝌蚪终于找到了青蛙妈妈。',
    ],
    daysAgo: 3,
  },
  {
    orgId: OrgIds.ytkj,
    title: '龟兔赛跑',
    description: '读书社团同学录制的寓言故事。',
    tune: SCALE,
    captions: [
      '兔子和乌龟比赛跑步。',
      '兔子跑得快，在树下睡着了。',
      '乌龟一步一步向前爬，最先到达终点。',
    ],
    daysAgo: 10,
  },
  {
    orgId: OrgIds.ytkj,
    title: '三只小猪',
    description: '图书馆故事会的录音（无字幕）。',
    tune: [...SCALE].reverse(),
    daysAgo: 20,
  },
  {
    orgId: OrgIds.demo2,
    title: 'DEMO2 故事会：丑小鸭',
    description: '另一所学校的故事录音。',
    tune: TWINKLE,
    captions: ['丑小鸭长大了。'],
    daysAgo: 5,
  },
];

const ALBUMS: AlbumSeed[] = [
  {
    orgId: OrgIds.ytkj,
    title: '2026 读书节',
    description: '读书节开幕式、好书交换和阅读之星颁奖。',
    colours: ['#a8dadc', '#81b29a'],
    label: 'Reading Festival',
    photos: [
      '读书节开幕式上，校长致辞',
      '同学们在操场上交换好书',
      '阅读之星颁奖',
      '图书馆里的亲子共读',
    ],
    daysAgo: 7,
  },
  {
    orgId: OrgIds.ytkj,
    title: '图书馆开放日',
    description: '新生参观图书馆，学习借书和还书。',
    colours: ['#f1faee', '#e9c46a'],
    label: 'Open Day',
    photos: ['新生在借阅台学习借书', '老师介绍图书分类', '同学们在阅览室安静读书'],
    daysAgo: 30,
  },
  {
    orgId: OrgIds.demo2,
    title: 'DEMO2 校园书市',
    description: '另一所学校的活动照片。',
    colours: ['#ffe8d6', '#cb997e'],
    label: 'Book Fair',
    photos: ['书市现场'],
    daysAgo: 4,
  },
];

/** The demo organisations' library day (they keep the default zone). */
const day = (ms: number) => libraryDay(ms, DEFAULT_ZONE);

export async function insertMediaDemo(db: Database, now: Date): Promise<void> {
  let next = 1;
  const files: (typeof file.$inferInsert)[] = [];
  const addFile = (orgId: number, filename: string, mime: string, content: Buffer) => {
    const id = fileId(next++);
    files.push({ id, organizationId: orgId, filename, mime, content });
    return id;
  };
  const items: (typeof mediaItem.$inferInsert & {
    photos?: { fileId: string; caption: string }[];
  })[] = [];
  for (const story of STORIES) {
    items.push({
      organizationId: story.orgId,
      kind: 'audio' satisfies MediaKind,
      title: story.title,
      description: story.description,
      durationSeconds: Math.round(story.tune.length * NOTE_SECONDS),
      fileId: addFile(
        story.orgId,
        `${story.title}.wav`,
        'audio/wav',
        toneWav(story.tune, NOTE_SECONDS),
      ),
      captionsFileId: story.captions
        ? addFile(
            story.orgId,
            `${story.title}.vtt`,
            'text/vtt',
            captionsVtt(story.captions, (story.tune.length * NOTE_SECONDS) / story.captions.length),
          )
        : null,
      publishedOn: day(now.getTime() - story.daysAgo * DAY_MS),
      // The library's own recordings of picture books: published for visitors.
      isPublic: true,
    });
  }
  for (const album of ALBUMS) {
    const photos = [];
    for (const [i, caption] of album.photos.entries()) {
      const image = await albumPhoto(
        `${album.label} ${i + 1}/${album.photos.length}`,
        ...album.colours,
      );
      photos.push({
        fileId: addFile(album.orgId, `${album.label}-${i + 1}.jpg`, 'image/jpeg', image),
        caption,
      });
    }
    items.push({
      organizationId: album.orgId,
      kind: 'album',
      title: album.title,
      description: album.description,
      publishedOn: day(now.getTime() - album.daysAgo * DAY_MS),
      photos,
    });
  }
  await db.insert(file).values(files);
  for (const { photos, ...item } of items) {
    const [row] = await db.insert(mediaItem).values(item).returning({ id: mediaItem.id });
    if (row && photos?.length) {
      await db
        .insert(mediaPhoto)
        .values(photos.map((photo, position) => ({ mediaItemId: row.id, position, ...photo })));
    }
  }
}
