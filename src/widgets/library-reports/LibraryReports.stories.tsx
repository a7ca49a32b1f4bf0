import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_LIBRARIAN, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { reportsServer } from './fixtures';
import { LibraryReports } from './LibraryReports';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/LibraryReports',
  component: LibraryReports,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(reportsServer()), withStorySession(DEMO_LIBRARIAN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-library-reports>`: the library’s reports — loans per month and class, the overdue list, most borrowed, never borrowed, fines collected; charts with their tables, CSV and Excel export.',
      },
    },
  },
} satisfies Meta<typeof LibraryReports>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loans: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共借出 42 次', undefined, LOAD)).toBeVisible();
    await expect(canvas.getByRole('img', { name: /每月借阅次数/ })).toBeVisible();
  },
};

export const OverdueList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('共借出 42 次', undefined, LOAD);
    await userEvent.selectOptions(canvas.getByLabelText('报表'), 'overdue');
    await expect(await canvas.findByRole('row', { name: /郭强/ }, LOAD)).toBeVisible();
  },
};

export const FinesCollected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('共借出 42 次', undefined, LOAD);
    await userEvent.selectOptions(canvas.getByLabelText('报表'), 'finesCollected');
    await expect(await canvas.findByText(/共收罚款 12.50 元/, undefined, LOAD)).toBeVisible();
  },
};
