import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_ADMIN, DEMO_LIBRARIAN, DEMO_READER, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { ActivityAdmin } from './ActivityAdmin';
import { activityAdminServer } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 8000 };

const meta = {
  title: 'Widgets/ActivityAdmin',
  component: ActivityAdmin,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(activityAdminServer()), withStorySession(DEMO_LIBRARIAN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-activity-admin>`: the library’s activities with places taken, a form to create or edit one, and the sign-up list to export or print, for librarians and admins.',
      },
    },
  },
} satisfies Meta<typeof ActivityAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('region', { name: '活动列表' }, LOAD));
    await expect(await list.findByText('春季读书分享会', undefined, LOAD)).toBeVisible();
    await expect(list.getByText('2 / 20')).toBeVisible();
    await expect(list.getByText('已结束')).toBeVisible();
  },
};

export const NewActivity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '新建活动' }, LOAD));
    const form = within(await canvas.findByRole('region', { name: '新建活动' }, LOAD));
    await expect(form.getByLabelText('开始时间')).toHaveAttribute('type', 'datetime-local');
    await expect(form.getByLabelText('名额')).toHaveValue(30);
  },
};

export const CapacityBelowSignUps: Story = {
  decorators: [withStorySession(DEMO_ADMIN)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '编辑“春季读书分享会”' }, LOAD),
    );
    const form = within(await canvas.findByRole('region', { name: '编辑活动' }, LOAD));
    const capacity = form.getByLabelText('名额');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '1');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    const message = '已有 2 人报名，名额不能少于 2';
    await expect((await form.findAllByText(message, undefined, LOAD))[0]).toBeVisible();
    await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  },
};

export const SignUps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '“春季读书分享会”的报名名单' }, LOAD),
    );
    const panel = within(
      await canvas.findByRole('region', { name: '“春季读书分享会”的报名名单' }, LOAD),
    );
    await expect(await panel.findByText('李明', undefined, LOAD)).toBeVisible();
    await expect(panel.getByRole('button', { name: '导出 CSV' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: '打印' })).toBeEnabled();
  },
};

export const Reader: Story = {
  decorators: [withStorySession(DEMO_READER)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('只有图书馆员和管理员可以管理活动。', undefined, LOAD),
    ).toBeVisible();
  },
};
