import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookAsset, LpEvent } from '../../core';
import { ASSETS, detailServer, type DetailServerOptions } from '../../test/book-detail-fixtures';
import { renderWidget } from '../../test/render';
import { ShelfLocation } from './ShelfLocation';

function setup(
  bookid: string | undefined,
  barcode: string | undefined,
  assets?: BookAsset[],
  lang?: 'en',
  server: DetailServerOptions = {},
) {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <ShelfLocation bookid={bookid} barcode={barcode} onNavigate={onNavigate} />,
    detailServer({ assets, ...server }),
    lang,
  );
  return { ...rendered, onNavigate };
}

describe('ShelfLocation (/queryMachineShelfDetail)', () => {
  it("shows the copy's call number and places, and how to find the shelf", async () => {
    const user = userEvent.setup();
    const { onNavigate } = setup('1', 'YT00000011');
    await screen.findByRole('heading', { level: 2, name: '三体' });
    expect(screen.getByText('I247.55/L67')).toBeTruthy();
    expect(screen.getAllByText('总馆二楼文学书库')).toHaveLength(2);
    const steps = screen.getByRole('region', { name: '怎样找到这本书' });
    expect(steps.textContent).toContain('前往「总馆二楼文学书库」。');
    expect(steps.textContent).toContain('按索书号 I247.55/L67 找书架');
    expect(steps.textContent).not.toContain('暂时不在书架上');
    await user.click(screen.getByRole('button', { name: '返回图书详情' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/bookDetail',
      query: { bookid: 1 },
    });
  });

  it('says a lent copy is not on the shelf now', async () => {
    setup('1', 'YT00000012');
    await screen.findByText(/当前状态为「借出」，暂时不在书架上/);
  });

  it('says where a copy in the library is when it is not in its collection', async () => {
    setup('1', 'YT9', [
      { ...ASSETS[0]!, barcode: 'YT9', currentlocation: '阅览室还书车', callnumber: null },
    ]);
    await screen.findByText('这册书目前不在馆藏地点，而在「阅览室还书车」。');
    expect(screen.getByText('这册书没有索书号，请向馆员出示条码号 YT9。')).toBeTruthy();
  });

  it('says noBarcodeFound for an unknown barcode', async () => {
    setup('1', 'NOPE');
    await screen.findByText('未找到条码号为 NOPE 的馆藏。');
  });

  it('with the book alone, shows the copy a reader can take, and leads to the map', async () => {
    const user = userEvent.setup();
    const { onNavigate } = setup('1', undefined, [ASSETS[1]!, ASSETS[0]!]);
    await screen.findByText('YT00000011');
    expect(screen.queryByText('暂无导航数据：缺少图书或条码号。')).toBeNull();
    const map = screen.getByRole('link', { name: '在馆内地图上查看路线' });
    expect(map.getAttribute('href')).toBe('/fmap?bookid=1&barcode=YT00000011');
    await user.click(map);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/fmap',
      query: { bookid: 1, barcode: 'YT00000011' },
    });
  });

  it('with the book alone and no copy, says the library holds none', async () => {
    setup('1', undefined, []);
    await screen.findByText('本馆暂无这本书的馆藏。');
  });

  it('links to the inventory system where the library runs one', async () => {
    setup('1', 'YT00000011', undefined, undefined, { inventoryHost: 'https://inv.school.example' });
    const link = await screen.findByRole('link', { name: '在智能盘点系统中查看这一册最近的位置' });
    expect(link.getAttribute('href')).toBe('https://inv.school.example?barcode=YT00000011');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says "Inventory system domain query failed" when the address cannot be had', async () => {
    setup('1', 'YT00000011', undefined, 'en', { inventoryHost: 'down' });
    await screen.findByText('Inventory system domain query failed');
    expect(screen.getByText('I247.55/L67')).toBeTruthy();
  });

  it('shows no inventory link where the library runs none', async () => {
    setup('1', 'YT00000011');
    await screen.findByRole('link', { name: '在馆内地图上查看路线' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /盘点系统/ })).toBeNull();
    expect(screen.queryByText('盘点系统域名查询失败')).toBeNull();
  });

  it('says noNavigationData without a book, and asks the server nothing', async () => {
    const { requests } = setup(undefined, undefined);
    await screen.findByText('暂无导航数据：缺少图书或条码号。');
    expect(requests).toHaveLength(0);
  });

  it('says there is no location when the copy has none, in English', async () => {
    setup(
      '1',
      'YT0',
      [{ ...ASSETS[0]!, barcode: 'YT0', collectionlocation: null, currentlocation: null }],
      'en',
    );
    await screen.findByText('There is no location for this copy; please ask a librarian.');
  });
});
