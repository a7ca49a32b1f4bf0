import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LibportalProvider } from '../core';
import { createFakeApi, fail } from '../test/fake-api';
import { TEST_API_BASE, withOrganization } from '../test/render';
import { setTestSession } from '../test/session';
import { DEMO_TEACHER, renderPersonal } from './layout/personal/personal-harness';
import { menuFor } from './personal-area';
import { LearningPage } from './pages/reader/LearningPage';

/** The page of a path, as the portal routes it, with the widget's calls refused. */
function renderPage(path: string) {
  const api = createFakeApi(withOrganization(() => fail(40401, 'not found', 404)));
  vi.stubGlobal('fetch', api.fetch);
  setTestSession(true);
  const router = createMemoryRouter([{ path: '*', element: <LearningPage /> }], {
    initialEntries: [path],
  });
  return render(
    <LibportalProvider apiBase={TEST_API_BASE}>
      <RouterProvider router={router} />
    </LibportalProvider>,
  );
}

describe('a student’s learning pages', () => {
  it('route /student-statistic, /student-grade and /student-category to their views', async () => {
    for (const [path, view] of [
      ['/student-statistic', 'view learning'],
      ['/student-grade', 'view learning'],
      ['/student-category', 'view category'],
    ] as const) {
      const { unmount } = renderPersonal(path);
      await screen.findByText(view);
      unmount();
    }
  });

  it('offer the statistics and grades in a student’s menu, never a teacher’s', () => {
    const pathsOf = (role: 'student' | 'teacher') =>
      menuFor(role).flatMap((entry) => entry.pages.map((page) => page.path));
    expect(pathsOf('student')).toEqual(
      expect.arrayContaining(['student-statistic', 'student-grade']),
    );
    expect(pathsOf('teacher')).not.toContain('student-grade');
    expect(pathsOf('teacher')).toContain('student-category');
  });

  it('send a teacher who opens /student-grade to the teacher home', async () => {
    const { router } = renderPersonal('/student-grade', DEMO_TEACHER);
    await screen.findByText('teacher teacher-home');
    expect(router.state.location.pathname).toBe('/teacher-home');
  });

  it('render lp-learning-statistics on /student-statistic and lp-grades on /student-grade', async () => {
    const statistics = renderPage('/student-statistic');
    await screen.findByRole('heading', { name: '我的学习统计' });
    statistics.unmount();
    renderPage('/student-grade');
    await screen.findByRole('heading', { name: '我的成绩' });
  });
});
