import type { MessageTable } from './lang';

/** Server messages for pre-borrow. */
export const preborrowMessages = {
  // A reservation needs a pick-up site (missing, unknown or another library's site).
  preborrowSiteRequired: { zh: '请选择取书地点', en: 'Please choose a pick-up site' },
  preborrowBookNotFound: { zh: '本馆没有这本书', en: 'This library has no such book' },
  preborrowNotReservable: {
    zh: '本馆没有这本书的可预借馆藏',
    en: 'This library holds no copy of this book that can be reserved',
  },
  preborrowDuplicate: {
    zh: '您已预约过这本书，请勿重复预约',
    en: 'You have already reserved this book',
  },
  preborrowOnLoan: {
    zh: '这本书您已借在手中，无需预借；归还后可再预借',
    en: 'You already have this book on loan, so it cannot be reserved; reserve it again after you return it',
  },
  preborrowLimit: {
    zh: '预约数量已达上限：最多同时预约 {max} 本（排队中、未到馆和已到馆的预约都计算在内）',
    en: 'You have reached your reservation limit: at most {max} at a time (waiting, not yet arrived and arrived reservations all count)',
  },
  preborrowNoCopy: {
    zh: '该书暂无在馆可借的副本，您可以加入排队等候',
    en: 'No copy of this book is available right now. You can join the queue',
  },
  preborrowLastCopyTaken: {
    zh: '最后一本刚刚被其他读者预约，您可以加入排队等候',
    en: 'The last copy was just reserved by another reader. You can join the queue',
  },
  preborrowNotFound: { zh: '预约记录不存在', en: 'No such reservation' },
  // Cancelling a reservation says so: "Reservation has been cancelled".
  preborrowCancelled: { zh: '预约已取消', en: 'Reservation has been cancelled' },
  preborrowAlreadyCancelled: {
    zh: '该预约已取消，无需重复取消',
    en: 'This reservation has already been cancelled',
  },
  preborrowAlreadyExpired: {
    zh: '该预约已过期，无需取消',
    en: 'This reservation has already expired',
  },
  preborrowAlreadyBorrowed: {
    zh: '该预约的图书已借出，无法取消',
    en: 'The reserved book has already been borrowed',
  },
  preborrowNoLocation: { zh: '未登记馆藏地', en: 'No location recorded' },
} as const satisfies MessageTable;
