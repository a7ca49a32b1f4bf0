import { describe, expect, it } from 'vitest';
import { teacherMenu, teacherPageAt } from './teacher-area';

describe('the teacher area’s statistics pages', () => {
  it('offers /statistics in the menu after My Collect, and keeps /class-statistic hidden', () => {
    const paths = teacherMenu().map((page) => page.path);
    expect(paths).toContain('statistics');
    expect(paths.indexOf('statistics')).toBeGreaterThan(paths.indexOf('teacher-collect'));
    expect(teacherPageAt('/statistics')?.label).toBe('teacher.menuStatistics');
    expect(teacherPageAt('/class-statistic')).toMatchObject({
      hidden: true,
      title: 'routes.classStatistic',
    });
    expect(paths).not.toContain('class-statistic');
  });

  it('loads lp-class-statistics on both pages', async () => {
    for (const path of ['/statistics', '/class-statistic']) {
      const page = teacherPageAt(path);
      const loaded = await (page?.page as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component).toBe('function');
    }
  });
});
