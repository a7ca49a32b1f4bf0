import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath } from '../../core';
import { renderWidget } from '../../test/render';
import { CollectionOverview, type CollectionOverviewProps } from './CollectionOverview';
import { overviewServer } from './fixtures';

function setup(
  props: Partial<CollectionOverviewProps> = {},
  lang?: 'en',
  fails = false,
  empty = false,
) {
  const onStateChange = vi.fn();
  const rendered = renderWidget(
    <CollectionOverview onStateChange={onStateChange} {...props} />,
    overviewServer({ fails, empty }),
    lang,
  );
  const calls = () => rendered.requests.filter((r) => r.path.endsWith(ApiPath.libraryLocations));
  return { ...rendered, onStateChange, calls, user: userEvent.setup() };
}

describe('CollectionOverview', () => {
  it('shows the holdings by location with titles, copies, available and shelves', async () => {
    const { calls } = setup();
    const table = await screen.findByRole('table', { name: '各馆藏地点的馆藏' });
    const row = within(table).getByRole('row', { name: /少儿阅览室/ });
    expect(row.textContent).toContain('100300250');
    expect(screen.getByText('本馆共有馆藏 1000 种、2500 册。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '按馆藏地点' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(calls()[0]?.body).toMatchObject({ organizationid: 1 });
  });

  it("opens a location's categories from its row, and says so to the page", async () => {
    const { user, calls, onStateChange } = setup();
    await user.click(await screen.findByRole('button', { name: '查看少儿阅览室的类别' }));
    const table = await screen.findByRole('table', { name: '少儿阅览室各类别的馆藏' });
    expect(within(table).getByRole('row', { name: /I 文学/ }).textContent).toContain('100%');
    expect(onStateChange).toHaveBeenLastCalledWith({ type: 'category', locationid: 3 });
    expect(calls().at(-1)?.body).toMatchObject({ locationid: 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: '馆藏地点' }), '');
    await screen.findByRole('table', { name: '各类别的馆藏' });
    expect(onStateChange).toHaveBeenLastCalledWith({ type: 'category', locationid: undefined });
  });

  it('honours type and locationid, and a location id alone means its categories', async () => {
    setup({ locationid: '3' });
    await screen.findByRole('table', { name: '少儿阅览室各类别的馆藏' });
    expect(screen.getByText('少儿阅览室共有馆藏 100 种、300 册。')).toBeTruthy();
  });

  it("shows the whole library for a location that is not this library's", async () => {
    setup({ type: 'category', locationid: '77' });
    await screen.findByText('没有找到这个馆藏地点，下面是全馆的馆藏。');
    await screen.findByRole('table', { name: '各类别的馆藏' });
  });

  it('ignores malformed parameters', async () => {
    const { calls } = setup({ type: 'nonsense', locationid: '1; drop' });
    await screen.findByRole('table', { name: '各馆藏地点的馆藏' });
    expect(calls()[0]?.body?.locationid).toBeUndefined();
  });

  it('says when the call fails', async () => {
    setup({}, undefined, true);
    await screen.findByRole('alert');
  });

  it('says when the library holds nothing', async () => {
    setup({}, undefined, false, true);
    await screen.findByText('本馆还没有馆藏。');
  });

  it('speaks English', async () => {
    const { user } = setup({}, 'en');
    await screen.findByRole('table', { name: 'Holdings by location' });
    await user.click(screen.getByRole('button', { name: 'By category' }));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Holdings by category' })).toBeTruthy(),
    );
  });

  it('has no axe violations in either view', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: '各馆藏地点的馆藏' });
    const check = async () => {
      const results = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    };
    await check();
    await user.click(screen.getByRole('button', { name: '按类别' }));
    await screen.findByRole('table', { name: '各类别的馆藏' });
    await check();
  });
});
