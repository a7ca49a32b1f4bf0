import { screen, waitFor, within } from '@testing-library/react';
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

const box = (name: string) =>
  screen.findByRole('checkbox', { name: new RegExp(name.replace(/[()]/g, '\\$&')) });

describe('ManagedDepartments', () => {
  it('lists the organisation’s classes with the teacher’s ticked', async () => {
    setup();
    expect(((await box('初二(3)班')) as HTMLInputElement).checked).toBe(true);
    expect(((await box('初一(1)班')) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('2 名学生')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('您任教 2 个班级');
  });

  it('takes a class on and lets it go', async () => {
    const { user, calls } = setup();
    await user.click(await box('初一(1)班'));
    await waitFor(async () =>
      expect(((await box('初一(1)班')) as HTMLInputElement).checked).toBe(true),
    );
    expect(calls(ApiPath.addManagedDepartment)[0]?.body).toMatchObject({ departmentid: 2 });
    expect(screen.getByRole('status').textContent).toBe('已更新任教班级');
    await user.click(await box('初二(3)班'));
    await waitFor(async () =>
      expect(((await box('初二(3)班')) as HTMLInputElement).checked).toBe(false),
    );
    expect(calls(ApiPath.removeManagedDepartment)[0]?.body).toMatchObject({ departmentid: 1 });
  });

  it('says the server’s refusal', async () => {
    const { user } = setup({ refuseAdd: '班级不存在' });
    await user.click(await box('初一(1)班'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('班级不存在'));
    expect(((await box('初一(1)班')) as HTMLInputElement).checked).toBe(false);
  });

  it('tells a student it is for teachers and asks nothing', async () => {
    const { calls } = setup({ reader: true });
    expect(await screen.findByText('仅教师可以使用此功能。')).toBeTruthy();
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
    expect(await screen.findByText('You teach 2 classes')).toBeTruthy();
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
    expect(await within(shadow).findByText('语文组')).toBeTruthy();
    host.remove();
  });
});
