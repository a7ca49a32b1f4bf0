import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { detailServer } from '../../test/book-detail-fixtures';
import { withStoryApi } from '../../test/story-api';
import { ShelfLocation } from './ShelfLocation';

/** The first data of a story can take a while on a busy machine (several round trips). */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/BookDetail/ShelfLocation',
  component: ShelfLocation,
  args: { bookid: '1', barcode: 'YT00000011', onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(detailServer())],
  parameters: {
    docs: {
      description: {
        component:
          'Where a copy is (/queryMachineShelfDetail): call number, collection and current location, how to find the shelf.',
      },
    },
  },
} satisfies Meta<typeof ShelfLocation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheShelf: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/按索书号 I247.55\/L67/, undefined, LOAD),
    ).toBeVisible();
  },
};

export const LentOut: Story = { args: { barcode: 'YT00000012' } };

export const NoBarcodeFound: Story = { args: { barcode: 'NOPE' } };

export const NoNavigationData: Story = { args: { barcode: undefined } };

export const English: Story = { globals: { lang: 'en' } };

export const Dark: Story = { globals: { theme: 'dark' } };
