import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { homeworkServer, type HomeworkServerOptions } from './fixtures';
import { Homework, type HomeworkProps } from './Homework';

function setup(
  props: HomeworkProps = {},
  options: HomeworkServerOptions & { loggedIn?: boolean; lang?: 'en' } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Homework {...props} onNavigate={onNavigate} />,
    homeworkServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const noViolations = async (container: HTMLElement) => {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => v.id)).toEqual([]);
};

describe('Homework: the list', () => {
  it('lists homework and exams with status and score, and opens one', async () => {
    const { user, onNavigate, container } = setup();
    await screen.findByText('《西游记》阅读作业');
    expect(screen.getByText('作答中')).toBeTruthy();
    expect(screen.getByText('得分：12 / 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '作答 《西游记》阅读作业' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/do-homework',
      query: { id: '1' },
    });
    await user.click(screen.getByRole('button', { name: '查看 阅读小测' }));
    expect(onNavigate.mock.calls[1]?.[0].detail.path).toBe('/student-homework-detail');
    await noViolations(container);
  });

  it('says when there is nothing, and offers to log in when logged out', async () => {
    setup({}, { empty: true });
    await screen.findByText('暂无作业或考试。');
  });

  it('asks a visitor to log in', async () => {
    const { onNavigate, user } = setup({}, { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail.path).toBe('/login');
  });
});

describe('Homework: answering', () => {
  it('answers every type by keyboard, saves as it goes and submits after confirming', async () => {
    const { user, calls, container } = setup({ assignmentId: 1 });
    const single = await screen.findByRole('group', { name: /第 1 题/ });
    await user.click(within(single).getByRole('radio', { name: 'A. 吴承恩' }));
    const multiple = screen.getByRole('group', { name: /第 2 题/ });
    await user.click(within(multiple).getByRole('checkbox', { name: 'A. 《红楼梦》' }));
    await user.click(within(multiple).getByRole('checkbox', { name: 'B. 《水浒传》' }));
    await user.click(
      within(screen.getByRole('group', { name: /第 3 题/ })).getByRole('radio', { name: '正确' }),
    );
    await user.selectOptions(screen.getByLabelText('孙悟空 对应'), '金箍棒');
    await user.type(screen.getByLabelText('你的答案'), '孙悟空');
    // The title is text, never markup.
    expect(screen.getByText(/<b>为什么<\/b>/)).toBeTruthy();
    await screen.findByText('已保存', undefined, { timeout: 3000 });
    const saved = calls(ApiPath.saveAnswers).at(-1)?.body;
    expect(saved?.answers).toEqual({
      '11': 'A',
      '12': ['A', 'B'],
      '13': true,
      // 金箍棒 is shown at index 2 (shuffled by the server): the answer names what was shown.
      '14': { '1': '2' },
      '15': '孙悟空',
    });
    await noViolations(container);
    await user.click(screen.getByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByText('已提交，等待老师批改后可查看成绩和评语。');
    expect(calls(ApiPath.submitAssignment)).toHaveLength(1);
    expect(Number(calls(ApiPath.submitAssignment)[0]?.body?.seq)).toBeGreaterThan(
      Number(saved?.seq),
    );
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('shows marks, comments and keys once marked, comments as text', async () => {
    const { container } = setup({ assignmentId: 1 }, { marked: true });
    await screen.findByText('成绩：18 / 30');
    expect(screen.getByText('老师评语：<i>理由充分</i>')).toBeTruthy();
    expect(screen.getByText('参考答案：A')).toBeTruthy();
    expect(screen.getByText('解析：吴承恩著。')).toBeTruthy();
    expect(screen.getByText('参考答案：孙悟空→金箍棒；猪八戒→九齿钉耙')).toBeTruthy();
    await noViolations(container);
  });

  it('lists a matching question’s rights in the order the server shuffled them', async () => {
    setup({ assignmentId: 1 });
    const select = await screen.findByLabelText('孙悟空 对应');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['请选择', '九齿钉耙', '金箍棒']);
  });

  it('says why a submit was refused, rejects nothing unhandled, and submits on a second try', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { user, calls } = setup({ assignmentId: 1 }, { submitRefusedOnce: true });
      const single = await screen.findByRole('group', { name: /第 1 题/ });
      await user.click(within(single).getByRole('radio', { name: 'A. 吴承恩' }));
      const submit = screen.getByRole('button', { name: '提交' });
      await user.click(submit);
      await user.click(
        within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', {
          name: '确定',
        }),
      );
      // The widget says it itself, beside the button (the toast may be gone by then).
      const said = await screen.findByText('提交失败：提交次数已用完');
      expect(said.closest('[role="alert"]')).toBeTruthy();
      expect(calls(ApiPath.submitAssignment)).toHaveLength(1);
      await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
      // Give a rejection the task it needs to be reported.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      await user.click(submit);
      await user.click(
        within(await screen.findByRole('alertdialog', { name: '提示' })).getByRole('button', {
          name: '确定',
        }),
      );
      await screen.findByText('已提交，等待老师批改后可查看成绩和评语。');
      expect(calls(ApiPath.submitAssignment)).toHaveLength(2);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('submits the answers by itself when the exam’s time runs out, and says so', async () => {
    const { user, calls } = setup({ assignmentId: 1 }, { examEndsInMs: 1500 });
    const single = await screen.findByRole('group', { name: /第 1 题/ });
    await user.click(within(single).getByRole('radio', { name: 'A. 吴承恩' }));
    const notice = await screen.findByText('考试时间到，已自动提交已保存的答案。', undefined, {
      timeout: 4000,
    });
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    // No confirmation was asked; one submit carried the answer.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(ApiPath.submitAssignment)).toHaveLength(1);
    expect(calls(ApiPath.submitAssignment)[0]?.body?.answers).toEqual({ '11': 'A' });
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
  });

  it('lets an exam returned for revision be revised after its time, with no clock', async () => {
    const { calls } = setup({ assignmentId: 1 }, { returned: true, examEndsInMs: -60_000 });
    await screen.findByText('老师已退回，请根据评语修改后再次提交。');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls(ApiPath.submitAssignment)).toHaveLength(0);
    expect(screen.queryByText(/剩余时间/)).toBeNull();
    expect(screen.getByRole('button', { name: '提交' })).toBeTruthy();
  });

  it('says why an assignment cannot be opened, after showing it is loading', async () => {
    setup({ assignmentId: 9 }, { missing: true });
    await screen.findByText(/加载中/);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('作业不存在');
  });

  it('speaks English', async () => {
    setup({ assignmentId: 1 }, { lang: 'en' });
    await screen.findByRole('group', { name: /Question 1 \(5 points\)/ });
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
  });
});
