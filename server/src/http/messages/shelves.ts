import type { MessageTable } from './lang';

/** Server messages of the shelves and the collection overview. */
export const shelvesMessages = {
  // Another organisation's shelf, column or location answers like a missing one.
  shelfNotFound: { zh: '没有找到这个书架', en: 'No such bookshelf' },
  shelfColumnNotFound: { zh: '没有找到这一列书架', en: 'No such shelf column' },
  locationNotFound: { zh: '没有找到这个馆藏地点', en: 'No such library location' },
  shelfAssetsTarget: {
    zh: '请指定书架列、条码或图书',
    en: 'Name a shelf column, a barcode or a book',
  },
} satisfies MessageTable;
