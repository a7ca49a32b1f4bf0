import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LoginResult, type LpEvent } from '../../core';
import { createFakeApi, delayed } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { DEMO_TEACHER_READER, setTestSession } from '../../test/session';
import { programsServer, type ProgramsServerOptions } from './fixtures';
import { ReadingPrograms, type ReadingProgramsProps } from './ReadingPrograms';

/** The first data of a file can take a while on a busy machine (the Preact run too). */
const LOAD = { timeout: 5000 };

function setup(
  props: ReadingProgramsProps = {},
  options: ProgramsServerOptions & {
    reader?: boolean | LoginResult;
    lang?: 'en';
    delay?: number;
  } = {},
) {
  setTestSession(options.reader ?? DEMO_TEACHER_READER);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <ReadingPrograms {...props} onNavigate={onNavigate} />,
    options.delay ? delayed(programsServer(options), options.delay) : programsServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('ReadingPrograms', () => {
  it('lists the teacher’s programs; a description is text, never markup', async () => {
    setup();
    await screen.findByRole('heading', { name: '寒假共读' }, LOAD);
    expect(screen.getByText(/初二\(3\)班 · 2026-01-10 至 2099-02-28 · 2 本书/)).toBeTruthy();
    expect(screen.getByText('每周读一本，<i>写读书笔记</i>')).toBeTruthy();
  });

  it('creates a program with catalogue books, refusing it incomplete first', async () => {
    const { user, calls } = setup();
    await screen.findByRole('heading', { name: '寒假共读' });
    await user.click(screen.getByRole('button', { name: '新建阅读计划' }));
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入计划名称');
    await user.type(screen.getByLabelText('计划名称'), '春季共读');
    await user.type(screen.getByLabelText('开始日期'), '2026-03-01');
    await user.type(screen.getByLabelText('结束日期'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('开始日期不能晚于结束日期');
    await user.clear(screen.getByLabelText('结束日期'));
    await user.type(screen.getByLabelText('结束日期'), '2026-06-30');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请至少选择一本书');
    await user.type(screen.getByLabelText('搜索馆藏图书'), '西游');
    await user.click(await screen.findByRole('button', { name: '添加《<b>西游记</b>》' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('已保存阅读计划');
    expect(calls(ApiPath.saveReadingProgram)[0]?.body).toMatchObject({
      departmentid: 1,
      title: '春季共读',
      startdate: '2026-03-01',
      enddate: '2026-06-30',
      bookids: [13],
    });
    await screen.findByRole('heading', { name: '春季共读' });
  });

  it('edits and deletes, asking before deleting', async () => {
    const { user, calls } = setup();
    await screen.findByRole('heading', { name: '寒假共读' });
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const title = await screen.findByLabelText('计划名称');
    await user.clear(title);
    await user.type(title, '寒假共读（修订）');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: '寒假共读（修订）' });
    expect(calls(ApiPath.saveReadingProgram)[0]?.body).toMatchObject({ id: 1, bookids: [11, 12] });
    await user.click(screen.getByRole('button', { name: '删除' }));
    const ask = screen.getByRole('group', { name: '确定删除阅读计划“寒假共读（修订）”吗？' });
    await user.click(within(ask).getByRole('button', { name: '删除' }));
    await screen.findByText('还没有阅读计划。');
    expect(screen.getByRole('status').textContent).toBe('已删除阅读计划');
  });

  it('saves and deletes once for a double click', async () => {
    // The answers take a moment, as on a network: the second click lands while one is pending.
    const { user, calls } = setup({}, { delay: 50 });
    await screen.findByRole('heading', { name: '寒假共读' }, LOAD);
    await user.click(screen.getByRole('button', { name: '编辑' }));
    const title = await screen.findByLabelText('计划名称');
    await user.type(title, '（二）');
    await user.dblClick(screen.getByRole('button', { name: '保存' }));
    await screen.findByRole('heading', { name: '寒假共读（二）' });
    expect(calls(ApiPath.saveReadingProgram)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '删除' }));
    const ask = screen.getByRole('group', { name: '确定删除阅读计划“寒假共读（二）”吗？' });
    await user.dblClick(within(ask).getByRole('button', { name: '删除' }));
    await screen.findByText('还没有阅读计划。');
    expect(calls(ApiPath.deleteReadingProgram)).toHaveLength(1);
  });

  it('opens a program’s detail through lp-navigate', async () => {
    const { user, onNavigate } = setup();
    await user.click(await screen.findByRole('button', { name: '查看详情' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/teacher-plan-detail',
      query: { id: '1' },
    });
  });

  it('shows the class’s progress in the detail', async () => {
    setup({ programId: 1 });
    const table = await screen.findByRole('table', { name: '学生进度' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('李明');
    expect(rows[1]?.textContent).toContain('已读完');
    expect(rows[1]?.textContent).toContain('在读');
    expect(rows[1]?.textContent).toContain('1/2 已读完');
    expect(rows[2]?.textContent).toContain('未借阅');
  });

  it('says a program that is not the teacher’s is not found', async () => {
    setup({ programId: 99 });
    await screen.findByText('阅读计划不存在或您无权查看。');
  });

  it('shows only running programs, read only, in the current view', async () => {
    setup({ view: 'current' });
    await screen.findByRole('heading', { name: '寒假共读' });
    expect(screen.queryByRole('button', { name: '新建阅读计划' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('tells a student it is for teachers, and a visitor to log in', async () => {
    const student = setup({}, { reader: true });
    await screen.findByText('仅教师可以使用此功能。');
    expect(student.calls(ApiPath.readingPrograms)).toHaveLength(0);
    student.unmount();
    const visitor = setup({ programId: 1 }, { reader: false });
    await visitor.user.click(await screen.findByRole('button', { name: '登录' }));
    expect(visitor.onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/teacher-plan-detail?id=1' },
    });
  });

  it('speaks English and has no axe violations', async () => {
    const { user } = setup({}, { lang: 'en' });
    await screen.findByRole('heading', { name: '寒假共读' });
    await user.click(screen.getByRole('button', { name: 'New reading program' }));
    await screen.findByLabelText('Title');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-reading-programs>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(DEMO_TEACHER_READER);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(programsServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-reading-programs api-base="${TEST_API_BASE}" program-id="1"></lp-reading-programs>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('陈思雨');
    await waitFor(() => expect(within(shadow).getAllByText('未借阅').length).toBe(2));
    host.remove();
  });
});
