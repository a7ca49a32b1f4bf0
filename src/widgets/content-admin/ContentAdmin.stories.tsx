import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_ADMIN, DEMO_LIBRARIAN, DEMO_READER, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { ContentAdmin } from './ContentAdmin';
import { contentServer } from './fixtures';

/** The first data of a story can take a while on a busy machine; the editor is a lazy chunk. */
const LOAD = { timeout: 8000 };

const meta = {
  title: 'Widgets/ContentAdmin',
  component: ContentAdmin,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(contentServer()), withStorySession(DEMO_LIBRARIAN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-content-admin>`: news, notices and activities (drafts, scheduled, published) with a rich-text editor, and the library introduction and reader notice, for librarians and admins.',
      },
    },
  },
} satisfies Meta<typeof ContentAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('region', { name: '新闻、公告与活动' }, LOAD));
    await expect(await list.findByText('寒假开放时间', undefined, LOAD)).toBeVisible();
    await expect(list.getByRole('cell', { name: '草稿' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '图书馆简介与读者须知' })).toBeVisible();
  },
};

export const EditorWithBold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '编辑“寒假开放时间”' }, LOAD));
    const body = await canvas.findByRole('textbox', { name: '正文' }, LOAD);
    await expect(within(body).getByText('每周一闭馆').tagName).toBe('STRONG');
    await expect(canvas.getByRole('toolbar', { name: '正文格式' })).toBeVisible();
  },
};

export const BodyRefusedDraftKept: Story = {
  decorators: [withStorySession(DEMO_ADMIN)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '编辑“读书月活动草稿”' }, LOAD),
    );
    const editor = within(await canvas.findByRole('region', { name: '编辑内容' }, LOAD));
    const body = await editor.findByRole('textbox', { name: '正文' }, LOAD);
    await userEvent.click(editor.getByRole('button', { name: '保存' }));
    const message = '正文超过 200 KB，请删去一部分或把图片作为图片插入';
    await expect((await editor.findAllByText(message, undefined, LOAD))[0]).toBeVisible();
    await expect(body).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveTextContent('BIG 正文');
  },
};

export const Reader: Story = {
  decorators: [withStorySession(DEMO_READER)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('只有图书馆员和管理员可以管理内容。', undefined, LOAD),
    ).toBeVisible();
  },
};
