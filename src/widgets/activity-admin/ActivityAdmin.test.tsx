import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../core';
import { fromWallClock, toWallClock } from '../../core/ui/wall-clock';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, DEMO_READER, setTestSession } from '../../test/session';
import { ActivityAdmin } from './ActivityAdmin';
import { activityAdminServer } from './fixtures';

function setup(options: { lang?: 'en'; session?: 'reader' } = {}) {
  setTestSession(options.session === 'reader' ? DEMO_READER : DEMO_LIBRARIAN);
  const rendered = renderWidget(
    <ActivityAdmin onNavigate={(event) => event.preventDefault()} />,
    activityAdminServer(),
    options.lang,
  );
  const calls = (path: string) => rendered.requests.filter((r) => r.path.endsWith(path));
  return { ...rendered, calls, user: userEvent.setup() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ActivityAdmin', () => {
  it('lists the activities with places taken and their state', async () => {
    setup();
    const list = await screen.findByRole('region', { name: '活动列表' });
    const rows = await within(list).findAllByRole('row');
    expect(rows).toHaveLength(4);
    const first = within(rows[1]!);
    expect(first.getByText('春季读书分享会')).toBeTruthy();
    expect(first.getByText('2 / 20')).toBeTruthy();
    expect(first.getByText('未开始')).toBeTruthy();
    expect(within(rows[3]!).getByText('已结束')).toBeTruthy();
    expect(within(list).getByRole('columnheader', { name: '已报名' })).toBeTruthy();
  });

  it('creates an activity once on a double click, with times on the library clock', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '新建活动' }));
    const form = await screen.findByRole('region', { name: '新建活动' });
    await user.type(within(form).getByLabelText('活动名称'), '诗歌朗诵会');
    await user.type(within(form).getByLabelText('开始时间'), '2030-04-01T15:00');
    await user.type(within(form).getByLabelText('结束时间'), '2030-04-01T16:30');
    await user.type(within(form).getByLabelText('地点'), '报告厅');
    await user.type(within(form).getByLabelText('活动介绍'), '自选一首诗。');
    const capacity = within(form).getByLabelText('名额');
    await user.clear(capacity);
    await user.type(capacity, '40');
    // The fake answers a save after 100 ms: the second click lands while the first is pending.
    await user.dblClick(within(form).getByRole('button', { name: '保存' }));
    await within(form).findByText('已保存。');
    const saves = calls(ApiPath.activityAdminSave);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      title: '诗歌朗诵会',
      // 15:00 in Shanghai is 07:00 UTC.
      startsat: '2030-04-01T07:00:00.000Z',
      endsat: '2030-04-01T08:30:00.000Z',
      place: '报告厅',
      description: '自选一首诗。',
      capacity: 40,
    });
    expect(String(saves[0]?.body?.requestid)).toMatch(UUID);

    // The next save edits the activity created, not a second one.
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls(ApiPath.activityAdminSave)).toHaveLength(2));
    const second = calls(ApiPath.activityAdminSave)[1]?.body;
    expect(second).toMatchObject({ id: 10 });
    expect(second?.requestid).toBeUndefined();
  });

  it('shows a capacity below the sign-ups beside the field, keeping what was typed', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '编辑“春季读书分享会”' }));
    const form = await screen.findByRole('region', { name: '编辑活动' });
    expect((within(form).getByLabelText('开始时间') as HTMLInputElement).value).toBe(
      '2030-03-01T15:00',
    );
    const capacity = within(form).getByLabelText('名额');
    await user.clear(capacity);
    await user.type(capacity, '1');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    const message = '已有 2 人报名，名额不能少于 2';
    await within(form).findAllByText(message);
    expect(capacity.getAttribute('aria-invalid')).toBe('true');
    const described = form.querySelector(`[id="${capacity.getAttribute('aria-describedby')}"]`);
    expect(described?.textContent).toBe(message);
    expect((capacity as HTMLInputElement).value).toBe('1');
    expect(within(form).getByLabelText('活动名称').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a missing time before sending, beside it', async () => {
    const { user, calls } = setup({ lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'New activity' }));
    const form = await screen.findByRole('region', { name: 'New activity' });
    await user.type(within(form).getByLabelText('Title'), 'Later');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const start = within(form).getByLabelText('Start');
    await waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(calls(ApiPath.activityAdminSave)).toHaveLength(0);
  });

  it('deletes after a confirmation and says the signed-up readers were told', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: '编辑“春季读书分享会”' }));
    const form = await screen.findByRole('region', { name: '编辑活动' });
    await user.click(within(form).getByRole('button', { name: '删除' }));
    expect(calls(ApiPath.activityAdminDelete)).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: '确认删除' }));
    await screen.findByText('已删除活动，已通知 2 位报名的读者');
    const list = await screen.findByRole('region', { name: '活动列表' });
    await waitFor(() => expect(within(list).queryByText('春季读书分享会')).toBeNull());
  });

  it('shows a refused delete of a past activity with sign-ups', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '编辑“寒假阅读营”' }));
    const form = await screen.findByRole('region', { name: '编辑活动' });
    await user.click(within(form).getByRole('button', { name: '删除' }));
    await user.click(within(form).getByRole('button', { name: '确认删除' }));
    await within(form).findByText('活动已开始，且有 1 人报名，不能删除');
  });

  it('opens the sign-ups in order, exports the CSV and prints', async () => {
    const { user, calls } = setup();
    const createUrl = vi.fn(() => 'blob:x');
    Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: '“春季读书分享会”的报名名单' }));
    const panel = await screen.findByRole('region', { name: '“春季读书分享会”的报名名单' });
    const rows = await within(panel).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '序号姓名读者证号班级报名时间',
      expect.stringContaining('1李明20230001三年级（2）班'),
      expect.stringContaining('2王思雨20230002'),
    ]);
    await user.click(within(panel).getByRole('button', { name: '导出 CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const exported = calls(ApiPath.activityAdminSignUpsExport);
    expect(exported[0]?.query.get('id')).toBe('3');
    const blob = (createUrl.mock.calls[0] as unknown as [Blob])[0];
    expect(await blob.text()).toContain('李明,20230001');
    await user.click(within(panel).getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(within(panel).getByRole('button', { name: '返回列表' }));
    await screen.findByRole('region', { name: '活动列表' });
  });

  it('says when no one has signed up, and offers no export', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: '“绘本故事会”的报名名单' }));
    const panel = await screen.findByRole('region', { name: '“绘本故事会”的报名名单' });
    await within(panel).findByText('还没有读者报名。');
    expect(within(panel).getByRole('button', { name: '导出 CSV' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('tells a reader it is for staff, and asks nothing of the server', async () => {
    const { calls } = setup({ session: 'reader' });
    await screen.findByText('只有图书馆员和管理员可以管理活动。');
    expect(calls(ApiPath.activityAdminList)).toHaveLength(0);
  });

  it('reads and writes times on the library clock across zones', () => {
    expect(toWallClock('2030-04-01T07:00:00.000Z', 'Asia/Shanghai')).toBe('2030-04-01T15:00');
    expect(fromWallClock('2030-04-01T15:00', 'Asia/Shanghai')).toBe('2030-04-01T07:00:00.000Z');
    expect(fromWallClock('2030-07-01T15:00', 'Europe/Berlin')).toBe('2030-07-01T13:00:00.000Z');
    expect(fromWallClock('2030-04-01', 'Asia/Shanghai')).toBeNull();
  });

  it('has no axe violations in zh and en: list, form and sign-ups', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { user, unmount } = setup({ lang });
      await screen.findAllByRole('row');
      const run = () => axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
      expect((await run()).violations).toEqual([]);
      await user.click(
        await screen.findByRole('button', {
          name: lang ? 'Edit “春季读书分享会”' : '编辑“春季读书分享会”',
        }),
      );
      await screen.findByRole('region', { name: lang ? 'Edit activity' : '编辑活动' });
      expect((await run()).violations).toEqual([]);
      await user.click(
        screen.getByRole('button', { name: lang ? 'Back to the list' : '返回列表' }),
      );
      await user.click(
        await screen.findByRole('button', {
          name: lang ? 'Sign-ups for “春季读书分享会”' : '“春季读书分享会”的报名名单',
        }),
      );
      await screen.findByText('李明');
      expect((await run()).violations).toEqual([]);
      unmount();
    }
  });
});
