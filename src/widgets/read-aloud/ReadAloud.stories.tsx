import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storySpoken, withStorySpeech } from '../../test/story-speech';
import { ReadAloud } from './ReadAloud';

const LOAD = { timeout: 5000 };
const POEM = '床前明月光，疑是地上霜。\n举头望明月，低头思故乡。';

const meta = {
  title: 'Widgets/ReadAloud',
  component: ReadAloud,
  args: { text: POEM },
  decorators: [withStorySpeech(true)],
  parameters: {
    docs: {
      description: {
        component: '`<lp-read-aloud>`: a passage read aloud at rate 0.5, with play/pause/stop.',
      },
    },
  },
} satisfies Meta<typeof ReadAloud>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Passage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '朗读' }, LOAD));
    await expect(canvas.getByRole('status')).toHaveTextContent('正在朗读');
    await expect(storySpoken[0]?.rate).toBe(0.5);
  },
};

export const Unsupported: Story = {
  decorators: [withStorySpeech(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该浏览器不支持TTS引擎', undefined, LOAD)).toBeVisible();
  },
};

export const English: Story = {
  args: { text: 'Once upon a time there was a little tadpole.' },
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Read aloud' }, LOAD)).toBeVisible();
  },
};
