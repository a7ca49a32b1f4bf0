import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { volunteerServer, type VolunteerServerOptions } from './fixtures';
import { VolunteerRecords } from './VolunteerRecords';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: VolunteerServerOptions = {}) => withStoryApi(volunteerServer(options));

const meta = {
  title: 'Widgets/VolunteerRecords',
  component: VolunteerRecords,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component: '`<lp-volunteer-records>`: volunteer service by date or by term, with hours.',
      },
    },
  },
} satisfies Meta<typeof VolunteerRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByDate: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('共 5 条记录，合计 7.5 小时', undefined, LOAD),
    ).toBeVisible();
  },
};

export const ByTerm: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '按学期' }, LOAD));
    await expect(await canvas.findByText('本学期服务 2 次，合计 3 小时')).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('还没有志愿服务记录。', undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能查看志愿服务记录。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('5 records, 7.5 hours in all', undefined, LOAD),
    ).toBeVisible();
  },
};
