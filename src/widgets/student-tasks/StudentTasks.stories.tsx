import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { tasksServer, type TasksServerOptions } from './fixtures';
import { StudentTasks } from './StudentTasks';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: TasksServerOptions = {}) => withStoryApi(tasksServer(options));

const meta = {
  title: 'Widgets/StudentTasks',
  component: StudentTasks,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component: '`<lp-student-tasks>`: a student’s reading programs and own reading goals.',
      },
    },
  },
} satisfies Meta<typeof StudentTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '寒假共读' }, LOAD)).toBeVisible();
  },
};

export const Week: Story = {
  args: { view: 'week' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '寒假共读' }, LOAD)).toBeVisible();
  },
};

export const AddGoal: Story = {
  args: { view: 'add' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('目标名称', undefined, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('老师还没有给你的班级布置阅读计划。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('My reading goals', undefined, LOAD)).toBeVisible();
  },
};
