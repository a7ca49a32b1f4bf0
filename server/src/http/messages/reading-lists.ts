import type { MessageTable } from './lang';

/** Server messages of the reader's virtual bookshelf and of browsing booklists (routes/reading-lists.ts). */
export const readingListMessages = {
  shelfTitleRequired: { zh: '请输入书名', en: 'Please enter the title' },
  shelfEntryNotFound: { zh: '书架上没有这本书', en: 'This book is not on your shelf' },
  booklistBookNotOnList: { zh: '书单中没有这本书', en: 'This book is not on the booklist' },
  booklistReaderNotFound: { zh: '读者不存在', en: 'Reader not found' },
} as const satisfies MessageTable;
