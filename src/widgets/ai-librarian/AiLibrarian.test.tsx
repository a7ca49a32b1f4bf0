import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntime } from '../../core';
import { createFakeApi, fail, ok, type FakeHandler } from '../../test/fake-api';
import { TEST_API_BASE, renderWidget, withOrganization } from '../../test/render';
import { AiLibrarian } from './AiLibrarian';
import { TYPEWRITER_INTERVAL_MS } from './conversation';
import { BUTTON_SIZE, EDGE_MARGIN, POSITION_STORAGE_KEY } from './position';

const CONFIG_PATH = '/Organization/Query/Config';
const ASK_PATH = '/AILibrarian/AskQuestion';

function server({
  enabled = true,
  ask = () => ok('您好！'),
}: { enabled?: boolean; ask?: FakeHandler } = {}): FakeHandler {
  return (request) => {
    if (request.path.endsWith(CONFIG_PATH)) return ok({ enableailibrarian: enabled });
    if (request.path.endsWith(ASK_PATH)) return ask(request);
    return fail(40401, 'not found', 404);
  };
}

function setup(options: Parameters<typeof server>[0] = {}, lang?: 'zh' | 'en') {
  const rendered = renderWidget(<AiLibrarian />, server(options), lang);
  const asks = () => rendered.requests.filter((request) => request.path.endsWith(ASK_PATH));
  return { ...rendered, asks };
}

const launcher = (name = 'AI馆员') => screen.findByRole('button', { name });

async function openChat(user = userEvent.setup()) {
  await user.click(await launcher());
  const dialog = await screen.findByRole('dialog', { name: 'AI馆员' });
  const input = within(dialog).getByRole('textbox', { name: '您的问题' });
  return { user, dialog, input };
}

/** The messages in the window, `data-type` user or ai. */
const messages = () => [...document.querySelectorAll<HTMLElement>('li[data-type]')];
const lastAnswer = () =>
  messages()
    .filter((item) => item.dataset.type === 'ai')
    .at(-1);
/** What a sighted reader sees of the answer being typed. */
const typewriter = () => lastAnswer()?.querySelector('[data-typewriter]')?.textContent;

function setViewport(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  fireEvent(window, new Event('resize'));
}

function reduceMotion() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

async function expectNoAxeViolations(root: Element) {
  // jsdom has no layout, so contrast cannot be measured here.
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
  // …and it did check something.
  expect(results.passes.length).toBeGreaterThan(5);
}

afterEach(() => {
  setViewport(1024, 768);
});

describe('AiLibrarian', () => {
  it('renders nothing when the organisation turned the AI librarian off', async () => {
    const { requests, container } = setup({ enabled: false });
    await waitFor(() =>
      expect(requests.some((request) => request.path.endsWith(CONFIG_PATH))).toBe(true),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows a 50 × 50 button at 90vw / 46vh when the configuration turns it on', async () => {
    const { requests } = setup();
    const button = await launcher();
    const config = requests.find((request) => request.path.endsWith(CONFIG_PATH));
    expect(config?.method).toBe('GET');
    expect(config?.query.get('orgid')).toBe('1');
    expect(button.style.left).toBe(`${Math.round(0.9 * 1024)}px`);
    expect(button.style.top).toBe(`${Math.round(0.46 * 768)}px`);
    expect(button.getAttribute('part')).toBe('button');
    expect(BUTTON_SIZE).toBe(50);
  });

  it('opens a non-modal chat window with the input focused, hiding the button; closing restores it', async () => {
    setup();
    const { user, dialog, input } = await openChat();
    expect(dialog.hasAttribute('aria-modal')).toBe(false);
    expect(dialog.getAttribute('part')).toBe('window');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'AI馆员' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(await launcher());
  });

  it('Escape closes the window and gives focus back to the button', async () => {
    setup();
    const { user } = await openChat();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(await launcher());
  });

  it('opens from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    setup();
    (await launcher()).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    await screen.findByRole('dialog');
  });

  it('ignores a blank question: no request, no message', async () => {
    const { asks } = setup();
    const { user, dialog, input } = await openChat();
    await user.type(input, '   {Enter}');
    await user.click(within(dialog).getByRole('button', { name: '发送' }));
    expect(asks()).toHaveLength(0);
    expect(messages()).toHaveLength(0);
  });

  it('adds the question, shows 加载中... and then types the answer out at 30 ms a character', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { asks } = setup({
      ask: async () => {
        await answered;
        return ok('你好，图书馆');
      },
    });
    const { user, input } = await openChat();
    await user.type(input, '  开放时间？  {Enter}');
    await waitFor(() => expect(asks()).toHaveLength(1));
    expect(asks()[0]?.body).toMatchObject({ orgid: 1, question: '开放时间？' });
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(messages().map((item) => item.dataset.type)).toEqual(['user', 'ai']);
    expect(messages()[0]?.textContent).toBe('我：开放时间？');
    expect(lastAnswer()?.textContent).toContain('加载中...');

    // From here the typewriter's interval runs on a fake clock; the reply itself arrives normally.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(typewriter()).toBe('');
    // The whole answer is announced once, politely, and is in the list for screen readers.
    expect(screen.getByRole('status').textContent).toBe('AI馆员回答：你好，图书馆');
    expect(lastAnswer()?.querySelector('[data-typewriter]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    expect(TYPEWRITER_INTERVAL_MS).toBe(30);
    const seen: (string | undefined)[] = [];
    for (let step = 0; step < 5; step += 1) {
      await act(() => vi.advanceTimersByTimeAsync(TYPEWRITER_INTERVAL_MS));
      seen.push(typewriter());
    }
    expect(seen).toEqual(['你', '你好', '你好，', '你好，图', '你好，图书']);
    await act(() => vi.advanceTimersByTimeAsync(TYPEWRITER_INTERVAL_MS - 1));
    expect(typewriter()).toBe('你好，图书');
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Done: the answer is ordinary text now.
    expect(typewriter()).toBeUndefined();
    expect(lastAnswer()?.textContent).toBe('AI馆员：你好，图书馆');
  });

  it('shows the message of a non-zero code as the answer, without a toast', async () => {
    reduceMotion();
    setup({ ask: () => fail(50301, 'AI服务暂时不可用，请稍后再试') });
    const { user, input } = await openChat();
    await user.type(input, '推荐几本书{Enter}');
    await waitFor(() =>
      expect(lastAnswer()?.textContent).toBe('AI馆员：AI服务暂时不可用，请稍后再试'),
    );
    expect(getRuntime().notifier.getSnapshot().toasts).toHaveLength(0);
  });

  it('shows 请求错误 (in the widget language) when the request fails', async () => {
    reduceMotion();
    setup(
      {
        ask: () => {
          throw new TypeError('Failed to fetch');
        },
      },
      'en',
    );
    const user = userEvent.setup();
    await user.click(await launcher('AI librarian'));
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await user.type(input, 'hello{Enter}');
    await waitFor(() => expect(lastAnswer()?.textContent).toBe('AI librarian: Request error'));
  });

  it('turns newlines into <br> elements and never parses the answer as HTML', async () => {
    reduceMotion();
    setup({ ask: () => ok('第一行\n第二行 <img src=x onerror=alert(1)>\n<b>第三行</b>') });
    const { user, input } = await openChat();
    await user.type(input, '测试{Enter}');
    await waitFor(() => expect(lastAnswer()?.querySelectorAll('br')).toHaveLength(2));
    const answer = lastAnswer()!;
    expect(document.querySelector('img')).toBeNull();
    expect(answer.querySelector('b')).toBeNull();
    expect(answer.textContent).toBe(
      'AI馆员：第一行第二行 <img src=x onerror=alert(1)><b>第三行</b>',
    );
  });

  it('shows the books of a rich answer as links to their detail pages, with availability', async () => {
    reduceMotion();
    const books = [
      {
        id: 7,
        title: '三体',
        author: '刘慈欣',
        available: 2,
        copies: 3,
        locations: ['总馆一楼借阅区'],
      },
      { id: 8, title: '<b>球状闪电</b>', author: null, available: 0, copies: 1, locations: [] },
    ];
    setup({ ask: () => ok({ answer: '馆内与“三体”相关的图书：', books }) });
    const { user, input } = await openChat();
    await user.type(input, '三体在哪里{Enter}');
    const link = await within(lastAnswer()!).findByRole('link', { name: '三体' });
    expect(link.getAttribute('href')).toContain('/bookDetail?bookid=7');
    expect(lastAnswer()?.textContent).toContain('刘慈欣 · 在馆 2 册（总馆一楼借阅区）');
    // A title is text, never markup.
    expect(within(lastAnswer()!).getByRole('link', { name: '<b>球状闪电</b>' })).toBeTruthy();
    expect(lastAnswer()?.querySelector('b')).toBeNull();
    expect(lastAnswer()?.textContent).toContain('已全部借出或暂不可借');
  });

  it('sends its language, rich format and the last turns for follow-up questions', async () => {
    reduceMotion();
    const { asks } = setup({ ask: () => ok('答案') }, 'en');
    const user = userEvent.setup();
    await user.click(await launcher('AI librarian'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    await user.type(input, 'Do you have The Hobbit?{Enter}');
    await waitFor(() => expect(lastAnswer()?.textContent).toContain('答案'));
    await user.type(input, 'Where is it?{Enter}');
    await waitFor(() => expect(asks()).toHaveLength(2));
    expect(asks()[0]?.body).toMatchObject({ lang: 'en', format: 'rich', history: [] });
    expect(asks()[1]?.body).toMatchObject({
      question: 'Where is it?',
      history: [
        { role: 'user', text: 'Do you have The Hobbit?' },
        { role: 'assistant', text: '答案' },
      ],
    });
  });

  it('gives the whole answer at once to readers who prefer reduced motion', async () => {
    reduceMotion();
    setup({ ask: () => ok('一二三四五六七八九十') });
    const { user, input } = await openChat();
    await user.type(input, '问题{Enter}');
    await waitFor(() => expect(lastAnswer()?.textContent).toBe('AI馆员：一二三四五六七八九十'));
    expect(typewriter()).toBeUndefined();
  });

  it('keeps the conversation while the window is closed and opened again', async () => {
    reduceMotion();
    setup({ ask: () => ok('答案') });
    const { user, input } = await openChat(userEvent.setup());
    await user.type(input, '第一个问题');
    await user.keyboard('{Shift>}{Enter}{/Shift}第二行');
    expect((input as HTMLTextAreaElement).value).toBe('第一个问题\n第二行');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastAnswer()?.textContent).toBe('AI馆员：答案'));
    await user.keyboard('{Escape}');
    await user.click(await launcher());
    await screen.findByRole('dialog');
    expect(messages().map((item) => item.textContent)).toEqual([
      '我：第一个问题第二行',
      'AI馆员：答案',
    ]);
  });

  it('is dragged by the pointer, stays in the viewport, remembers where, and a drag is no click', async () => {
    setup();
    const button = await launcher();
    const stored = () => JSON.parse(localStorage.getItem(`libportal.${POSITION_STORAGE_KEY}`)!);

    fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 940, clientY: 370 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 600, clientY: 200 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 600, clientY: 200 });
    fireEvent.click(button, { detail: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    // From the default 922, 353 (90vw, 46vh of 1024 × 768), 340 left and 170 up.
    expect(button.style.left).toBe('582px');
    expect(button.style.top).toBe('183px');
    expect(stored()).toEqual({ left: (582 / 1024) * 100, top: (183 / 768) * 100 });

    // Dragged far out of the window: it stops at the edge.
    fireEvent.pointerDown(button, { pointerId: 2, button: 0, clientX: 600, clientY: 200 });
    fireEvent.pointerMove(button, { pointerId: 2, clientX: 5000, clientY: -5000 });
    fireEvent.pointerUp(button, { pointerId: 2, clientX: 5000, clientY: -5000 });
    fireEvent.click(button, { detail: 1 });
    expect(button.style.left).toBe(`${1024 - BUTTON_SIZE - EDGE_MARGIN}px`);
    expect(button.style.top).toBe(`${EDGE_MARGIN}px`);

    // A smaller window keeps it inside too.
    setViewport(400, 300);
    await waitFor(() => expect(button.style.left).toBe(`${400 - BUTTON_SIZE - EDGE_MARGIN}px`));

    // A drag the browser cancelled is followed by no click: the next click still opens.
    fireEvent.pointerDown(button, { pointerId: 4, button: 0, clientX: 350, clientY: 20 });
    fireEvent.pointerMove(button, { pointerId: 4, clientX: 300, clientY: 40 });
    fireEvent.pointerCancel(button, { pointerId: 4, clientX: 300, clientY: 40 });
    expect(button.style.left).toBe(`${400 - BUTTON_SIZE - EDGE_MARGIN - 50}px`);
    fireEvent.click(button, { detail: 1 });
    await screen.findByRole('dialog');
  });

  it('opens on a press that hardly moves, and on Enter right after a drag', async () => {
    setup();
    const button = await launcher();
    fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 940, clientY: 370 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 942, clientY: 371 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 942, clientY: 371 });
    fireEvent.click(button, { detail: 1 });
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });

    const again = await launcher();
    fireEvent.pointerDown(again, { pointerId: 2, button: 0, clientX: 940, clientY: 370 });
    fireEvent.pointerMove(again, { pointerId: 2, clientX: 800, clientY: 300 });
    fireEvent.pointerUp(again, { pointerId: 2, clientX: 800, clientY: 300 });
    // The click the browser fires after the drag is ignored; Enter (detail 0) opens.
    fireEvent.click(again, { detail: 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(again, { detail: 0 });
    await screen.findByRole('dialog');
  });

  it('comes back where it was left, on this page or another', async () => {
    setup();
    const button = await launcher();
    fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: 940, clientY: 370 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 140, clientY: 70 });
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 140, clientY: 70 });
    const { left, top } = button.style;
    cleanup();
    setup();
    const again = await launcher();
    expect([again.style.left, again.style.top]).toEqual([left, top]);
  });

  it('can be moved with the arrow keys', async () => {
    const user = userEvent.setup();
    setup();
    const button = await launcher();
    button.focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(button.style.left).toBe(`${Math.round(0.9 * 1024) - 10}px`);
    expect(button.style.top).toBe(`${Math.round(0.46 * 768) - 10}px`);
    expect(localStorage.getItem(`libportal.${POSITION_STORAGE_KEY}`)).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('fills a narrow screen and sits beside the button on a wide one', async () => {
    setup();
    const { user, dialog } = await openChat();
    expect(dialog.style.left).not.toBe('');
    await user.keyboard('{Escape}');
    setViewport(375, 667);
    await user.click(await launcher());
    expect((await screen.findByRole('dialog')).style.left).toBe('');
  });

  it('speaks English', async () => {
    setup({}, 'en');
    const user = userEvent.setup();
    await user.click(await launcher('AI librarian'));
    const dialog = await screen.findByRole('dialog', { name: 'AI librarian' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('has no axe violations, closed or open with a conversation', async () => {
    reduceMotion();
    const { container } = setup({ ask: () => ok('第一行\n第二行') });
    await launcher();
    await expectNoAxeViolations(container);
    const { user, input } = await openChat();
    await user.type(input, '你好{Enter}');
    await waitFor(() => expect(lastAnswer()?.textContent).toBe('AI馆员：第一行第二行'));
    await expectNoAxeViolations(container);
  });
});

describe('<lp-ai-librarian>', () => {
  it('renders its parts in a shadow root when the organisation enables it', async () => {
    (await import('./element')).define();
    const api = createFakeApi(withOrganization(server()));
    vi.stubGlobal('fetch', api.fetch);
    const host = document.createElement('div');
    host.innerHTML = `<lp-ai-librarian api-base="${TEST_API_BASE}" lang="en"></lp-ai-librarian>`;
    document.body.append(host);
    const shadow = host.querySelector('lp-ai-librarian')!.shadowRoot as unknown as HTMLElement;
    const button = await within(shadow).findByRole('button', { name: 'AI librarian' });
    expect(button.getAttribute('part')).toBe('button');
    fireEvent.click(button, { detail: 1 });
    const dialog = await within(shadow).findByRole('dialog', { name: 'AI librarian' });
    expect(dialog.getAttribute('part')).toBe('window');
    expect(shadow.querySelector('[part="input"]')).not.toBeNull();
    host.remove();
  });
});
