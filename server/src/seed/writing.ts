/**
 * Demo compositions and reading notes of 初二(3)班 (王芳 marks them): 李明 has a marked
 * composition with feedback, a composition returned for revision and a draft note; 陈思雨 a
 * submitted composition waiting for marking and a marked note.
 */
import type { Database } from '../db/client';
import { writing } from '../db/tables/writing';
import { OrgIds } from './content';
import { ReaderIds } from './people';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHEN_SIYU = 4;

export async function insertWritingDemo(db: Database, now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const base = { organizationId: OrgIds.ytkj };
  await db.insert(writing).values([
    {
      ...base,
      readerId: ReaderIds.ytkjStudent,
      kind: 'composition',
      title: '我的读书生活',
      body: '每天放学后，我都会去图书馆读半个小时的书。\n读书让我认识了很多有趣的人物，也让我学会了思考。',
      bookTitle: '',
      status: 'marked',
      score: 92,
      comment: '内容真实，结构清楚。结尾可以再写写读书带给你的变化。',
      markedBy: ReaderIds.ytkjTeacher,
      createdAt: daysAgo(12),
      updatedAt: daysAgo(9),
      submittedAt: daysAgo(11),
      markedAt: daysAgo(9),
    },
    {
      ...base,
      readerId: ReaderIds.ytkjStudent,
      kind: 'composition',
      title: '读《西游记》有感',
      body: '孙悟空一路降妖除魔，从不放弃。',
      bookTitle: '西游记',
      status: 'returned',
      comment: '篇幅太短，请结合具体情节再写三百字左右。',
      markedBy: ReaderIds.ytkjTeacher,
      createdAt: daysAgo(6),
      updatedAt: daysAgo(4),
      submittedAt: daysAgo(5),
      markedAt: daysAgo(4),
    },
    {
      ...base,
      readerId: ReaderIds.ytkjStudent,
      kind: 'note',
      title: '',
      body: '祥子的命运让我想到，努力之外还需要好的环境。',
      bookTitle: '骆驼祥子',
      excerpt: '他没有什么模样，使他可爱的是脸上的精神。',
      status: 'draft',
      createdAt: daysAgo(2),
      updatedAt: daysAgo(1),
    },
    {
      ...base,
      readerId: CHEN_SIYU,
      kind: 'composition',
      title: '难忘的一次借书',
      body: '那天我在图书馆找了很久，终于借到了想读的书。',
      bookTitle: '',
      status: 'submitted',
      createdAt: daysAgo(3),
      updatedAt: daysAgo(3),
      submittedAt: daysAgo(3),
    },
    {
      ...base,
      readerId: CHEN_SIYU,
      kind: 'note',
      title: '',
      body: '书中的友情让我很感动。',
      bookTitle: '夏洛的网',
      excerpt: '你一直是我的朋友，这件事本身就是一件了不起的事。',
      status: 'marked',
      score: 88,
      comment: '摘录选得好，感想可以再展开。',
      markedBy: ReaderIds.ytkjTeacher,
      createdAt: daysAgo(8),
      updatedAt: daysAgo(6),
      submittedAt: daysAgo(7),
      markedAt: daysAgo(6),
    },
  ]);
}
