import type { MessageTable } from './lang';

/**
 * Server messages of the library's content (LibraryAdminApi/Content): a refused save names the
 * field the editor shows it beside.
 */
export const libraryAdminContentMessages = {
  contentFieldEmpty: { zh: '{field}不能为空', en: '{field} is empty' },
  contentFieldTooLong: {
    zh: '{field}最多 {max} 个字',
    en: '{field} is longer than {max} characters',
  },
  contentBodyTooLong: {
    zh: '正文超过 {max} KB，请删去一部分或把图片作为图片插入',
    en: 'The text is larger than {max} KB: shorten it, or insert pictures as images',
  },
  contentBadDate: {
    zh: '发布时间须是 2000 年至 2100 年之间的有效时间',
    en: 'The publish date must be a valid date between 2000 and 2100',
  },
  contentNotFound: { zh: '内容不存在或已删除', en: 'This item does not exist or was deleted' },
  contentFieldTitle: { zh: '标题', en: 'Title' },
  contentFieldBodyhtml: { zh: '正文', en: 'Text' },
  contentFieldPublishedat: { zh: '发布时间', en: 'Publish date' },
  contentFieldIntroduction: { zh: '图书馆简介', en: 'Library introduction' },
  contentFieldReadernotice: { zh: '读者须知', en: 'Reader notice' },
} satisfies MessageTable;
