import type { BookKind } from '../../core';

const kind = (code: string, name: string, count: number, children: BookKind[] = []) => ({
  code,
  name,
  count,
  children,
});

/** A slice of the CLC (中图法) tree with counts, as BookKind/List answers it. */
export const KINDS: BookKind[] = [
  kind('I', '文学', 4, [
    kind('I2', '中国文学', 2, [kind('I24', '小说', 2, [kind('I247', '当代作品', 1)])]),
    kind('I5', '各国文学', 2),
  ]),
  kind('K', '历史、地理', 0),
  kind('N', '自然科学总论', 1),
];
