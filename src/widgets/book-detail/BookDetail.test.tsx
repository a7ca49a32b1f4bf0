import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiPath, type LpEvent } from '../../core';
import {
  ANONYMOUS_COMMENT,
  ASSETS,
  BOOK,
  MY_COMMENT,
  OTHERS_COMMENT,
  detailServer,
  type DetailServerOptions,
} from '../../test/book-detail-fixtures';
import { createFakeApi, delayed } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { setTestSession } from '../../test/session';
import { BookDetail } from './BookDetail';
import { COMMENT_PAGE_SIZE } from './Comments';
import { shownRating } from './Rating';

function setup(
  options: DetailServerOptions & {
    loggedIn?: boolean;
    lang?: 'zh' | 'en';
    bookid?: string;
    /** Milliseconds every answer takes. */
    delay?: number;
  } = {},
) {
  if (options.loggedIn) setTestSession(true);
  const onNavigate = vi.fn((event: LpEvent<'lp-navigate'>) => event.preventDefault());
  const rendered = renderWidget(
    <BookDetail bookid={options.bookid ?? '1'} onNavigate={onNavigate} />,
    options.delay ? delayed(detailServer(options), options.delay) : detailServer(options),
    options.lang,
  );
  const calls = (path: string) =>
    rendered.requests.filter((request) => request.path.endsWith(path));
  return { ...rendered, onNavigate, calls, user: userEvent.setup() };
}

const title = () => screen.findByRole('heading', { level: 2, name: '三体' });
const commentsSection = () => screen.getByRole('region', { name: '读者评论' });

describe('BookDetail: the record', () => {
  // The first test of the file also loads the strings and the styles: give it time.
  it(
    'shows every field of a book record, the price in yuan and the catalogue text as text',
    { timeout: 15_000 },
    async () => {
      const { container } = setup();
      await title();
      expect(screen.getByText('地球往事')).toBeTruthy();
      const fields = container.querySelector('[part="fields"]') as HTMLElement;
      const pairs = [...fields.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]);
      expect(pairs).toEqual([
        ['并列题名', 'The Three-Body Problem'],
        ['丛书', '中国科幻基石丛书'],
        ['作者', '刘慈欣'],
        ['出版社', '重庆出版社'],
        ['出版时间', '2008-01'],
        ['ISBN', '9787536692930'],
        ['价格', '¥23.00'],
        ['分类号', 'I247.55'],
      ]);
      const intro = screen.getByRole('region', { name: '内容简介' });
      // Newlines are <br> elements; markup in the data stays text.
      expect(intro.querySelectorAll('br')).toHaveLength(1);
      expect(intro.querySelector('img')).toBeNull();
      expect(intro.textContent).toContain('<img src=x onerror="alert(1)">');
      expect(screen.getByRole('region', { name: '作者简介' }).textContent).toContain('刘慈欣，');
      expect(screen.getByRole('region', { name: '附注' }).querySelectorAll('br')).toHaveLength(1);
      expect(screen.getByText('在馆 1 / 共 2 册')).toBeTruthy();
      // The server's drawing names the book at once; the real cover goes over it.
      const drawing = screen.getByRole('img', { name: '三体 的封面' }) as HTMLImageElement;
      expect(drawing.dataset.cover).toBe('generated');
      const cover = document.querySelector<HTMLImageElement>('img[data-cover="source"]');
      expect(cover?.src).toBe(BOOK.cover);
    },
  );

  it('leaves out the fields the catalogue does not have', async () => {
    setup({
      book: {
        ...BOOK,
        paralleltitle: null,
        subtitle: null,
        series: null,
        price: null,
        intro: null,
        notes: '  ',
        authorintro: null,
      },
    });
    await title();
    expect(screen.queryByText('并列题名')).toBeNull();
    expect(screen.queryByText('价格')).toBeNull();
    expect(screen.queryByRole('region', { name: '内容简介' })).toBeNull();
    expect(screen.queryByRole('region', { name: '附注' })).toBeNull();
    expect(screen.getByText('出版社')).toBeTruthy();
  });

  it('says the book is not found', async () => {
    setup({ book: 'notFound' });
    await screen.findByText('未找到该图书，它可能已被下架。');
  });

  it('refuses a bookid that is not a number without calling the server', async () => {
    const { requests } = setup({ bookid: '1 OR 1=1' });
    await screen.findByText('未指定图书，请从检索结果中打开图书。');
    expect(requests.filter((request) => request.path.includes('/Book/'))).toHaveLength(0);
  });

  it('says 请求错误 when the record cannot be read', async () => {
    setup({ book: 'error' });
    await screen.findByText('请求错误');
  });
});

describe('BookDetail: rating from the book-info service', () => {
  it('shows the source value divided by 2 on five stars, with the raters', async () => {
    const { calls } = setup();
    const stars = await screen.findByRole('img', { name: '4.5 星（满分 5 星）' });
    expect(stars.getAttribute('data-value')).toBe('4.5');
    expect(screen.getByText('12345 人评价')).toBeTruthy();
    expect(calls(ApiPath.bookInfo)[0]?.body).toMatchObject({ isbns: ['9787536692930'] });
  });

  it('divides any value by 2 and keeps it within 0–5', () => {
    expect(shownRating({ average: 8.7 })).toBeCloseTo(4.35);
    expect(shownRating({ average: 10 })).toBe(5);
    expect(shownRating({ average: 14 })).toBe(5);
    expect(shownRating({ average: 0 })).toBe(0);
  });

  it('asks with the ISBN-10 when there is no ISBN-13, and shows 7.3 / 2 as 3.65', async () => {
    const { calls } = setup({
      book: { ...BOOK, isbn13: null },
      info: [{ isbn13: '9787536692930', image: null, average: 7.3, raters: 1 }],
    });
    await screen.findByRole('img', { name: '3.65 星（满分 5 星）' });
    expect(screen.getByText('1 人评价')).toBeTruthy();
    expect(calls(ApiPath.bookInfo)[0]?.body).toMatchObject({ isbns: ['7536692935'] });
  });

  it('shows everything else and "no rating" when the service returns nothing', async () => {
    setup({ info: [] });
    await title();
    await screen.findByText('暂无评分');
    expect(screen.queryByRole('img', { name: /星/ })).toBeNull();
    await screen.findByText('YT00000011');
  });

  it('only logs a failing service: no toast, the rest of the page shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setup({ info: 'down' });
    await screen.findByText('暂无评分');
    await screen.findByText('YT00000011');
    expect(screen.getByRole('region', { name: '内容简介' })).toBeTruthy();
    expect(screen.queryByText('请求错误')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not ask the service about a book without an ISBN', async () => {
    const { calls } = setup({ book: { ...BOOK, isbn: null, isbn13: null } });
    await screen.findByText('暂无评分');
    expect(calls(ApiPath.bookInfo)).toHaveLength(0);
  });

  it('uses the service image as the cover when the catalogue has none', async () => {
    setup({
      book: { ...BOOK, cover: null },
      info: [
        {
          ...{ isbn13: '9787536692930', average: 9, raters: 3 },
          image: 'https://img.example/c.jpg',
        },
      ],
    });
    await screen.findByText('3 人评价');
    const cover = document.querySelector<HTMLImageElement>('img[data-cover="source"]');
    expect(cover?.src).toBe('https://img.example/c.jpg');
  });
});

describe('BookDetail: copies', () => {
  it('lists each copy with status and place, and "where is it" goes to the shelf page', async () => {
    const { onNavigate, user } = setup();
    const table = await screen.findByRole('table', { name: '馆藏信息' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('I247.55/L67')).toBeTruthy();
    expect(within(rows[1]!).getByText('在馆')).toBeTruthy();
    expect(within(rows[2]!).getByText('借出')).toBeTruthy();
    await user.click(within(rows[2]!).getByRole('button', { name: '条码号 YT00000012 在哪里' }));
    expect(onNavigate.mock.calls.at(-1)?.[0].detail).toEqual({
      path: '/queryMachineShelfDetail',
      query: { bookid: 1, barcode: ASSETS[1]!.barcode },
    });
  });

  it('says 暂无馆藏信息 when there is no copy', async () => {
    setup({ assets: [] });
    await screen.findByText('暂无馆藏信息');
  });

  it('goes to pre-borrow with the book id', async () => {
    const { onNavigate, user } = setup();
    await title();
    await user.click(screen.getByRole('button', { name: '预借' }));
    expect(onNavigate.mock.calls[0]?.[0].detail).toEqual({
      path: '/preBorrow',
      query: { bookid: 1 },
    });
  });
});

describe('BookDetail: logged out', () => {
  it('shows the comments and asks to log in to comment, collect or recommend', async () => {
    const { onNavigate, user, calls } = setup();
    await screen.findByText('王芳');
    expect(screen.getByText('匿名读者')).toBeTruthy();
    expect(screen.getByText('共 2 条评论')).toBeTruthy();
    const comments = commentsSection();
    expect(within(comments).queryByRole('textbox')).toBeNull();
    expect(within(comments).getByText('登录后可以发表评论。')).toBeTruthy();
    await user.click(within(comments).getByRole('button', { name: '登录' }));
    const login = { path: '/login', query: { redirect: '/bookDetail?bookid=1' } };
    expect(onNavigate.mock.calls.at(-1)?.[0].detail).toEqual(login);
    await user.click(screen.getByRole('button', { name: '收藏' }));
    expect(onNavigate.mock.calls.at(-1)?.[0].detail).toEqual(login);
    await user.click(screen.getByRole('button', { name: '荐购' }));
    expect(onNavigate.mock.calls.at(-1)?.[0].detail).toEqual(login);
    // Nothing about "me" is asked for without a login.
    expect(calls(ApiPath.collectQuery)).toHaveLength(0);
    expect(calls(ApiPath.recommendQuery)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '编辑我的评论' })).toBeNull();
  });
});

describe('BookDetail: comments of a logged-in reader', () => {
  it('refuses a blank comment with 请输入评论内容 and sends nothing', async () => {
    const { user, calls } = setup({ loggedIn: true });
    const box = await screen.findByRole('textbox', { name: '发表评论' });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: '发表' }));
    await screen.findByText('请输入评论内容');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain(screen.getByText('请输入评论内容').id);
    expect(calls(ApiPath.commentSave)).toHaveLength(0);
  });

  it('posts a comment (anonymously if asked), shows it and empties the form', async () => {
    const { user, calls } = setup({ loggedIn: true });
    const box = await screen.findByRole('textbox', { name: '发表评论' });
    await user.type(box, '  好书，推荐！  ');
    await user.click(screen.getByRole('checkbox', { name: '匿名发表' }));
    await user.click(screen.getByRole('button', { name: '发表' }));
    await screen.findByText('评论已发表');
    expect(calls(ApiPath.commentSave)[0]?.body).toMatchObject({
      bookid: 1,
      content: '好书，推荐！',
      anonymous: true,
    });
    expect(calls(ApiPath.commentSave)[0]?.body?.id).toBeUndefined();
    await screen.findByText('好书，推荐！');
    expect(screen.getByText('共 3 条评论')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('checkbox', { name: '匿名发表' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("offers edit and delete on the reader's own comment only", async () => {
    setup({ loggedIn: true, comments: [OTHERS_COMMENT, MY_COMMENT, ANONYMOUS_COMMENT] });
    await screen.findByText('我的读后感');
    const items = commentsSection().querySelectorAll('[part="comment"]');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(items[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: '编辑我的评论' }),
    ).toBeTruthy();
    expect(
      within(items[1] as HTMLElement).getByRole('button', { name: '删除我的评论' }),
    ).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('我的评论')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText(/已编辑/)).toBeTruthy();
  });

  it('edits the own comment, refusing blank content, and returns focus to the edit button', async () => {
    const { user, calls } = setup({ loggedIn: true, comments: [MY_COMMENT] });
    await user.click(await screen.findByRole('button', { name: '编辑我的评论' }));
    const box = screen.getByRole('textbox', { name: '编辑我的评论' });
    expect(document.activeElement).toBe(box);
    expect((box as HTMLTextAreaElement).value).toBe('我的读后感');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('请输入评论内容');
    await user.type(box, '改过的读后感');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await screen.findByText('评论已修改');
    expect(calls(ApiPath.commentSave)).toHaveLength(1);
    expect(calls(ApiPath.commentSave)[0]?.body).toMatchObject({
      id: MY_COMMENT.id,
      bookid: 1,
      content: '改过的读后感',
      anonymous: false,
    });
    await screen.findByText('改过的读后感');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: '编辑我的评论' })),
    );
  });

  it('cancels an edit with Escape without saving', async () => {
    const { user, calls } = setup({ loggedIn: true, comments: [MY_COMMENT] });
    await user.click(await screen.findByRole('button', { name: '编辑我的评论' }));
    await user.type(screen.getByRole('textbox', { name: '编辑我的评论' }), '不要了{Escape}');
    expect(screen.queryByRole('textbox', { name: '编辑我的评论' })).toBeNull();
    expect(screen.getByText('我的读后感')).toBeTruthy();
    expect(calls(ApiPath.commentSave)).toHaveLength(0);
  });

  it('deletes the own comment only after confirming', async () => {
    const { user, calls } = setup({ loggedIn: true, comments: [OTHERS_COMMENT, MY_COMMENT] });
    await user.click(await screen.findByRole('button', { name: '删除我的评论' }));
    let dialog = await screen.findByRole('alertdialog', { name: '提示' });
    expect(within(dialog).getByText('确定删除这条评论吗？删除后无法恢复。')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(calls(ApiPath.commentDelete)).toHaveLength(0);
    expect(screen.getByText('我的读后感')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '删除我的评论' }));
    dialog = await screen.findByRole('alertdialog', { name: '提示' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    await screen.findByText('评论已删除');
    expect(calls(ApiPath.commentDelete)[0]?.body).toMatchObject({ id: MY_COMMENT.id });
    await waitFor(() => expect(screen.queryByText('我的读后感')).toBeNull());
    expect(screen.getByText('共 1 条评论')).toBeTruthy();
  });

  it.each([
    ['submit', 'save', '评论提交失败：内容包含敏感词'],
    ['update', 'save', '评论修改失败：内容包含敏感词'],
    ['delete', 'delete', '评论删除失败：评论已被删除'],
  ] as const)(
    "says the product's text when a %s fails, with the server's reason",
    async (action, refused, text) => {
      const { user } = setup({
        loggedIn: true,
        comments: [MY_COMMENT],
        refuse: { [refused]: refused === 'save' ? '内容包含敏感词' : '评论已被删除' },
      });
      await screen.findByText('我的读后感');
      if (action === 'submit') {
        await user.type(screen.getByRole('textbox', { name: '发表评论' }), '新评论');
        await user.click(screen.getByRole('button', { name: '发表' }));
      } else if (action === 'update') {
        await user.click(screen.getByRole('button', { name: '编辑我的评论' }));
        await user.type(screen.getByRole('textbox', { name: '编辑我的评论' }), '！');
        await user.click(screen.getByRole('button', { name: '保存' }));
      } else {
        await user.click(screen.getByRole('button', { name: '删除我的评论' }));
        const dialog = await screen.findByRole('alertdialog');
        await user.click(within(dialog).getByRole('button', { name: '删除' }));
      }
      const toast = await screen.findByText(text);
      expect(toast.getAttribute('role')).toBe('alert');
      // One toast: the client's own generic one is not shown on top of it.
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      // Nothing changed: the comment is still there, an unsent edit stays in its box.
      if (action !== 'update') expect(screen.getByText('我的读后感')).toBeTruthy();
      else expect(screen.getByRole('textbox', { name: '编辑我的评论' })).toBeTruthy();
    },
  );

  it('pages through many comments', async () => {
    const many = Array.from({ length: COMMENT_PAGE_SIZE + 3 }, (_, index) => ({
      ...OTHERS_COMMENT,
      id: 1000 + index,
      content: `评论 ${index + 1}`,
    }));
    const { user, calls } = setup({ comments: many });
    await screen.findByText('评论 1');
    expect(screen.getByText('第 1 / 2 页')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('评论 11');
    expect(calls(ApiPath.commentList).at(-1)?.body).toMatchObject({
      bookid: 1,
      index: 2,
      pagesize: COMMENT_PAGE_SIZE,
    });
  });

  it('says "Failed to submit comment" and "Please enter comment content" in English', async () => {
    const { user } = setup({ loggedIn: true, lang: 'en', refuse: { save: 'Too long' } });
    const box = await screen.findByRole('textbox', { name: 'Write a comment' });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Please enter comment content');
    await user.type(box, 'Great');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await screen.findByText('Failed to submit comment: Too long');
  });
});

describe('BookDetail: collect and recommend', () => {
  it('toggles the collection and says so', async () => {
    const { user, calls } = setup({ loggedIn: true });
    const collect = await screen.findByRole('button', { name: '收藏' });
    await waitFor(() => expect((collect as HTMLButtonElement).disabled).toBe(false));
    expect(collect.getAttribute('aria-pressed')).toBe('false');
    await user.click(collect);
    await screen.findByText('收藏成功');
    expect(collect.getAttribute('aria-pressed')).toBe('true');
    await user.click(collect);
    await screen.findByText('已取消收藏');
    expect(collect.getAttribute('aria-pressed')).toBe('false');
    expect(calls(ApiPath.collectToggle).map((request) => request.body?.bookid)).toEqual([1, 1]);
  });

  it('toggles once for a double click', async () => {
    // Every answer takes 30 ms: the second click lands while the first is still pending.
    const { user, calls } = setup({ loggedIn: true, delay: 30 });
    const collect = await screen.findByRole('button', { name: '收藏' });
    await waitFor(() => expect((collect as HTMLButtonElement).disabled).toBe(false));
    await user.dblClick(collect);
    await screen.findByText('收藏成功');
    expect(collect.getAttribute('aria-pressed')).toBe('true');
    expect(calls(ApiPath.collectToggle)).toHaveLength(1);
  });

  it('shows a collected book as pressed, and a refused toggle changes nothing', async () => {
    const { user } = setup({ loggedIn: true, collected: true, refuse: { collect: '收藏夹已满' } });
    const collect = await screen.findByRole('button', { name: '收藏' });
    await waitFor(() => expect(collect.getAttribute('aria-pressed')).toBe('true'));
    await user.click(collect);
    await screen.findByText('收藏操作失败：收藏夹已满');
    expect(collect.getAttribute('aria-pressed')).toBe('true');
  });

  it('recommends to the library once and shows the count', async () => {
    const { user, calls } = setup({ loggedIn: true });
    const recommend = await screen.findByRole('button', { name: '荐购' });
    await screen.findByText('2 位读者已荐购');
    await user.click(recommend);
    await screen.findByText('荐购成功，感谢您的推荐');
    const done = screen.getByRole('button', { name: '已荐购' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(screen.getByText('3 位读者已荐购')).toBeTruthy();
    expect(calls(ApiPath.recommendAdd)[0]?.body).toMatchObject({ bookid: 1 });
  });
});

describe('BookDetail: accessibility', () => {
  it('has no axe violations, logged in with comments', async () => {
    const { container } = setup({ loggedIn: true, comments: [OTHERS_COMMENT, MY_COMMENT] });
    await screen.findByText('我的读后感');
    await screen.findByText('YT00000011');
    await screen.findByText('12345 人评价');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(5);
  });
});

describe('<lp-book-detail>', () => {
  it('reads bookid and fires lp-navigate from the element', async () => {
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(detailServer()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-book-detail api-base="${TEST_API_BASE}" bookid="1"></lp-book-detail>`;
    document.body.append(host);
    const element = host.firstElementChild as HTMLElement;
    const shadow = element.shadowRoot as unknown as HTMLElement;
    await within(shadow).findByRole('heading', { level: 2, name: '三体' });
    expect(shadow.querySelector('[part="detail"]')).not.toBeNull();
    const seen: CustomEvent[] = [];
    const cancel = (event: Event) => {
      seen.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('lp-navigate', cancel);
    within(shadow).getByRole('button', { name: '预借' }).click();
    document.removeEventListener('lp-navigate', cancel);
    expect(seen[0]?.detail).toEqual({ path: '/preBorrow', query: { bookid: 1 } });
    expect(seen[0]?.target).toBe(element);
    host.remove();
  });
});
