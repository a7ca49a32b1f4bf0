import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, getRuntime, type LpEvent } from '../../core';
import { createFakeApi, delayed } from '../../test/fake-api';
import { DEMO_READER } from '../../test/demo-reader';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { CompositionMarking } from './CompositionMarking';
import { markingServer, type MarkingServerOptions } from './fixtures';

const TEACHER = { ...DEMO_READER, usertype: 1, roles: ['teacher' as const], name: '王芳' };

function setup(
  options: MarkingServerOptions & {
    who?: 'teacher' | 'student' | 'none';
    lang?: 'en';
    /** Milliseconds every answer takes. */
    delay?: number;
  } = {},
) {
  const who = options.who ?? 'teacher';
  setTestSession(who !== 'none');
  if (who === 'teacher') getRuntime().session.setLogin(TEACHER);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <CompositionMarking onNavigate={onNavigate} />,
    options.delay ? delayed(markingServer(options), options.delay) : markingServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('CompositionMarking', () => {
  it('lists the waiting submissions of the teacher’s classes and marks one', async () => {
    const { user, calls } = setup();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('陈思雨')).toBeTruthy();
    expect(within(table).queryByText('夏洛的网')).toBeNull();
    expect(calls(ApiPath.teacherWritingList)[0]?.body).toMatchObject({ status: 'submitted' });
    await user.click(screen.getByRole('button', { name: '批改 陈思雨 难忘的一次借书' }));
    // The student's text as text.
    expect(screen.getByText(/<i>终于<\/i>借到了/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '提交批改' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请填写 0 到 100 之间的整数分数。');
    await user.type(screen.getByLabelText('得分（0–100）'), '95');
    await user.type(screen.getByLabelText('评语'), '很好');
    await user.click(screen.getByRole('button', { name: '提交批改' }));
    await screen.findByText('已批改。');
    expect(calls(ApiPath.teacherWritingMark)[0]?.body).toMatchObject({
      id: 11,
      score: 95,
      comment: '很好',
    });
  });

  it('marks once for a double click on 提交批改', async () => {
    const { user, calls } = setup({ delay: 30 });
    await user.click(await screen.findByRole('button', { name: '批改 陈思雨 难忘的一次借书' }));
    await user.type(screen.getByLabelText('得分（0–100）'), '95');
    await user.dblClick(screen.getByRole('button', { name: '提交批改' }));
    await screen.findByText('已批改。');
    expect(calls(ApiPath.teacherWritingMark)).toHaveLength(1);
  });

  it('returns a submission for revision only with a comment', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '批改 陈思雨 难忘的一次借书' }));
    await user.click(screen.getByRole('button', { name: '退回修改' }));
    expect((await screen.findByRole('alert')).textContent).toBe('退回修改时请写明需要修改的地方。');
    await user.type(screen.getByLabelText('评语'), '再写长一些');
    await user.click(screen.getByRole('button', { name: '退回修改' }));
    await screen.findByText('已退回学生修改。');
    expect(calls(ApiPath.teacherWritingReturn)).toHaveLength(1);
  });

  it('filters by status and kind', async () => {
    const { user, calls } = setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('状态'), '');
    await user.selectOptions(screen.getByLabelText('类型'), 'note');
    await screen.findByText('夏洛的网');
    expect(calls(ApiPath.teacherWritingList).at(-1)?.body).toMatchObject({ kind: 'note' });
  });

  it('tells a teacher without classes, a student and a logged-out reader what to do', async () => {
    const first = setup({ noClasses: true });
    await screen.findByText(/你还没有管理的班级/);
    first.unmount();
    const student = setup({ who: 'student' });
    await screen.findByText('只有老师可以批改作文。');
    expect(student.calls(ApiPath.teacherWritingList)).toHaveLength(0);
    student.unmount();
    const { user, onNavigate } = setup({ who: 'none' });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/teacher-compositions' },
    });
  });

  it('speaks English and has no axe violations', async () => {
    const { user } = setup({ lang: 'en' });
    await screen.findByRole('table');
    const check = async () => {
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    };
    await check();
    await user.click(screen.getByRole('button', { name: 'Mark 陈思雨 难忘的一次借书' }));
    expect(screen.getByRole('button', { name: 'Return for revision' })).toBeTruthy();
    await check();
  });
});

describe('<lp-composition-marking>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    getRuntime().session.setLogin(TEACHER);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(markingServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-composition-marking api-base="${TEST_API_BASE}"></lp-composition-marking>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('陈思雨');
    host.remove();
  });
});
