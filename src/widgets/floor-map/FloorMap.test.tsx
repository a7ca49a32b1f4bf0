import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { floorMapServer } from './fixtures';
import { FloorMap, type FloorMapProps } from './FloorMap';

// The 3D view's runtime (three.js): jsdom cannot draw WebGL, so the tests watch whether and
// with what the widget starts it.
const mountScene = vi.fn(() => ({ zoom: vi.fn(), reset: vi.fn(), dispose: vi.fn() }));
vi.mock('./scene-runtime', () => ({ mountScene }));

function setup(props: FloorMapProps = {}, options = {}, lang?: 'en') {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <FloorMap onNavigate={onNavigate} {...props} />,
    floorMapServer(options),
    lang,
  );
  const calls = (path: string) => rendered.requests.filter((r) => r.path.endsWith(path));
  return { ...rendered, calls, onNavigate };
}

/** Pretends the browser can draw WebGL (a context object is all the check asks for). */
function withWebgl() {
  const original = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, id: string) {
    return id.startsWith('webgl') ? ({} as RenderingContext) : null;
  } as typeof original;
  return () => {
    HTMLCanvasElement.prototype.getContext = original;
  };
}

afterEach(() => {
  mountScene.mockClear();
});

describe('FloorMap', () => {
  it('leads to the shelf and column of a book named by id alone, in words', async () => {
    const { calls } = setup({ bookid: '7' });
    await screen.findByRole('heading', { name: '《平凡的世界》在哪里' });
    expect(screen.getByText('1 楼 · 总馆一楼借阅区 · A02 书架 · 从左数第 2 列')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: '怎么走' }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '从图书馆正门进入，来到门厅后的走廊。',
      '沿走廊向左走，进入总馆一楼借阅区。',
      '沿左侧主通道直走，到第 2 排书架（A02）。',
      '面向书架，向右走到从左数第 2 列（索书号 I561/T8 — I712/Z9）。',
      '在这一列按索书号 I561/T70 找到这本书。',
    ]);
    expect(calls(ApiPath.shelfAssets)[0]?.body).toMatchObject({ organizationid: 1, bookid: 7 });
    expect(calls(ApiPath.bookshelves)[0]?.body).toMatchObject({ organizationid: 1 });
  });

  it('says when the copy is out, and still shows where it belongs', async () => {
    setup({ barcode: 'YT00000080' });
    await screen.findByText(/这一册目前不在架上（借出）/);
    expect(screen.getByText('沿走廊向左走到楼梯，上到 2 楼。')).toBeTruthy();
    expect(screen.getByText('2 楼 · 少儿阅览室 · C01 书架 · 从左数第 1 列')).toBeTruthy();
  });

  it('on a narrow frame, offers the 3D view and fetches nothing until asked', async () => {
    const restore = withWebgl();
    try {
      setup({ bookid: '7' });
      const show = await screen.findByRole('button', { name: '显示三维地图（约 140 KB）' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mountScene).not.toHaveBeenCalled();
      await userEvent.click(show);
      await waitFor(() => expect(mountScene).toHaveBeenCalledTimes(1));
    } finally {
      restore();
    }
  });

  it('falls back to words without WebGL, and never downloads the 3D code', async () => {
    setup({ bookid: '7' });
    await userEvent.click(await screen.findByRole('button', { name: /显示三维地图/ }));
    const status = await screen.findByText('此设备或浏览器不能显示三维地图，请按文字指引前往。');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.querySelector('canvas')).toBeNull();
    expect(mountScene).not.toHaveBeenCalled();
  });

  it('starts the 3D view where WebGL works, with the plan, the lit column and the route', async () => {
    const restore = withWebgl();
    try {
      setup({ bookid: '7' });
      await userEvent.click(await screen.findByRole('button', { name: /显示三维地图/ }));
      await waitFor(() => expect(mountScene).toHaveBeenCalledTimes(1));
      const [, input] = mountScene.mock.calls[0] as unknown as [
        HTMLElement,
        { target: unknown; route: unknown[]; plan: { rooms: unknown[] }; ariaLabel: string },
      ];
      expect(input.target).toEqual({ shelfid: 2, columnid: 22 });
      expect(input.route.length).toBeGreaterThan(3);
      expect(input.plan.rooms).toHaveLength(3);
      expect(input.ariaLabel).toContain('A02 书架第 2 列');
      await screen.findByRole('button', { name: '放大' });
    } finally {
      restore();
    }
  });

  it('names a barcode that stands on no shelf', async () => {
    setup({ barcode: 'NOPE' });
    await screen.findByText('没有找到这一册（条码 NOPE）的书架位置。');
  });

  it('lists the rooms and shelves in words when no book is named', async () => {
    const { calls } = setup({ bookid: '9' });
    await screen.findByText(/这本书的馆藏目前都不在书架上/);
    expect(screen.getByText('总馆一楼借阅区（1 楼，2 个书架）')).toBeTruthy();
    expect(screen.getByText('少儿阅览室（2 楼，1 个书架）')).toBeTruthy();
    expect(calls(ApiPath.shelfAssets)).toHaveLength(1);
  });

  it('says so when the library has no shelves', async () => {
    setup({}, { shelves: [] });
    await screen.findByText('本馆还没有登记书架，暂无馆内地图。');
  });

  it('speaks English, and has no axe violations', async () => {
    const { container } = setup({ bookid: '7' }, {}, 'en');
    await screen.findByRole('heading', { name: 'Where is “平凡的世界”' });
    expect(
      screen.getByText('Walk straight down the main aisle on the left to row 2 (shelf A02).'),
    ).toBeTruthy();
    await screen.findByRole('button', { name: 'Show the 3D map (about 140 KB)' });
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
