import type { MessageTable } from './lang';

/** Server messages for compositions and reading notes (routes/writing.ts). */
export const writingMessages = {
  writingNotFound: { zh: '作文或读书笔记不存在', en: 'Composition or reading note not found' },
  writingLocked: {
    zh: '已提交的内容不能修改，老师退回修改后才能再编辑',
    en: 'A submitted piece cannot be changed until the teacher returns it for revision',
  },
  writingAlreadySubmitted: {
    zh: '已经提交过了，老师退回修改后才能再次提交',
    en: 'Already submitted: it can be submitted again only after the teacher returns it',
  },
  writingIncomplete: {
    zh: '请先填写标题（读书笔记填写书名）和正文再提交',
    en: 'Write a title (for a reading note, the book) and the text before submitting',
  },
  writingBookNotFound: { zh: '图书不存在', en: 'Book not found' },
  writingNotSubmitted: {
    zh: '只能批改或退回已提交的作业',
    en: 'Only a submitted piece can be marked or returned',
  },
  tooManyWritingSaves: {
    zh: '保存太频繁，请稍后再试',
    en: 'Saving too often, please try again in a moment',
  },
  tooManyWritingMarks: {
    zh: '操作太频繁，请稍后再试',
    en: 'Marking too fast, please try again in a moment',
  },
} as const satisfies MessageTable;
