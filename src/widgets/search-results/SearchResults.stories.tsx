import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiPath, getRuntime, type BookSearchRequest } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';
import { withStoryApi } from '../../test/story-api';
import { ASSETS, STUDENT, answerSearch } from '../../test/search-fixtures';
import { SearchResults } from './SearchResults';

/** The small catalogue with facets, holdings, booklists and AI quick reads. */
const catalogue: FakeHandler = (request) => {
  if (request.path.endsWith(ApiPath.bookAssets)) return ok(ASSETS);
  if (request.path.endsWith(ApiPath.bookListList)) {
    return ok([
      {
        id: 1,
        name: '寒假阅读',
        description: '',
        ispublic: false,
        bookcount: 4,
        createdtime: '2026-01-01',
      },
    ]);
  }
  if (request.path.endsWith(ApiPath.fastReadingQuery)) {
    return ok({
      bookid: 1,
      summary: '一个孤儿男孩在十一岁生日得知自己是巫师，进入霍格沃茨魔法学校。',
      generatedat: '2026-02-01T08:00:00Z',
    });
  }
  return answerSearch(request.body as BookSearchRequest);
};

/** A logged-in demo student for the story, logged out again afterwards. */
const loggedIn = () => {
  getRuntime().session.setLogin(STUDENT);
  return () => getRuntime().session.clear();
};

const meta = {
  title: 'Widgets/SearchResults',
  component: SearchResults,
  args: { keyword: '' },
  decorators: [withStoryApi(catalogue)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-search-results>`: results with facets, sort, the copy-status filter, holdings, AI quick read, add to booklist and paging; `search-form` adds basic and advanced search.',
      },
    },
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  decorators: [withStoryApi(() => ({ ...ok(null), delay: 60_000 }))],
};

export const Empty: Story = { args: { keyword: 'zzzz' } };

export const DidYouMean: Story = {
  args: { keyword: 'hary' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('harry'));
    await expect(await canvas.findByText('“harry”的检索结果')).toBeVisible();
  },
};

export const Error: Story = { decorators: [withStoryApi(() => fail(20102, '', 500))] };

export const English: Story = { args: { searchForm: true }, globals: { lang: 'en' } };

export const Dark: Story = { args: { searchForm: true }, globals: { theme: 'dark' } };

// Plays find elements by text and label: role queries compute styles for the whole tree and
// are too slow in jsdom for the story tests' time limit.

export const ResultsWithFacets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('中文（2）'));
    await expect(await canvas.findByLabelText('移除条件 语种：中文')).toBeVisible();
    await expect(await canvas.findByText('共找到 2 条结果')).toBeVisible();
  },
};

export const Sort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('删除排序条件 1')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByText('添加排序条件'));
    await expect(canvas.getAllByLabelText(/^排序条件 \d 的字段$/)).toHaveLength(2);
    await expect(canvas.getByLabelText('删除排序条件 1')).toHaveAttribute('aria-disabled', 'false');
  },
};

export const WithHoldings: Story = {
  args: { keyword: 'harry' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByText('查看馆藏');
    await userEvent.click(first!);
    await expect(await canvas.findByText('YT00000002')).toBeVisible();
  },
};

export const QuickRead: Story = {
  args: { keyword: 'harry', hideFacets: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByText('AI速读');
    await userEvent.click(first!);
    await expect(await canvas.findByText(/孤儿男孩/)).toBeVisible();
  },
};

export const AddToBooklistLoggedOut: Story = {
  args: { keyword: '三体', hideFacets: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('加入书单'));
    await expect(await canvas.findByText('请先登录，再把图书加入书单。')).toBeVisible();
  },
};

export const AddToBooklistLoggedIn: Story = {
  args: { keyword: '三体', hideFacets: true },
  beforeEach: loggedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('加入书单'));
    await expect(await canvas.findByText('把《三体》加入书单')).toBeVisible();
    await expect(await canvas.findByLabelText(/寒假阅读/)).toBeVisible();
  },
};

export const SearchForm: Story = { args: { searchForm: true, keyword: 'harry' } };

export const AdvancedError: Story = {
  args: { searchForm: true, hideFacets: true, keyword: 'harry' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('高级检索'));
    const input = canvas.getByLabelText('检索式');
    await userEvent.type(input, 'a:"b');
    await userEvent.click(canvas.getByText('按检索式检索'));
    await expect(await canvas.findByText(/第 1 个字符处的字段未知/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const AdvancedServerError: Story = {
  args: { searchForm: true, hideFacets: true, query: 'a ~ b' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('第 3 个字符处缺少检索词')).toBeVisible();
    await expect(canvas.getByLabelText('检索式')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AdvancedErrorEnglish: Story = {
  args: { searchForm: true, hideFacets: true, keyword: 'harry' },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Advanced search'));
    await userEvent.click(canvas.getByText('Search with this query'));
    await expect(await canvas.findByText('Advanced search content cannot be empty')).toBeVisible();
  },
};

/** A phone (320 px): the results first, the facets behind the "筛选" button. */
const PHONE = { viewport: { value: 'mobile1', isRotated: false } };

/** The drawer of the facets (the panel beside the results is in the tree too, hidden by CSS). */
const drawerOf = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const drawer = canvasElement.querySelector<HTMLElement>('[role="dialog"]');
    if (!drawer) throw new globalThis.Error('the drawer is not open');
    return drawer;
  });

export const NarrowScreen: Story = {
  args: { keyword: '三体' },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByText('筛选');
    await userEvent.click(button);
    const drawer = within(await drawerOf(canvasElement));
    await userEvent.click(await drawer.findByLabelText(/^中文/));
    await userEvent.click(drawer.getByText('查看结果'));
    await expect(await canvas.findByText('筛选（1）')).toHaveFocus();
  },
};

export const NarrowScreenFiltersActive: Story = {
  args: { filters: { language: ['chi'], year: ['2008'] } },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('筛选（2）'));
    await drawerOf(canvasElement);
  },
};

export const NarrowScreenEnglish: Story = {
  args: { keyword: 'harry', filters: { language: ['eng'] } },
  globals: { ...PHONE, lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('Filter (1)'));
    await drawerOf(canvasElement);
  },
};
