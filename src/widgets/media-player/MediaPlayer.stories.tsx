import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { mediaServer } from '../../test/media-fixtures';
import { MediaPlayer } from './MediaPlayer';

const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/MediaPlayer',
  component: MediaPlayer,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true), withStoryApi(mediaServer())],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-media-player>`: a story in the browser’s player with captions and transcript, or an album as a gallery.',
      },
    },
  },
} satisfies Meta<typeof MediaPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Story: Story = {
  args: { mediaId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '小蝌蚪找妈妈' }, LOAD)).toBeVisible();
  },
};

export const Album: Story = {
  args: { mediaId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '下一张' }, LOAD));
    await expect(canvas.getByText('第 2 张，共 3 张')).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { mediaId: 99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('内容不存在或已下架。', undefined, LOAD)).toBeVisible();
  },
};

export const English: Story = {
  args: { mediaId: 2 },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Photo 1 of 3', undefined, LOAD)).toBeVisible();
  },
};
