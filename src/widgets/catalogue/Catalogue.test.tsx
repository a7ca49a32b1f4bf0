import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { DEMO_LIBRARIAN, setTestSession } from '../../test/session';
import { Catalogue } from './Catalogue';
import { catalogueServer } from './fixtures';

describe('lp-catalogue', () => {
  it('finds a record with its copies and withdraws a copy after a confirmation', async () => {
    setTestSession(DEMO_LIBRARIAN);
    const rendered = renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('题名、责任者、ISBN 或条码'), '活着');
    await user.click(screen.getByRole('button', { name: '查找' }));
    const table = await screen.findByRole('table', { name: '《活着》的复本' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(within(table).getByRole('button', { name: '剔除 YT2001' }));
    expect(rendered.requests.some((r) => r.path.endsWith(ApiPath.catalogueCopyStatus))).toBe(false);
    await user.click(within(table).getByRole('button', { name: '确定' }));
    await within(table).findByText('YT2001 的状态已更改');
    const sent = rendered.requests.find((r) => r.path.endsWith(ApiPath.catalogueCopyStatus));
    expect(sent?.body).toMatchObject({ barcode: 'YT2001', status: 'withdraw' });
  });

  it('offers no status change for a copy on loan, and shows when it is due', async () => {
    setTestSession(DEMO_LIBRARIAN);
    renderWidget(<Catalogue />, catalogueServer());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('题名、责任者、ISBN 或条码'), 'YT2002');
    await user.click(screen.getByRole('button', { name: '查找' }));
    const table = await screen.findByRole('table', { name: '《活着》的复本' });
    const row = within(table).getByText('YT2002').closest('tr') as HTMLElement;
    expect(row.textContent).toMatch(/借出 · 应还 \S*12\S*/);
    expect(within(row).queryAllByRole('button')).toHaveLength(0);
  });

  it('tells a student the catalogue is for staff', async () => {
    setTestSession(true);
    renderWidget(<Catalogue />, catalogueServer());
    await screen.findByText('只有图书馆工作人员可以使用编目。');
  });
});
