import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { mediaServer } from '../../test/media-fixtures';
import { MediaPlayer, type MediaPlayerProps } from './MediaPlayer';
import { parseVtt } from './transcript';

// jsdom has no object URLs: each file gets a readable stand-in.
beforeEach(() => {
  let made = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    value: () => `blob:test/${++made}`,
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
});

function setup(props: MediaPlayerProps, options: { loggedIn?: boolean; lang?: 'en' } = {}) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <MediaPlayer {...props} onNavigate={onNavigate} />,
    mediaServer(),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('MediaPlayer', () => {
  it('plays audio in the browser’s own player with its captions track and a transcript', async () => {
    const { user, container } = setup({ mediaId: 1 });
    await screen.findByRole('heading', { name: '小蝌蚪找妈妈' });
    await waitFor(() => expect(container.querySelector('audio')).not.toBeNull());
    const audio = container.querySelector('audio') as HTMLAudioElement;
    expect(audio.controls).toBe(true);
    expect(audio.getAttribute('src')).toMatch(/^blob:/);
    const track = audio.querySelector('track') as HTMLTrackElement;
    expect([track.kind, track.srclang, track.label]).toEqual(['captions', 'zh', '中文字幕']);
    const toggle = screen.getByRole('button', { name: '显示文字稿' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await screen.findByText('池塘里有一群小蝌蚪。');
    // Cue markup is removed, never interpreted.
    expect(screen.getByText('它们游来游去')).toBeTruthy();
    expect(screen.getByRole('button', { name: '隐藏文字稿' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('plays a video in a <video> and says when an item has no captions', async () => {
    const { container } = setup({ mediaId: 4 });
    await waitFor(() => expect(container.querySelector('video[controls]')).not.toBeNull());
    expect(screen.getByText('这个节目没有字幕或文字稿。')).toBeTruthy();
  });

  it('shows an album one photo at a time, moved by buttons and arrow keys', async () => {
    const { user } = setup({ mediaId: 2 });
    const gallery = await screen.findByRole('group', { name: '相册《2026 读书节》' });
    await waitFor(() =>
      expect(within(gallery).getByRole('img', { name: '读书节开幕式上，校长致辞' }).tagName).toBe(
        'IMG',
      ),
    );
    expect(within(gallery).getByRole('status').textContent).toBe('第 1 张，共 3 张');
    const figure = gallery.querySelector('figure') as HTMLElement;
    figure.focus();
    await user.keyboard('{ArrowRight}');
    await within(gallery).findByRole('img', { name: '同学们在操场上交换好书' });
    await user.keyboard('{End}');
    expect(within(gallery).getByRole('status').textContent).toBe('第 3 张，共 3 张');
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('status').textContent).toBe('第 3 张，共 3 张');
    expect(document.activeElement).toBe(figure);
    await user.keyboard('{Home}');
    expect(within(gallery).getByRole('status').textContent).toBe('第 1 张，共 3 张');
    await user.click(within(gallery).getByRole('button', { name: '下一张' }));
    expect(within(gallery).getByRole('status').textContent).toBe('第 2 张，共 3 张');
    // Along the thumbnails, the focus follows the photo shown.
    const thumb = within(gallery).getByRole('button', { name: /查看第 2 张/ });
    expect(thumb.getAttribute('aria-current')).toBe('true');
    thumb.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^查看第 1 张/);
  });

  it('says an item it may not see is not there, and asks for an id when none is given', async () => {
    setup({ mediaId: 99 });
    await screen.findByText('内容不存在或已下架。');
  });

  it('asks for an item when it has no id', async () => {
    const { calls } = setup({});
    await screen.findByText('请选择要播放的内容。');
    expect(calls(ApiPath.mediaDetail)).toHaveLength(0);
  });

  it('plays a published item to a visitor', async () => {
    setup({ mediaId: 1 }, { loggedIn: false });
    await screen.findByRole('heading', { name: '小蝌蚪找妈妈' });
  });

  it('asks a visitor to log in for a readers’ item, back to this item', async () => {
    const { user, onNavigate } = setup({ mediaId: 2 }, { loggedIn: false });
    await screen.findByText('这项内容仅对本馆读者开放，请登录后查看。');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/player?id=2' },
    });
  });

  it('speaks English and has no axe violations (album and audio)', async () => {
    setup({ mediaId: 2 }, { lang: 'en' });
    await screen.findByRole('group', { name: 'Album “2026 读书节”' });
    let results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    document.body.innerHTML = '';
    setup({ mediaId: 1 }, { lang: 'en' });
    await screen.findByRole('button', { name: 'Show transcript' });
    results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('reads the cues of a WebVTT file', () => {
    expect(
      parseVtt('WEBVTT\r\n\r\nNOTE hi\r\n\r\nx\r\n01:02:03.500 --> 01:02:04.000\r\n<b>a</b>\r\nb'),
    ).toEqual([{ start: 3723.5, text: 'a\nb' }]);
  });
});

describe('<lp-media-player>', () => {
  it('renders in its shadow root from its media-id', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(mediaServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-media-player api-base="${TEST_API_BASE}" media-id="2"></lp-media-player>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    await within(shadow).findByText('第 1 张，共 3 张');
    host.remove();
  });
});
