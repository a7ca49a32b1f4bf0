import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { CirculationDesk } from './CirculationDesk';
import { deskServer, type DeskServerOptions } from './fixtures';

/** Records each tone the desk plays: its pitch. */
function fakeAudio() {
  const tones: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    createOscillator() {
      const oscillator = {
        type: 'sine',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => tones.push(oscillator.frequency.value),
        stop: () => undefined,
      };
      return oscillator;
    }
    createGain() {
      return {
        gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
        connect: (next: unknown) => next,
      };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return tones;
}

function setup(options: DeskServerOptions & { lang?: 'en'; session?: 'student' | 'out' } = {}) {
  localStorage.removeItem('lp-desk-muted');
  setTestSession(
    options.session === 'out' ? false : options.session === 'student' ? true : DEMO_LIBRARIAN,
  );
  const tones = fakeAudio();
  const rendered = renderWidget(
    <CirculationDesk onNavigate={(event) => event.preventDefault()} />,
    deskServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, calls, tones, user: userEvent.setup() };
}

/**
 * The scan field once it has the focus: the desk focuses it in an effect, which can run just
 * after the render `findByRole` saw (a CI run typed into the page's body in between).
 */
async function field() {
  const input = await screen.findByRole('textbox');
  await waitFor(() => expect(document.activeElement).toBe(input));
  return input;
}
const status = () => screen.getByRole('status');
const log = () => screen.getByRole('region', { name: '本次操作' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CirculationDesk', () => {
  it('takes a reader card then two copies with the keyboard only, the focus staying in the field', async () => {
    const { user, calls, tones } = setup();
    const input = await field();
    expect(screen.getByLabelText('扫描读者证')).toBe(input);

    await user.keyboard('S0001{Enter}');
    const card = await screen.findByRole('region', { name: /李明（S0001）/ });
    expect(card.textContent).toContain('三年级二班');
    expect(card.textContent).toContain('学生');
    expect(within(card).getByText(/《活着》 YT0999/).textContent).toContain('逾期');
    expect(card.textContent).toContain('《三体》 YT2001');
    expect(card.textContent).toContain('合计 ¥1.50');
    expect(screen.getByLabelText('扫描要借出的图书条码')).toBe(input);
    expect(document.activeElement).toBe(input);

    await user.keyboard('YT1001{Enter}');
    await waitFor(() => expect(status().textContent).toMatch(/已借出《骆驼祥子》（YT1001）/));
    await user.keyboard('YT1002{Enter}');
    await waitFor(() => expect(status().textContent).toMatch(/已借出《平凡的世界》（YT1002）/));

    expect(calls(ApiPath.deskLend).map((request) => request.body)).toMatchObject([
      { readercode: 'S0001', barcode: 'YT1001' },
      { readercode: 'S0001', barcode: 'YT1002' },
    ]);
    // Both are on the card after the refresh, and in this session's list, newest first.
    await waitFor(() => expect(card.textContent).toContain('在借 3 本（上限 5 本）'));
    const lines = within(log())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines[0]).toMatch(/^成功 已借出《平凡的世界》/);
    expect(lines[1]).toMatch(/^成功 已借出《骆驼祥子》/);
    expect(lines[2]).toMatch(/^成功 读者 李明/);
    expect(document.activeElement).toBe(input);
    expect(tones).toEqual([1320, 1320, 1320]);
  });

  it('says a refusal in its translated words with the code, with a low tone, keeping the focus', async () => {
    const { user, tones } = setup({ refusalMsg: 'server words' });
    const input = await field();
    await user.keyboard('S0001{Enter}');
    await screen.findByRole('region', { name: /李明/ });
    await user.keyboard('NOPE{Enter}');
    await waitFor(() => expect(status().textContent).toBe('没有这个条码的图书：NOPE'));
    expect(status().textContent).not.toContain('server words');
    expect(within(log()).getAllByRole('listitem')[0]?.textContent).toMatch(/^未完成 /);
    expect(document.activeElement).toBe(input);
    expect(tones).toEqual([1320, 220]);
    // An unknown reader card is a refusal too.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: /李明/ })).toBeNull());
    await user.keyboard('X9{Enter}');
    await waitFor(() => expect(status().textContent).toBe('没有这个读者：X9'));
  });

  it('interpolates the refusal detail (a renewal reason is translated)', async () => {
    const { user } = setup();
    await field();
    await user.keyboard('{Alt>}3{/Alt}');
    expect(screen.getByRole('button', { name: '续借' }).getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('YT0999{Enter}');
    await waitFor(() => expect(status().textContent).toBe('不能续借：图书已逾期'));
  });

  it('shows what the server said for a failure that is not a desk refusal', async () => {
    const { user } = setup();
    await field();
    await user.keyboard('{Alt>}2{/Alt}');
    expect(screen.getByLabelText('扫描要归还的图书条码')).toBeTruthy();
    // From here the server answers every call with a failure of another kind.
    vi.stubGlobal('fetch', async () => {
      return new Response(JSON.stringify({ code: 40002, msg: '服务器忙', data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    await user.keyboard('YT1001{Enter}');
    await waitFor(() => expect(status().textContent).toBe('操作失败：服务器忙'));
  });

  it('undoes the last action, by the button and by Alt+Z', async () => {
    const { user, calls } = setup();
    const input = await field();
    await user.keyboard('S0001{Enter}');
    const card = await screen.findByRole('region', { name: /李明/ });
    await user.keyboard('YT1001{Enter}');
    await waitFor(() => expect(card.textContent).toContain('在借 2 本'));
    await user.click(screen.getByRole('button', { name: '撤销上一步' }));
    await waitFor(() => expect(status().textContent).toBe('已撤销借出 YT1001'));
    await waitFor(() => expect(card.textContent).toContain('在借 1 本'));
    expect(document.activeElement).toBe(input);
    await user.keyboard('{Alt>}z{/Alt}');
    await waitFor(() => expect(status().textContent).toBe('没有可以撤销的操作'));
    expect(calls(ApiPath.deskUndo)).toHaveLength(2);
  });

  it('queues scans typed faster than the answers come, and runs them in order', async () => {
    const { calls } = setup({ delay: 40 });
    const input = await field();
    // Four scans in one go, as a scanner types them, before the first answer: none may be
    // dropped, and none may be sent before the one ahead of it was answered.
    for (const code of ['S0001', 'YT1001', 'YT1002', 'YT1003']) {
      // An input event: React and preact/compat (the embed's runtime) both read onChange from it.
      fireEvent.input(input, { target: { value: code } });
      fireEvent.submit(input.closest('form')!);
    }
    expect(screen.getByText(/排队中 3 条/)).toBeTruthy();
    expect(calls(ApiPath.deskLend)).toHaveLength(0);
    await waitFor(() => expect(status().textContent).toMatch(/已借出《围城》/), { timeout: 4000 });
    expect(calls(ApiPath.deskLend).map((request) => request.body?.barcode)).toEqual([
      'YT1001',
      'YT1002',
      'YT1003',
    ]);
    expect(within(log()).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryByText(/排队中/)).toBeNull();
  });

  it('returns a copy in return mode and says the late fine', async () => {
    const { user, calls } = setup();
    await field();
    await user.click(screen.getByRole('button', { name: '还书' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    await user.keyboard('YT0999{Enter}');
    await waitFor(() =>
      expect(status().textContent).toBe('已归还《活着》（YT0999），借阅人 李明；逾期罚款 ¥0.50'),
    );
    expect(calls(ApiPath.deskReturn)[0]?.body).toMatchObject({ barcode: 'YT0999' });
  });

  it('takes selected fines in cash', async () => {
    const { user, calls } = setup();
    await field();
    await user.keyboard('S0001{Enter}');
    const card = await screen.findByRole('region', { name: /李明/ });
    const pay = within(card).getByRole('button', { name: '收现金 ¥0.00' });
    expect(pay).toHaveProperty('disabled', true);
    await user.click(within(card).getByRole('checkbox', { name: '选择罚款：逾期归还 ¥1.50' }));
    await user.click(within(card).getByRole('button', { name: '收现金 ¥1.50' }));
    await waitFor(() =>
      expect(status().textContent).toBe('已收现金 ¥1.50（1 笔罚款），单号 C20261127001'),
    );
    expect(calls(ApiPath.deskPayCash)[0]?.body).toMatchObject({
      readercode: 'S0001',
      fineids: [21],
    });
    await waitFor(() => expect(within(card).queryByRole('checkbox')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it('plays no tone when muted', async () => {
    const { user, tones } = setup();
    await field();
    await user.click(screen.getByRole('button', { name: '关闭提示音' }));
    await user.keyboard('S0001{Enter}');
    await screen.findByRole('region', { name: /李明/ });
    expect(tones).toEqual([]);
    expect(localStorage.getItem('lp-desk-muted')).toBe('1');
  });

  it('offers the camera only where the device has one', async () => {
    setup();
    await field();
    expect(screen.queryByRole('button', { name: '用摄像头扫描' })).toBeNull();
  });

  it('is for staff only: a reader is told so, a visitor is offered the login', async () => {
    const { unmount } = setup({ session: 'student' });
    await screen.findByText('只有图书馆员可以使用借还台。');
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();
    setup({ session: 'out' });
    await screen.findByRole('button', { name: '登录' });
  });

  it('has no axe violations in zh and en, with a reader loaded', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { user, unmount } = setup({ lang });
      await field();
      await user.keyboard('S0001{Enter}');
      await screen.findByRole('region', { name: /S0001/ });
      await user.keyboard('YT1001{Enter}');
      await waitFor(() => expect(status().textContent).toMatch(lang ? /Lent/ : /已借出/));
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      unmount();
    }
  });
});
