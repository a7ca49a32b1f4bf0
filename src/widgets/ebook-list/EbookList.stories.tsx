import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ebookServer, type EbookServerOptions } from '../../test/ebook-fixtures';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { EbookList } from './EbookList';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: EbookServerOptions = {}) => withStoryApi(ebookServer(options));

const meta = {
  title: 'Widgets/EbookList',
  component: EbookList,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(false)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-ebook-list>`: the library’s e-books and journals with tags, search, detail and the reader’s e-book shelf.',
      },
    },
  },
} satisfies Meta<typeof EbookList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Library: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 4 种', undefined, LOAD)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '国学经典（2）' }, LOAD));
    await expect(
      await canvas.findByRole('button', { name: '查看详情《道德经（选读）》' }, LOAD),
    ).toBeVisible();
  },
};

export const Journals: Story = {
  args: { type: 'journal' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '阅读生活 · 校刊 第1期' }, LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('group', { name: '资源类型' })).toBeNull();
  },
};

export const Detail: Story = {
  args: { bookid: 2 },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '道德经（选读）' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('登录后阅读')).toBeVisible();
  },
};

export const ShelfLoggedIn: Story = {
  args: { view: 'shelf' },
  decorators: [server({ shelved: [1, 3] }), withStorySession(true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '我的电子书架' }, LOAD)).toBeVisible();
    await expect((await canvas.findAllByText('已读 40%', undefined, LOAD)).length).toBe(2);
  },
};

export const English: Story = {
  globals: { lang: 'en' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 titles', undefined, LOAD)).toBeVisible();
  },
};
