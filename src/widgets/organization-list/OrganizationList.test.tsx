import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { organizationServer } from '../../test/organization-fixtures';
import { OrganizationList } from './OrganizationList';

function setup(lang?: 'en', options = {}) {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <OrganizationList onNavigate={onNavigate} />,
    organizationServer(options),
    lang,
  );
  const calls = () => rendered.requests.filter((r) => r.path.endsWith(ApiPath.organizationList));
  return { ...rendered, calls, onNavigate, user: userEvent.setup() };
}

describe('OrganizationList', () => {
  it('lists a page of organisations with their figures, each linking to its page', async () => {
    const { user, onNavigate, calls } = setup();
    const link = await screen.findByRole('link', { name: '查看 云图科技实验学校图书馆 的介绍' });
    expect(link.getAttribute('href')).toBe('/case-detail?id=1');
    expect(screen.getByText('共 13 家')).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(12);
    const ytkj = within(screen.getByLabelText('云图科技实验学校图书馆的公开数据'));
    expect(ytkj.getByText('馆藏书目（种）').nextSibling?.textContent).toBe('10,230');
    expect(ytkj.getByText('今年借阅（册次）').nextSibling?.textContent).toBe('30,690');
    await user.click(link);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/case-detail',
      query: { id: 1 },
    });
    expect(calls()[0]?.body).toMatchObject({ pageindex: 1, pagesize: 12 });
  });

  it('finds by name or code, and pages', async () => {
    const { user, calls } = setup();
    await screen.findByText('共 13 家');
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByRole('link', { name: /第13实验小学/ });
    expect(calls().at(-1)?.body).toMatchObject({ pageindex: 2 });
    await user.type(screen.getByRole('textbox', { name: '按名称或代码查找' }), 'demo2');
    await user.click(screen.getByRole('button', { name: '查找' }));
    await waitFor(() => expect(screen.getByText('共 1 家')).toBeTruthy());
    expect(calls().at(-1)?.body).toMatchObject({ qname: 'demo2', pageindex: 1 });
    await user.click(screen.getByRole('button', { name: '显示全部' }));
    await screen.findByText('共 13 家');
  });

  it('says when nothing matches', async () => {
    const { user } = setup();
    await screen.findByText('共 13 家');
    await user.type(screen.getByRole('textbox', { name: '按名称或代码查找' }), 'zzz');
    await user.click(screen.getByRole('button', { name: '查找' }));
    await screen.findByText('没有找到符合条件的学校或图书馆。');
  });

  it('says when the list cannot be had', async () => {
    setup(undefined, { fails: true });
    await screen.findByRole('alert');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks English, and has no axe violations', async () => {
    const { container } = setup('en');
    await screen.findByText('13 organisations');
    expect(
      screen.getByRole('heading', { name: 'Schools and libraries using libportal' }),
    ).toBeTruthy();
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
