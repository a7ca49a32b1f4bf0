import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { teacherServer } from './fixtures';
import { TeacherTasks } from './TeacherTasks';

const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/TeacherTasks',
  component: TeacherTasks,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true), withStoryApi(teacherServer())],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-teacher-tasks>`: a teacher’s homework and exams: list, set one, submissions, marking, return for revision.',
      },
    },
  },
} satisfies Meta<typeof TeacherTasks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('已提交 1 / 2', undefined, LOAD)).toBeVisible();
  },
};

export const Detail: Story = {
  args: { view: 'detail', assignmentId: 1 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '批改 李明' }, LOAD)).toBeVisible();
  },
};

/** Setting homework: bank questions to pick, and a question written in place. */
export const Add: Story = {
  args: { view: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '新写一题' }, LOAD)).toBeVisible();
  },
};
