import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ebookServer, type EbookServerOptions } from '../../test/ebook-fixtures';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { EbookReader } from './EbookReader';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: EbookServerOptions = {}) => withStoryApi(ebookServer(options));

/**
 * The reader's states before a book opens. An open book needs epub.js or pdf.js and a real
 * file: the e2e suite (tests/e2e/ebooks.test.ts) reads one in Chromium.
 */
const meta = {
  title: 'Widgets/EbookReader',
  component: EbookReader,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(false)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-ebook-reader>`: reads an EPUB or PDF in the page; the renderer loads only when a book opens.',
      },
    },
  },
} satisfies Meta<typeof EbookReader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NeedsLogin: Story = {
  args: { bookid: 2 },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('您没有阅读权限，或登录状态已过期，请登录', undefined, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
  },
};

export const NeedsLoginEnglish: Story = {
  args: { bookid: 2 },
  globals: { lang: 'en' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'You do not have permission to read, or login status has expired, please login',
        undefined,
        LOAD,
      ),
    ).toBeVisible();
  },
};

export const UnrecognizedFile: Story = {
  args: { bookid: 1 },
  decorators: [server({ fileRefusal: { code: 10158, msg: '无法识别的文件类型' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('无法识别的文件类型', undefined, LOAD)).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { bookid: 99 },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('电子书不存在', undefined, LOAD)).toBeVisible();
  },
};
