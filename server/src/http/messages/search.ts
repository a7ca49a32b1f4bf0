import type { MessageTable } from './lang';

/**
 * Server messages for search, categories, hot words. The advanced-query errors have their own
 * table in src/core/api/contract/advanced-query.ts (they carry a position); the facet labels here are what Book/Query/Search sends as
 * `label`, the copy statuses worded as the widgets word them (src/core/i18n/locales).
 */
export const searchMessages = {
  facetNotRecorded: { zh: '未著录', en: 'Not recorded' },
  assetType1: { zh: '图书', en: 'Book' },
  assetType2: { zh: '期刊', en: 'Journal' },
  assetType3: { zh: '合订本', en: 'Bound journal' },
  copyStatus2: { zh: '借出', en: 'On loan' },
  copyStatus3: { zh: '在馆', en: 'In library' },
  copyStatus4: { zh: '预借', en: 'Pre-borrowed' },
  copyStatus5: { zh: '遗失', en: 'Lost' },
  copyStatus6: { zh: '异常借出', en: 'Abnormally lent' },
  copyStatus7: { zh: '剔除', en: 'Weeded' },
  copyStatus8: { zh: '破损', en: 'Damaged' },
  copyStatus9: { zh: '下架', en: 'Removed' },
  copyStatus10: { zh: '售出', en: 'Sold' },
} as const satisfies MessageTable;
