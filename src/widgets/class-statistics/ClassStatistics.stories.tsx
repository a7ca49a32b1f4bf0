import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { ClassStatistics } from './ClassStatistics';
import { DEMO_TEACHER, statsServer } from './fixtures';

const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/ClassStatistics',
  component: ClassStatistics,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(DEMO_TEACHER), withStoryApi(statsServer())],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-class-statistics>`: a teacher’s class statistics: students, homework and exams, the marks’ distribution as a chart with its table, CSV export.',
      },
    },
  },
} satisfies Meta<typeof ClassStatistics>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Class: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: '初二(3)班的学生统计' }, LOAD),
    ).toBeVisible();
  },
};

export const Student: Story = {
  decorators: [withStorySession(true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('班级统计仅供教师使用。', undefined, LOAD)).toBeVisible();
  },
};
