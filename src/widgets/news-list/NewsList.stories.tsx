import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { NewsDetail, NewsSummary, Page } from '../../core';
import { ok, type FakeHandler } from '../../test/fake-api';
import { answer, withStoryApi, type StoryApiState } from '../../test/story-api';
import { NewsList } from './NewsList';

const NEWS: NewsSummary[] = [
  {
    id: 1,
    type: 'news',
    title: '图书馆暑期开放时间调整',
    summary: '7 月 10 日至 8 月 31 日，图书馆开放时间调整为每天 9:00–17:00。',
    publishedat: '2025-07-01T02:00:00Z',
  },
  {
    id: 2,
    type: 'news',
    title: '“书香校园”读书月活动圆满结束',
    summary: '本次读书月共有 1,200 余名师生参与，评选出优秀读书笔记 50 篇。',
    publishedat: '2025-06-20T02:00:00Z',
  },
  {
    id: 3,
    type: 'news',
    title: '新到中文图书 800 册上架',
    summary: '涵盖文学、历史、科普等类别，欢迎借阅。',
    publishedat: '2025-06-02T02:00:00Z',
  },
];

const PAGE: Page<NewsSummary> = { total: 23, index: 1, pagesize: 10, list: NEWS };

/** A body as a careless CMS might send it: the widget shows only what survives sanitising. */
const BODY =
  '<p>各位读者：</p><p>7 月 10 日至 8 月 31 日，图书馆开放时间调整为每天 <strong>9:00–17:00</strong>。</p>' +
  '<ul><li>自助借还机照常开放</li><li>电子资源不受影响</li></ul>' +
  '<p>详情见<a href="https://example.org/notice">学校官网</a>。</p>' +
  '<img src="x" onerror="alert(1)"><script>alert(1)</script><iframe srcdoc="<script>alert(1)</script>"></iframe>';

/** The list answers in `state`; an opened item answers with its body. */
function newsApi(state: StoryApiState | 'emptyPage', page: Page<NewsSummary> = PAGE): FakeHandler {
  const list: FakeHandler =
    state === 'emptyPage'
      ? () => ok({ total: 0, index: 1, pagesize: 10, list: [] })
      : answer(state, page);
  return (request) => {
    if (request.path.endsWith('/NewsApi/OpacNews/Query')) {
      const item = page.list.find((news) => news.id === Number(request.query.get('id')));
      const detail: NewsDetail = { ...(item ?? NEWS[0]!), bodyhtml: BODY };
      return ok(detail);
    }
    return list(request);
  };
}

const meta = {
  title: 'Widgets/NewsList',
  component: NewsList,
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-news-list>`: news, notices or activities, paged; an opened item shows in place with its body sanitised unless the page cancels `lp-navigate`.',
      },
    },
  },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = { decorators: [withStoryApi(newsApi('results'))] };

export const Notices: Story = {
  args: { type: 'notices' },
  decorators: [
    withStoryApi(
      newsApi('results', {
        ...PAGE,
        total: 2,
        list: NEWS.slice(0, 2).map((item) => ({ ...item, type: 'notice' })),
      }),
    ),
  ],
};

export const Loading: Story = { decorators: [withStoryApi(newsApi('loading'))] };

export const Empty: Story = { decorators: [withStoryApi(newsApi('emptyPage'))] };

export const Error: Story = { decorators: [withStoryApi(newsApi('error'))] };

/** An item opened in place: the hostile parts of its body are gone. */
export const Detail: Story = {
  decorators: [withStoryApi(newsApi('results'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: NEWS[0]!.title }));
    await expect(await canvas.findByRole('link', { name: '学校官网' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvasElement.querySelector('script, iframe, img')).toBeNull();
  },
};

export const English: Story = {
  decorators: [withStoryApi(newsApi('results'))],
  globals: { lang: 'en' },
};

export const Dark: Story = {
  decorators: [withStoryApi(newsApi('results'))],
  globals: { theme: 'dark' },
};
