import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { type LpEvent } from '../../core';
import { renderWidget } from '../../test/render';
import { organizationServer } from '../../test/organization-fixtures';
import { OrganizationProfile } from './OrganizationProfile';

function setup(organizationId: string, lang?: 'en') {
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <OrganizationProfile organizationId={organizationId} onNavigate={onNavigate} />,
    organizationServer(),
    lang,
  );
  return { ...rendered, onNavigate, user: userEvent.setup() };
}

describe('OrganizationProfile', () => {
  it('shows the name, logo and public figures, and leads to its own portal', async () => {
    const { user, onNavigate, requests } = setup('2');
    await screen.findByRole('heading', { name: '示范第二中学图书馆' });
    expect(screen.getByText('读者（人）').nextSibling?.textContent).toBe('240');
    const visit = screen.getByRole('link', { name: '进入 示范第二中学图书馆 的阅读门户' });
    expect(visit.getAttribute('href')).toBe('/home?orgcode=DEMO2');
    await user.click(visit);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/home',
      query: { orgcode: 'DEMO2' },
    });
    expect(requests.at(-1)?.body).toMatchObject({ id: 2, pagesize: 1 });
  });

  it('says when there is no such organisation', async () => {
    setup('999');
    await screen.findByText('没有找到这家学校或图书馆。');
  });

  it('refuses a malformed id without a request', async () => {
    const { requests } = setup('abc');
    await screen.findByText('请指定一家学校或图书馆。');
    expect(requests.filter((r) => r.path.includes('Organization/List'))).toEqual([]);
  });

  it('speaks English, and has no axe violations', async () => {
    const { container } = setup('1', 'en');
    await screen.findByRole('heading', { name: 'Public figures' });
    const results = await axe.run(container);
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
