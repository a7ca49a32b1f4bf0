import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { AiSelfTest } from './AiSelfTest';
import { selfTestServer } from './fixtures';

const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/AiSelfTest',
  component: AiSelfTest,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-ai-selftest>`: a self-test made from a book the reader has read, marked at once.',
      },
    },
  },
} satisfies Meta<typeof AiSelfTest>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseBook: Story = {
  decorators: [withStoryApi(selfTestServer())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('生成自测', undefined, LOAD)).toBeVisible();
  },
};

export const Answering: Story = {
  args: { testid: 7 },
  decorators: [withStoryApi(selfTestServer())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('B. 吴承恩', undefined, LOAD)).toBeVisible();
  },
};
