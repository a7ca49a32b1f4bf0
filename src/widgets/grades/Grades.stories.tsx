import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { Grades } from './Grades';
import { gradesServer } from './fixtures';

const LOAD = { timeout: 5000 };

const meta = {
  title: 'Widgets/Grades',
  component: Grades,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true), withStoryApi(gradesServer())],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-grades>`: a student’s marked and returned homework and exams, with scores and the teacher’s comments, filtered by kind, ten to a page.',
      },
    },
  },
} satisfies Meta<typeof Grades>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('table', { name: '已批改和退回修改的作业与考试' }, LOAD),
    ).toBeVisible();
  },
};

export const Exams: Story = {
  args: { kind: 'exam' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: /第一单元小测/ }, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [withStoryApi(gradesServer('empty'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无成绩。', undefined, LOAD)).toBeVisible();
  },
};
