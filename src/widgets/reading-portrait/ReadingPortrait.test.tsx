import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { setTestSession } from '../../test/session';
import { portraitServer, type PortraitServerOptions } from './fixtures';
import { ReadingPortrait } from './ReadingPortrait';

// jsdom has no canvas: no 2D context, so the charts leave their figures to the tables.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

function setup(options: PortraitServerOptions & { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const rendered = renderWidget(<ReadingPortrait />, portraitServer(options), options.lang);
  return { ...rendered, user: userEvent.setup() };
}

describe('ReadingPortrait', () => {
  it(
    'shows the year in numbers, streaks and three charts with tables',
    { timeout: 15_000 },
    async () => {
      setup();
      const numbers = await screen.findByText('借阅', {}, { timeout: 5000 });
      expect(numbers.parentElement?.textContent).toBe('借阅23 本');
      expect(screen.getByText('第 5 名（共 120 人）')).toBeTruthy();
      expect(screen.getByText('已连续 2 周借书')).toBeTruthy();
      // Each chart is an image with a name and a table of its figures.
      expect(screen.getAllByRole('img', { name: /图表，数据见下方表格/ })).toHaveLength(3);
      const categories = screen.getByRole('table', { name: '阅读分类' });
      expect(
        within(categories)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['名称借阅次数', '文学15', '历史、地理6', '未分类2']);
      await screen.findByText('初次借阅');
    },
  );

  it('chooses another year', async () => {
    const { user, requests } = setup();
    await screen.findByText('借阅');
    await user.selectOptions(screen.getByRole('combobox', { name: '年份' }), '2030');
    await screen.findByText('2030 年还没有借阅记录，去借一本书吧！');
    const calls = requests.filter((request) => request.path.endsWith(ApiPath.readingPortrait));
    expect(calls.at(-1)?.body).toMatchObject({ year: 2030 });
  });

  it('lets the reader show or hide their name in rankings', async () => {
    const { user, requests } = setup();
    const box = await screen.findByRole('checkbox', {
      name: '向其他读者显示我的姓名（排行榜、关注）',
    });
    expect(box).toHaveProperty('checked', false);
    await user.click(box);
    await screen.findByText('已公开你的姓名。');
    const update = requests.find((request) => request.path.endsWith(ApiPath.rankingSettingUpdate));
    expect(update?.body).toMatchObject({ showname: true });
  });

  it('says so, and shows nothing of the loans, when the reader turned the history off', async () => {
    setup({ historyOff: true });
    await screen.findByText(
      '你没有开启借阅历史，阅读画像不显示你的借阅。开启“保存我的借阅历史”后即可查看。',
    );
    expect(screen.queryByRole('img', { name: /图表/ })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('借阅')).toBeNull();
    // The ranking setting stays: it is about the name, not the loans.
    await screen.findByRole('checkbox', { name: /显示我的姓名/ });
  });

  it('offers a login when logged out', async () => {
    setup({ loggedIn: false });
    await screen.findByText('登录后查看你的阅读画像。');
  });

  it('says a failure in English', async () => {
    setup({ fails: true, lang: 'en' });
    await screen.findByText('The reading portrait could not be loaded. Please try again later.');
  });

  it('has no axe violations', async () => {
    setup();
    await screen.findByText('借阅');
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
