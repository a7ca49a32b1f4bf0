import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { formatDuration } from '../../core/ui/duration';
import { mediaServer, type MediaServerOptions } from '../../test/media-fixtures';
import { StoryMedia, type StoryMediaProps } from './StoryMedia';

function setup(
  props: StoryMediaProps = {},
  options: MediaServerOptions & { loggedIn?: boolean; lang?: 'en' } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <StoryMedia {...props} onNavigate={onNavigate} />,
    mediaServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const cards = async () => within(await screen.findByRole('list')).getAllByRole('listitem');

describe('StoryMedia', () => {
  it('lists stories, videos and albums with their kind, length or photos, as text', async () => {
    setup();
    expect(await cards()).toHaveLength(4);
    expect(screen.getByText('共 4 项')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '小蝌蚪找妈妈' })).toBeTruthy();
    expect(screen.getByText('音频 · 时长 0:08 · 有字幕')).toBeTruthy();
    expect(screen.getByText('相册 · 3 张照片')).toBeTruthy();
    expect(screen.getByText('视频 · 时长 1:01:11')).toBeTruthy();
    expect(screen.getByText('<b>经典</b>童话')).toBeTruthy();
  });

  it('filters by kind with pressed buttons and asks the server for that kind', async () => {
    const { user, calls } = setup();
    await cards();
    await user.click(screen.getByRole('button', { name: '活动相册' }));
    expect(screen.getByRole('button', { name: '活动相册' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screen.findByText('共 1 项');
    expect(calls(ApiPath.mediaList).at(-1)?.body).toMatchObject({ kind: 'album', index: 1 });
  });

  it('starts on the kind it is given and links each item to the player', async () => {
    const { user, onNavigate } = setup({ kind: 'audio' });
    expect(await cards()).toHaveLength(2);
    const link = screen.getByRole('link', { name: '播放《龟兔赛跑》' });
    expect(link.getAttribute('href')).toContain('/player?id=3');
    await user.click(link);
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({ path: '/player', query: { id: '3' } });
  });

  it('says when there is nothing', async () => {
    setup({}, { empty: true });
    await screen.findByText('这里还没有内容。');
  });

  it('shows 请求错误 on failure', async () => {
    setup({}, { fails: true });
    expect((await screen.findAllByText('请求错误')).length).toBeGreaterThan(0);
  });

  it('shows a visitor what the library published, and offers to log in for the rest', async () => {
    const { user, onNavigate, calls } = setup({}, { loggedIn: false });
    await screen.findByText('共 3 项');
    expect(screen.queryByRole('link', { name: /2026 读书节/ })).toBeNull();
    expect(calls(ApiPath.mediaList)[0]?.body).toMatchObject({ organizationid: 1 });
    expect(screen.getByText('登录后还可以看到仅对本馆读者开放的内容，如活动相册。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/storyTelling' },
    });
  });

  it('speaks English and has no axe violations', async () => {
    setup({}, { lang: 'en' });
    await cards();
    expect(screen.getByText('Audio · Length 0:08 · Captions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View album “2026 读书节”' })).toBeTruthy();
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('formats lengths as players do', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3671)).toBe('1:01:11');
  });
});

describe('<lp-story-media>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(mediaServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-story-media api-base="${TEST_API_BASE}" kind="album"></lp-story-media>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('共 1 项');
    host.remove();
  });
});
