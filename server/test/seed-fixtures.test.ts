/**
 * The demo a reader sees holds no test items: the news item carrying hostile markup (which
 * proves the portal sanitises news) is seeded only for the tests.
 */
import { describe, expect, it } from 'vitest';
import { HOSTILE_NEWS_TITLE, OrgIds, newsFor } from '../src/seed/content';

const NOW = new Date('2026-11-27T08:00:00Z');

describe('the demo news', () => {
  it('has no test item unless the tests ask for their fixtures', () => {
    for (const org of [OrgIds.ytkj, OrgIds.demo2]) {
      const demo = newsFor(org, '图书馆', NOW).map((item) => item.title);
      expect(demo).not.toContain(HOSTILE_NEWS_TITLE);
      expect(demo.some((title) => /安全提示/.test(title))).toBe(false);
      const forTests = newsFor(org, '图书馆', NOW, true).map((item) => item.title);
      expect(forTests[1]).toBe(HOSTILE_NEWS_TITLE);
      expect(forTests).toHaveLength(demo.length + 1);
    }
  });
});
