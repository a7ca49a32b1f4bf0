import type { MessageTable } from './lang';

/** Server messages of the librarian's catalogue (LibraryAdminApi/Catalogue): why a call was refused. */
export const libraryAdminCatalogueMessages = {
  catalogueCopyNotFound: {
    zh: '本馆没有这个条码的馆藏',
    en: 'No copy of this library has this barcode',
  },
  catalogueCopyOnLoan: {
    zh: '该册图书已借出（应还日期 {due}），归还后才能更改状态',
    en: 'This copy is on loan (due {due}). It can change status once it is returned',
  },
  catalogueCopyHeld: {
    zh: '该册图书正为读者预约保留在取书处，预约结束后才能更改状态',
    en: 'This copy is held on the pickup shelf for a reservation. Change it once the hold ends',
  },
  catalogueSameStatus: {
    zh: '该册图书已经是这个状态',
    en: 'This copy already has this status',
  },
  catalogueNotMissing: {
    zh: '该册图书没有丢失、破损或剔除，无需找回',
    en: 'This copy is not lost, damaged or withdrawn: there is nothing to find',
  },
  catalogueCopyGone: {
    zh: '该册图书已注销或售出，不能再更改状态',
    en: 'This copy was removed or sold: its status can no longer change',
  },
  catalogueSourceNotFound: {
    zh: '本馆没有这个套录数据源（请管理员先配置）',
    en: 'This library has no such copy-cataloguing source (an admin configures them)',
  },
  catalogueSourceFailed: {
    zh: '套录数据源没有给出可用的回答：{detail}',
    en: 'The copy-cataloguing source gave no usable answer: {detail}',
  },
  catalogueSourceAddressRefused: {
    zh: '套录数据源的地址在内部网络中，需由管理员允许后才能访问',
    en: 'The source’s address is on a private network; an admin must allow it first',
  },
  catalogueRecordNotFound: {
    zh: '数据源的检索结果中已没有这条记录，请重新检索',
    en: 'The source no longer returns this record. Search again',
  },
  catalogueRecordRefused: {
    zh: '这条记录不能编目（{detail}）',
    en: 'This record cannot be catalogued ({detail})',
  },
  catalogueBarcodeTaken: {
    zh: '条码 {detail} 已被本馆其他馆藏使用',
    en: 'Barcode {detail} is already used by another copy of this library',
  },
  catalogueBadIsbn: {
    zh: '这不是有效的 ISBN（10 位或 13 位，校验位正确）',
    en: 'This is not a valid ISBN (10 or 13 digits with a correct check digit)',
  },
  catalogueBadValue: {
    zh: '{field}的值不符合要求（{detail}）',
    en: '{field}: this value is not allowed ({detail})',
  },
  catalogueIsbnTaken: {
    zh: '本馆书目《{detail}》已使用这个 ISBN',
    en: 'This ISBN is already used by the record “{detail}”',
  },
  catalogueLocationNotFound: {
    zh: '本馆没有这个馆藏地点',
    en: 'This library has no such location',
  },
  catalogueBookNotFound: {
    zh: '本馆没有这条书目',
    en: 'This library has no such record',
  },
  catalogueFieldTitle: { zh: '题名', en: 'Title' },
  catalogueFieldAuthor: { zh: '责任者', en: 'Author' },
  catalogueFieldPublisher: { zh: '出版者', en: 'Publisher' },
  catalogueFieldYear: { zh: '出版年', en: 'Year' },
  catalogueFieldIsbn: { zh: 'ISBN', en: 'ISBN' },
  catalogueFieldCallnumber: { zh: '索书号', en: 'Call number' },
  catalogueFieldSummary: { zh: '内容简介', en: 'Summary' },
  catalogueFieldBarcode: { zh: '条码', en: 'Barcode' },
  catalogueFieldLocationid: { zh: '馆藏地点', en: 'Location' },
} as const satisfies MessageTable;
