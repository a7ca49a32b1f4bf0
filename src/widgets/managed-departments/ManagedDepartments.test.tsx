import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LoginResult, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { DEMO_TEACHER_READER, setTestSession } from '../../test/session';
import { departmentsServer, type DepartmentsServerOptions } from './fixtures';
import { ManagedDepartments } from './ManagedDepartments';

function setup(
  options: DepartmentsServerOptions & { reader?: boolean | LoginResult; lang?: 'en' } = {},
) {
  setTestSession(options.reader ?? DEMO_TEACHER_READER);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <ManagedDepartments onNavigate={onNavigate} />,
    departmentsServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('ManagedDepartments', () => {
  it('lists the classes the library assigned the teacher, with their students', async () => {
    setup();
    const classes = within(await screen.findByRole('region', { name: /图书馆为您分配的班级/ }));
    expect(classes.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      '初二(3)班',
      '语文组',
    ]);
    // Another class of the school is not the teacher's, and is not listed.
    expect(screen.queryByText('初一(1)班')).toBeNull();
    expect(classes.getByText('2 名学生')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('您任教 2 个班级');
  });

  it('offers no way to add a class, and says the library assigns them', async () => {
    const { calls } = setup();
    await screen.findByText('初二(3)班');
    expect(
      screen.getByText(
        '任教班级由图书馆分配，您只能看到这些班级的任务、作文与统计。如需调整，请联系图书馆。',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls(ApiPath.addManagedDepartment)).toHaveLength(0);
  });

  it('tells a teacher with no class yet to ask the library', async () => {
    setup({ unassigned: true });
    const none = await screen.findByText('图书馆还没有为您分配班级。请联系图书馆。');
    expect(none.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('tells a student it is for teachers and asks nothing', async () => {
    const { calls } = setup({ reader: true });
    await screen.findByText('仅教师可以使用此功能。');
    expect(calls(ApiPath.departmentsForTeacher)).toHaveLength(0);
  });

  it('asks a logged-out visitor to log in', async () => {
    const { user, onNavigate } = setup({ reader: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/teacher-home' },
    });
  });

  it('speaks English and has no axe violations', async () => {
    setup({ lang: 'en' });
    await screen.findByText('You teach 2 classes');
    expect(screen.getByText(/The library assigns the classes you teach/)).toBeTruthy();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-managed-departments>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(DEMO_TEACHER_READER);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(departmentsServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-managed-departments api-base="${TEST_API_BASE}"></lp-managed-departments>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('语文组');
    host.remove();
  });
});
