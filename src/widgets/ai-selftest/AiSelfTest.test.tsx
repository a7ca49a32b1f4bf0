import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { delayed } from '../../test/fake-api';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { AiSelfTest } from './AiSelfTest';
import { selfTestServer } from './fixtures';

function setup(options: { failGenerate?: boolean; loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <AiSelfTest onNavigate={onNavigate} />,
    selfTestServer(options),
    options.lang,
  );
  return { ...rendered, onNavigate, user: userEvent.setup() };
}

describe('AiSelfTest', () => {
  it('makes a test of a book read, marks it and shows the explanations', async () => {
    const { user, onNavigate, container } = setup();
    const select = await screen.findByLabelText('选择读过的书');
    // A title is text, never markup.
    expect(screen.getByRole('option', { name: '<b>活着</b> — 余华' })).toBeTruthy();
    await user.selectOptions(select, '11');
    await user.click(screen.getByRole('button', { name: '生成自测' }));
    await user.click(await screen.findByLabelText('B. 吴承恩'));
    await user.click(screen.getByLabelText('对'));
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect((await screen.findByRole('status')).textContent).toBe('得分：20 / 40');
    expect(screen.getByText('解析：作者是吴承恩。')).toBeTruthy();
    expect(screen.getByText('正确答案：错')).toBeTruthy();
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/test-form-ai-result',
      query: { id: '7' },
    });
    const results = await axe.run(container, { rules: { region: { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('makes one test and hands it in once when each button is clicked twice', async () => {
    setTestSession(true);
    const { requests } = renderWidget(
      <AiSelfTest onNavigate={(event) => event.preventDefault()} />,
      delayed(selfTestServer({}), 150),
    );
    const user = userEvent.setup();
    const count = (path: string) => requests.filter((r) => r.path.endsWith(path)).length;
    await user.dblClick(await screen.findByRole('button', { name: '生成自测' }));
    await user.click(await screen.findByLabelText('B. 吴承恩'));
    await user.click(screen.getByLabelText('对'));
    await user.dblClick(screen.getByRole('button', { name: '提交' }));
    await screen.findByRole('status');
    expect(count(ApiPath.selfTestGenerate)).toBe(1);
    expect(count(ApiPath.selfTestSubmit)).toBe(1);
  });

  it('shows a provider failure as its message, in English too', async () => {
    const { user } = setup({ failGenerate: true, lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Make a self-test' }));
    expect((await screen.findByRole('alert')).textContent).toContain('AI');
  });

  it('offers to log in when logged out', async () => {
    const { user, onNavigate } = setup({ loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail.path).toBe('/login');
  });
});
