import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ApiPath, type BookSearchRequest } from '../../core';
import { fail, ok, type FakeHandler } from '../../test/fake-api';
import { withStoryApi } from '../../test/story-api';
import { searchCatalogue } from '../../test/search-fixtures';
import { CategorySearch } from './CategorySearch';
import { KINDS } from './fixtures';

const library: FakeHandler = (request) =>
  request.path.endsWith(ApiPath.bookKinds)
    ? ok(KINDS)
    : ok(searchCatalogue(request.body as BookSearchRequest));

const meta = {
  title: 'Widgets/CategorySearch',
  component: CategorySearch,
  decorators: [withStoryApi(library)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-category-search>`: the category tree (a WAI-ARIA tree) with counts; a chosen category lists its books.',
      },
    },
  },
} satisfies Meta<typeof CategorySearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  decorators: [withStoryApi(() => ({ ...ok(null), delay: 60_000 }))],
};

export const Empty: Story = { decorators: [withStoryApi(() => ok([]))] };

export const Error: Story = { decorators: [withStoryApi(() => fail(20102, '', 500))] };

export const Tree: Story = {};

/** Plays use text and labels: role queries are slow in jsdom over a whole results page. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('自然科学总论');
    await userEvent.tab();
    await userEvent.keyboard('{End}{Enter}');
    const chosen = canvasElement.querySelector('[data-code="N"]');
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen).toHaveFocus();
  },
};

export const ChosenCategory: Story = { args: { category: 'I24' } };

export const English: Story = { args: { category: 'I' }, globals: { lang: 'en' } };

export const Dark: Story = { args: { category: 'I' }, globals: { theme: 'dark' } };
