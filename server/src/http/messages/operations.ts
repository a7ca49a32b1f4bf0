import type { MessageTable } from './lang';

/** What the operator's endpoints answer: health, metrics, the demo's SMS outbox. */
export const operationsMessages = {
  unhealthy: {
    zh: '服务暂不可用：{failing}',
    en: 'Service unavailable: {failing}',
  },
  onlyFromThisMachine: {
    zh: '只能从服务器本机访问',
    en: 'Only available from the server itself',
  },
} as const satisfies MessageTable;
