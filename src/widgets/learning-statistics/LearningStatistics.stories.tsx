import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { LearningStatistics } from './LearningStatistics';
import { DEMO_TEACHER, learningServer } from './fixtures';

const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/LearningStatistics',
  component: LearningStatistics,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true), withStoryApi(learningServer())],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-learning-statistics>`: a student’s own homework and exams over a period beside the class average, books borrowed and time on task, with a chart and its table.',
      },
    },
  },
} satisfies Meta<typeof LearningStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Period: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '学习概况' }, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withStoryApi(learningServer('empty'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('该时段没有作业或考试。', undefined, LOAD)).toBeVisible();
  },
};

export const Teacher: Story = {
  decorators: [withStorySession(DEMO_TEACHER)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('学习统计与成绩仅供学生查看。', undefined, LOAD),
    ).toBeVisible();
  },
};
