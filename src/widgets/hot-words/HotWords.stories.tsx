import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fail, ok } from '../../test/fake-api';
import { withStoryApi } from '../../test/story-api';
import { HotWords } from './HotWords';

const WORDS = ['三体', '活着', 'harry potter', '平凡的世界', '百年孤独', 'The Hobbit'].map(
  (word, index) => ({ word, count: 100 - index * 10 }),
);

const meta = {
  title: 'Widgets/HotWords',
  component: HotWords,
  decorators: [withStoryApi(() => ok(WORDS))],
  parameters: {
    docs: {
      description: {
        component: '`<lp-hot-words>`: the most searched words, as links that run that search.',
      },
    },
  },
} satisfies Meta<typeof HotWords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Words: Story = {
  args: { onNavigate: fn((event: Event) => event.preventDefault()) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByText('活着'));
    await expect(args.onNavigate).toHaveBeenCalled();
  },
};

/** The compact strip, as under the portal home's search box. */
export const Inline: Story = { args: { inline: true } };

export const Loading: Story = {
  decorators: [withStoryApi(() => ({ ...ok(null), delay: 60_000 }))],
};

export const Empty: Story = { decorators: [withStoryApi(() => ok([]))] };

export const Error: Story = { decorators: [withStoryApi(() => fail(20102, '', 500))] };

export const English: Story = { globals: { lang: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
