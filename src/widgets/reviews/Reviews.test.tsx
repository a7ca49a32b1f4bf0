import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, MAX_COMMENT_LENGTH, type LpEvent } from '../../core';
import { createFakeApi } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { reviewsServer, type ReviewsServerOptions } from './fixtures';
import { Reviews, type ReviewsProps } from './Reviews';

function setup(
  props: ReviewsProps = {},
  options: ReviewsServerOptions & { loggedIn?: boolean; lang?: 'en' } = {},
) {
  setTestSession(options.loggedIn ?? true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <Reviews {...props} onNavigate={onNavigate} />,
    reviewsServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

describe('Reviews: mine', () => {
  it('lists the reader’s reviews with their books, newlines as line breaks', async () => {
    const { user, onNavigate } = setup();
    const list = within(await screen.findByRole('list', { name: '我的书评' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]?.querySelector('br')).not.toBeNull();
    await user.click(list.getByRole('link', { name: '修改《活着》的书评' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/write-review',
      query: { bookid: 21, id: 2 },
    });
    await user.click(list.getByRole('link', { name: '《活着》' }));
    expect(onNavigate.mock.calls[1]?.[0].detail).toEqual({
      path: '/book-review-comment',
      query: { bookid: 21 },
    });
  });

  it('deletes a review after a confirmation', async () => {
    const { user, calls } = setup();
    const list = within(await screen.findByRole('list', { name: '我的书评' }));
    await user.click(list.getByRole('button', { name: '删除《西游记》的书评' }));
    await user.click(await screen.findByRole('button', { name: '删除' }));
    await screen.findByText('书评已删除');
    expect(calls(ApiPath.commentDelete)[0]?.body).toMatchObject({ id: 1 });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: '我的书评' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });
});

describe('Reviews: write', () => {
  it('writes a new review of a book once on a double click, HTML kept as text', async () => {
    const { user, calls } = setup({ view: 'write', bookid: '23' }, { delay: 20 });
    await screen.findByRole('heading', { name: '为《边城》写书评' });
    const field = screen.getByRole('textbox', { name: '书评内容' });
    await user.type(field, '<b>翠翠</b>的等待');
    await user.dblClick(screen.getByRole('button', { name: '发表书评' }));
    await screen.findByText('书评已发表');
    expect(calls(ApiPath.commentSave)).toHaveLength(1);
    expect(calls(ApiPath.commentSave)[0]?.body).toMatchObject({
      bookid: 23,
      content: '<b>翠翠</b>的等待',
    });
    // Saved, it is the review being edited.
    await screen.findByRole('heading', { name: '修改《边城》的书评' });
    expect((screen.getByRole('textbox', { name: '书评内容' }) as HTMLTextAreaElement).value).toBe(
      '<b>翠翠</b>的等待',
    );
  });

  it('edits the reader’s review of the book', async () => {
    const { user, calls } = setup({ view: 'write', bookid: '21', reviewid: '2' });
    const field = await screen.findByRole('textbox', { name: '书评内容' });
    expect((field as HTMLTextAreaElement).value).toContain('福贵');
    await user.clear(field);
    await user.type(field, '第二遍读完');
    await user.click(screen.getByRole('button', { name: '保存修改' }));
    await screen.findByText('书评已保存');
    expect(calls(ApiPath.commentSave)[0]?.body).toMatchObject({ id: 2, content: '第二遍读完' });
    expect((field as HTMLTextAreaElement).value).toBe('第二遍读完');
  });

  it('refuses an empty or oversized review and shows the server’s refusal', async () => {
    const { user, calls } = setup(
      { view: 'write', bookid: '23' },
      { saveFails: '评论太频繁，请稍后再试' },
    );
    const field = await screen.findByRole('textbox', { name: '书评内容' });
    await user.click(screen.getByRole('button', { name: '发表书评' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入评论内容');
    expect(calls(ApiPath.commentSave)).toHaveLength(0);
    // The field itself stops at the limit.
    expect(field.getAttribute('maxlength')).toBe(String(MAX_COMMENT_LENGTH));
    await user.type(field, '好书');
    await user.click(screen.getByRole('button', { name: '发表书评' }));
    await screen.findByText('评论太频繁，请稍后再试');
  });

  it('says when there is no book', async () => {
    setup({ view: 'write' });
    await screen.findByText('请先选择一本书，再写书评。');
  });
});

describe('Reviews: a book’s reviews', () => {
  it('shows every reader’s reviews as text, the reader’s own marked, and the way to write one', async () => {
    const { user, onNavigate } = setup({ view: 'book', bookid: '21' });
    const list = within(await screen.findByRole('list', { name: '书评' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByText('<img src=x onerror=alert(1)>写得真好')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(list.getByText('我的')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: '为这本书写书评' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/write-review',
      query: { bookid: 21 },
    });
  });
});

describe('Reviews: gate and languages', () => {
  it('asks a logged-out reader to log in, back to the same book', async () => {
    const { user, onNavigate, calls } = setup({ view: 'write', bookid: '23' }, { loggedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/login',
      query: { redirect: '/write-review?bookid=23' },
    });
    expect(calls(ApiPath.myReviews)).toHaveLength(0);
  });

  it('speaks English and has no axe violations', async () => {
    setup({ view: 'write', bookid: '21' }, { lang: 'en' });
    await screen.findByRole('heading', { name: 'Edit your review of "活着"' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe('<lp-reviews>', () => {
  it('renders in its shadow root', async () => {
    setTestSession(true);
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(reviewsServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-reviews api-base="${TEST_API_BASE}"></lp-reviews>`;
    document.body.append(host);
    const shadow = (host.firstElementChild as HTMLElement).shadowRoot as unknown as HTMLElement;
    expect(await within(shadow).findAllByRole('listitem')).toHaveLength(2);
    host.remove();
  });
});
