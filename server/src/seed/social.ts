/**
 * Reader activity around books for the demo: comments (one anonymous), a booklist and a
 * recommendation to the library, all in YTKJ on its Chinese titles.
 */
import type { Database } from '../db/client';
import { bookComment, bookRecommendation, readerBookList, readerBookListItem } from '../db/schema';
import type { BookRow } from './catalogue';
import { OrgIds } from './content';
import { ReaderIds } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;
/** 20230002 and 20230003 of YTKJ (people.ts). */
const YTKJ_STUDENT_2 = 4;
const YTKJ_STUDENT_3 = 5;
const YTKJ_STUDENT_4 = 6;

interface CommentPlan {
  title: string;
  readerId: number;
  daysAgo: number;
  content: string;
  anonymous?: boolean;
}

export const socialComments: CommentPlan[] = [
  {
    title: '西游记',
    readerId: ReaderIds.ytkjStudent,
    daysAgo: 30,
    content:
      '暑假读完了，最喜欢“三打白骨精”那一回。孙悟空一次次被师父误会，还是坚持保护他，看得人又气又感动。',
  },
  {
    title: '西游记',
    readerId: YTKJ_STUDENT_2,
    daysAgo: 12,
    anonymous: true,
    content: '原著比电视剧有意思多了。很多妖怪背后都有神仙撑腰，小时候没看懂，现在才读出味道来。',
  },
  {
    title: '三体',
    readerId: ReaderIds.ytkjTeacher,
    daysAgo: 20,
    content: '推荐给喜欢科幻的同学。第一部开头节奏稍慢，坚持读下去，后面两部会让你大开眼界。',
  },
  {
    title: '骆驼祥子',
    readerId: YTKJ_STUDENT_3,
    daysAgo: 8,
    content: '祥子从满怀希望到一点点被生活压垮，读完心里很沉重。老舍笔下的老北京话特别有味道。',
  },
  {
    title: '活着',
    readerId: ReaderIds.ytkjStudent,
    daysAgo: 3,
    content: '福贵失去了一个又一个亲人，却还是好好地活了下来。书不厚，后劲很大。',
  },
  {
    title: '朝花夕拾',
    readerId: YTKJ_STUDENT_4,
    daysAgo: 5,
    content: '《从百草园到三味书屋》课本里学过，读完整本书才知道鲁迅的童年这么有趣。',
  },
];

export const socialBooklist = {
  readerId: ReaderIds.ytkjStudent,
  name: '寒假阅读计划',
  description: '语文老师推荐的书，寒假里慢慢读。',
  titles: ['红楼梦', '平凡的世界'],
};

export const socialRecommendation = {
  readerId: ReaderIds.ytkjStudent,
  title: '三体Ⅱ：黑暗森林',
  reason: '同学们都在排队借，馆里只有几本，希望能多采购几册。',
};

export async function insertSocialData(db: Database, books: BookRow[], now: Date) {
  const bookId = (title: string) => {
    const row = books.find((b) => b.organizationId === OrgIds.ytkj && b.title === title);
    if (!row) throw new Error(`seed: no YTKJ book ${title}`);
    return row.id;
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  await db.insert(bookComment).values(
    socialComments.map((plan) => ({
      organizationId: OrgIds.ytkj,
      bookId: bookId(plan.title),
      readerId: plan.readerId,
      content: plan.content,
      anonymous: plan.anonymous ?? false,
      createdAt: ago(plan.daysAgo),
      updatedAt: ago(plan.daysAgo),
    })),
  );

  const [list] = await db
    .insert(readerBookList)
    .values({
      readerId: socialBooklist.readerId,
      name: socialBooklist.name,
      description: socialBooklist.description,
      createdAt: ago(10),
    })
    .returning({ id: readerBookList.id });
  if (!list) throw new Error('seed: booklist insert returned nothing');
  await db
    .insert(readerBookListItem)
    .values(socialBooklist.titles.map((title) => ({ listId: list.id, bookId: bookId(title) })));

  await db.insert(bookRecommendation).values({
    organizationId: OrgIds.ytkj,
    readerId: socialRecommendation.readerId,
    bookId: bookId(socialRecommendation.title),
    reason: socialRecommendation.reason,
    createdAt: ago(6),
  });
}
