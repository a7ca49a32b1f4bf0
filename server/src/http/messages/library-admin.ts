import type { MessageTable } from './lang';

/** Server messages of the librarian's desk (LibraryAdminApi): why a scan was refused. */
export const libraryAdminMessages = {
  tooManyStaffChanges: {
    zh: '操作太频繁，请稍后再试',
    en: 'Too many changes in a short time, please wait a moment and try again',
  },
  tooManyDeskScans: {
    zh: '扫描太频繁，请稍后再试',
    en: 'Too many scans in a short time, please wait a moment and try again',
  },
  deskReaderNotFound: {
    zh: '本馆没有这个读者证号',
    en: 'No reader of this library has this card number',
  },
  deskCopyNotFound: {
    zh: '本馆没有这个条码的馆藏',
    en: 'No copy of this library has this barcode',
  },
  deskCopyNotAvailable: {
    zh: '该册图书不在架可借（已剔除、丢失、破损或暂停流通）',
    en: 'This copy is not on the shelf to lend (withdrawn, lost, damaged or out of circulation)',
  },
  deskCopyOnLoan: {
    zh: '该册图书已借出，请先办理归还',
    en: 'This copy is on loan. Return it first',
  },
  deskReservedForAnother: {
    zh: '该册图书已为其他读者预约保留，不能借给本读者',
    en: 'This copy is held for another reader’s reservation',
  },
  deskReaderBlocked: {
    zh: '读者证已停用：{reason}',
    en: 'This reader’s account is blocked: {reason}',
  },
  deskCardExpired: { zh: '借书证已过期', en: 'the library card has expired' },
  deskLoanLimit: {
    zh: '已达到借阅数量上限（最多同时借 {max} 册）',
    en: 'This reader has reached the loan limit ({max} at a time)',
  },
  deskFinesOverLimit: {
    zh: '未缴罚款 {owed, yuan}，超过 {limit, yuan}，缴清后才能借书',
    en: 'Unpaid fines of {owed, yuan} are over {limit, yuan}. They must be paid before borrowing',
  },
  deskNotOnLoan: { zh: '该册图书不在借出状态', en: 'This copy is not on loan' },
  deskRenewRefused: { zh: '不能续借：{reason}', en: 'Cannot renew: {reason}' },
  deskNothingToUndo: {
    zh: '没有可撤销的操作（只能撤销本人当天最后一次操作，且该册图书此后未再办理）',
    en: 'Nothing to undo (only your last action today, when nothing has happened to that copy since)',
  },
  deskPaymentFailed: { zh: '现金缴费未能完成', en: 'The cash payment could not be completed' },
} as const satisfies MessageTable;
