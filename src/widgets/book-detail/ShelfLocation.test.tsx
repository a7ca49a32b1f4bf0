import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookAsset, LpEvent } from '../../core';
import { ASSETS, detailServer } from '../../test/book-detail-fixtures';
import { renderWidget } from '../../test/render';
import { ShelfLocation } from './ShelfLocation';

function setup(
  bookid: string | undefined,
  barcode: string | undefined,
  assets?: BookAsset[],
  lang?: 'en',
) {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <ShelfLocation bookid={bookid} barcode={barcode} onNavigate={onNavigate} />,
    detailServer({ assets }),
    lang,
  );
  return { ...rendered, onNavigate };
}

describe('ShelfLocation (/queryMachineShelfDetail)', () => {
  it("shows the copy's call number and places, and how to find the shelf", async () => {
    const user = userEvent.setup();
    const { onNavigate } = setup('1', 'YT00000011');
    expect(await screen.findByRole('heading', { level: 2, name: '三体' })).toBeTruthy();
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
    expect(await screen.findByText(/当前状态为「借出」，暂时不在书架上/)).toBeTruthy();
  });

  it('says where a copy in the library is when it is not in its collection', async () => {
    setup('1', 'YT9', [
      { ...ASSETS[0]!, barcode: 'YT9', currentlocation: '阅览室还书车', callnumber: null },
    ]);
    expect(await screen.findByText('这册书目前不在馆藏地点，而在「阅览室还书车」。')).toBeTruthy();
    expect(screen.getByText('这册书没有索书号，请向馆员出示条码号 YT9。')).toBeTruthy();
  });

  it('says noBarcodeFound for an unknown barcode', async () => {
    setup('1', 'NOPE');
    expect(await screen.findByText('未找到条码号为 NOPE 的馆藏。')).toBeTruthy();
  });

  it('says noNavigationData without a book or barcode, and asks the server nothing', async () => {
    const { requests } = setup('1', undefined);
    expect(await screen.findByText('暂无导航数据：缺少图书或条码号。')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('says there is no location when the copy has none, in English', async () => {
    setup(
      '1',
      'YT0',
      [{ ...ASSETS[0]!, barcode: 'YT0', collectionlocation: null, currentlocation: null }],
      'en',
    );
    expect(
      await screen.findByText('There is no location for this copy; please ask a librarian.'),
    ).toBeTruthy();
  });
});
