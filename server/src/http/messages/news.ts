import type { MessageTable } from './lang';

/** Server messages for news and the library's information pages, and those pages' titles (also the AI librarian's facts). */
export const newsMessages = {
  newsNotFound: { zh: '内容不存在', en: 'Not found' },
  // Titles of the library information pages (OPACInfos) and of the AI librarian's facts.
  infoIntroduction: { zh: '图书馆简介', en: 'Library introduction' },
  infoReaderNotice: { zh: '读者须知', en: 'Reader notice' },
  infoOpeningHours: { zh: '开放时间', en: 'Opening hours' },
  infoAddress: { zh: '地址', en: 'Address' },
  infoServicePhone: { zh: '客服电话', en: 'Customer service phone' },
} as const satisfies MessageTable;
