import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answer, withStoryApi } from '../../test/story-api';
import { SearchBox } from './SearchBox';

const suggestions = [
  { bookid: 1, bookname: "Harry Potter and the Sorcerer's Stone", author: 'J.K. Rowling' },
  { bookid: 2, bookname: 'Harry Potter and the Chamber of Secrets', author: 'J.K. Rowling' },
  { bookid: 3, bookname: '哈利·波特与魔法石', author: 'J.K.罗琳' },
];

const meta = {
  title: 'Widgets/SearchBox',
  component: SearchBox,
  args: { onNavigate: (event) => event.preventDefault() },
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-search-box>`: the catalogue search box with suggestions (a WAI-ARIA combobox).',
      },
    },
  },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types a keyword so the suggestion popup shows its state. */
const typeHarry: Story['play'] = async ({ canvasElement }) => {
  const input = await within(canvasElement).findByRole('combobox');
  await userEvent.type(input, 'harry');
};

export const Idle: Story = { decorators: [withStoryApi(answer('results', suggestions))] };

export const WithSuggestions: Story = {
  decorators: [withStoryApi(answer('results', suggestions))],
  play: async (context) => {
    await typeHarry(context);
    const options = await within(context.canvasElement).findAllByRole('option');
    await expect(options).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Loading: Story = {
  decorators: [withStoryApi(answer('loading', suggestions))],
  play: typeHarry,
};

export const Empty: Story = {
  decorators: [withStoryApi(answer('empty', suggestions))],
  play: typeHarry,
};

export const Error: Story = {
  decorators: [withStoryApi(answer('error', suggestions))],
  play: typeHarry,
};

export const English: Story = {
  decorators: [withStoryApi(answer('results', suggestions))],
  globals: { lang: 'en' },
  play: typeHarry,
};

export const Dark: Story = {
  decorators: [withStoryApi(answer('results', suggestions))],
  globals: { theme: 'dark' },
  play: typeHarry,
};
