import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { LABEL_COPIES, labelsServer, PASTED } from './fixtures';
import { paginate, parseBarcodes, spineLines } from './labels';
import { SpineLabels } from './SpineLabels';

function setup(
  props: Parameters<typeof SpineLabels>[0] = {},
  lang?: 'en',
  session: 'staff' | 'student' = 'staff',
) {
  setTestSession(session === 'staff' ? DEMO_LIBRARIAN : true);
  const rendered = renderWidget(<SpineLabels {...props} />, labelsServer(), lang);
  const labelCalls = () =>
    rendered.requests.filter((request) => request.path.endsWith(ApiPath.catalogueLabels));
  return { ...rendered, labelCalls, user: userEvent.setup() };
}

/** Pastes the barcodes into the list (one per line) and asks for the labels. */
async function make(barcodes: string[], lang?: 'en') {
  const list = await screen.findByLabelText(lang ? /Copy barcodes/ : /图书条码/);
  fireEvent.input(list, { target: { value: barcodes.join('\n') } });
  fireEvent.click(screen.getByRole('button', { name: lang ? 'Make labels' : '生成标签' }));
}

const labels = () =>
  screen.queryAllByRole('listitem').filter((item) => item.closest('[data-sheet]'));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SpineLabels', () => {
  it('makes one label per known copy, with its Code 128 barcode and the call number in lines', async () => {
    const { labelCalls } = setup();
    await make(PASTED);
    await screen.findByText('共 3 张标签，1 页。');
    // Asked once, each barcode once, in the order pasted.
    expect(labelCalls()).toHaveLength(1);
    expect(labelCalls()[0]?.body?.barcodes).toEqual([
      'YT00000001',
      'YT00000002',
      'DM00000009',
      'YT00000003',
    ]);
    const printed = labels();
    expect(printed).toHaveLength(3);
    const first = printed[0]!;
    // "I247.5 / L123 / 2": three lines, as a spine label writes it.
    const lines = [...first.querySelectorAll('[part="call-number"] > span')].map(
      (line) => line.textContent,
    );
    expect(lines).toEqual(['I247.5', 'L123', '2']);
    expect(within(first).getByText('云图科技实验学校图书馆')).toBeTruthy();
    const svg = within(first).getByRole('img', { name: '条码 YT00000001' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
    // Its characters below the bars.
    expect(svg.nextElementSibling?.textContent).toBe('YT00000001');
    expect(within(printed[1]!).getByRole('img', { name: '条码 YT00000002' })).toBeTruthy();
    // One A4 page: the labels from the sheet's first place.
    expect(screen.getByRole('list', { name: '第 1 页' }).children).toHaveLength(3);
  });

  it('lists the barcodes that are no copy of the library, and those too long to be one', async () => {
    setup();
    await make(['DM00000009', 'X'.repeat(40), 'YT00000004']);
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('以下 2 个条码不是本馆的馆藏');
    expect(within(warning).getByText('DM00000009')).toBeTruthy();
    expect(within(warning).getByText('X'.repeat(40))).toBeTruthy();
    // The copy without a call number still gets its label, with its barcode.
    expect(labels()).toHaveLength(1);
    expect(screen.getByRole('img', { name: '条码 YT00000004' })).toBeTruthy();
  });

  it('says so when none of the barcodes is the library’s', async () => {
    setup();
    await make(['NOPE1', 'NOPE2']);
    await screen.findByText('这些条码都不是本馆的馆藏。');
    expect(screen.getByRole('alert').textContent).toContain('NOPE1');
    expect(screen.getByRole('button', { name: '打印' })).toHaveProperty('disabled', true);
  });

  it('prints with window.print once there are labels', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = setup();
    const button = await screen.findByRole('button', { name: '打印' });
    expect(button).toHaveProperty('disabled', true);
    await make(['YT00000002']);
    await screen.findByText('共 1 张标签，1 页。');
    await user.click(screen.getByRole('button', { name: '打印' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('refuses more than 500 barcodes, and an empty list, without asking the server', async () => {
    const { labelCalls } = setup();
    const many = Array.from({ length: 501 }, (_, i) => `YT${String(i).padStart(8, '0')}`);
    await make(many);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '一次最多 500 个条码，现在有 501 个。',
    );
    await make([]);
    expect(screen.getByRole('alert').textContent).toBe('请先输入或扫描条码。');
    expect(labelCalls()).toHaveLength(0);
  });

  it('prints spine labels only, without barcodes, with the library name given and places skipped', async () => {
    setup({ layout: 'spine', libraryName: '云图' });
    fireEvent.input(await screen.findByLabelText('跳过标签纸上已用掉的前几张'), {
      target: { value: '2' },
    });
    await make(['YT00000001', 'YT00000002']);
    await screen.findByText('共 2 张标签，1 页。');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    const page = screen.getByRole('list', { name: '第 1 页' });
    // The two places skipped are left blank, then the labels.
    expect(page.children).toHaveLength(4);
    expect(page.children[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(within(page.children[2] as HTMLElement).getByText('云图')).toBeTruthy();
  });

  it('is for staff only', async () => {
    const { labelCalls } = setup({}, undefined, 'student');
    await screen.findByText('只有图书馆员可以打印书标。');
    expect(labelCalls()).toHaveLength(0);
  });

  it('speaks English, and has no axe violations in zh and en', async () => {
    for (const lang of [undefined, 'en'] as const) {
      const { unmount } = setup({}, lang);
      await make(PASTED, lang);
      await screen.findByText(
        lang ? '3 labels ready to print (A4 pages: 1).' : '共 3 张标签，1 页。',
      );
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
      unmount();
    }
  });
});

describe('the labels’ helpers', () => {
  it('reads barcodes one per line, trimmed, blank lines skipped, each once', () => {
    expect(parseBarcodes(' YT1 \r\n\nYT2\tYT3\nYT1\n')).toEqual({
      barcodes: ['YT1', 'YT2', 'YT3'],
      tooLong: [],
    });
    expect(parseBarcodes(`${'9'.repeat(32)}\n${'9'.repeat(33)}`)).toEqual({
      barcodes: ['9'.repeat(32)],
      tooLong: ['9'.repeat(33)],
    });
  });

  it('splits a call number at spaces and slashes', () => {
    expect(spineLines('I247.5 / L123 / 2')).toEqual(['I247.5', 'L123', '2']);
    expect(spineLines('I712.45/S421:2')).toEqual(['I712.45', 'S421:2']);
    expect(spineLines(null)).toEqual([]);
  });

  it('pages labels after the places skipped', () => {
    expect(paginate([1, 2, 3], 2, 1)).toEqual([
      [null, 1],
      [2, 3],
    ]);
    expect(paginate(LABEL_COPIES, 24)).toHaveLength(1);
  });
});
