import type { MessageTable } from './lang';

/**
 * Server messages for book detail, rating service, comments, collect, recommend, and the
 * reader's booklists and quick read (routes/book-detail.ts, routes/reading.ts).
 */
export const detailMessages = {
  bookNotFound: { zh: '图书不存在', en: 'Book not found' },
  tooManyIsbns: {
    zh: '一次最多查询 {max} 个 ISBN',
    en: 'At most {max} ISBNs can be looked up at a time',
  },
  blankComment: { zh: '请输入评论内容', en: 'Please enter comment content' },
  commentTooLong: {
    zh: '评论太长，最多 {max} 个字',
    en: 'The comment is too long: at most {max} characters',
  },
  commentNotFound: { zh: '评论不存在', en: 'Comment not found' },
  commentEditNotYours: { zh: '只能修改自己的评论', en: 'You can only edit your own comments' },
  commentDeleteNotYours: {
    zh: '只能删除自己的评论',
    en: 'You can only delete your own comments',
  },
  booklistNameRequired: { zh: '请输入书单名称', en: 'Booklist name is required' },
  booklistNameTooLong: {
    zh: '书单名称太长，最多 {max} 个字',
    en: 'The booklist name is too long: at most {max} characters',
  },
  booklistNotFound: { zh: '书单不存在', en: 'Booklist not found' },
  booklistNotYours: {
    zh: '只能修改自己的书单',
    en: 'You can only change your own booklists',
  },
} as const satisfies MessageTable;
