import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { mediaServer, type MediaServerOptions } from '../../test/media-fixtures';
import { StoryMedia } from './StoryMedia';

const LOAD = { timeout: 5000 };
const server = (options: MediaServerOptions = {}) => withStoryApi(mediaServer(options));

const meta = {
  title: 'Widgets/StoryMedia',
  component: StoryMedia,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component: '`<lp-story-media>`: story audio, videos and albums, by kind, in pages.',
      },
    },
  },
} satisfies Meta<typeof StoryMedia>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 4 项', undefined, LOAD)).toBeVisible();
  },
};

export const Albums: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '活动相册' }, LOAD));
    await expect(await canvas.findByText('共 1 项', undefined, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('这里还没有内容。', undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A visitor sees what the library published, and is offered the rest after logging in.
    await expect(await canvas.findByText('共 3 项', undefined, LOAD)).toBeVisible();
    await expect(
      canvas.getByText('登录后还可以看到仅对本馆读者开放的内容，如活动相册。'),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 items', undefined, LOAD)).toBeVisible();
  },
};
