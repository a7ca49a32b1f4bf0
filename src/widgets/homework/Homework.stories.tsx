import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { homeworkServer, type HomeworkServerOptions } from './fixtures';
import { Homework } from './Homework';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: HomeworkServerOptions = {}) => withStoryApi(homeworkServer(options));

const meta = {
  title: 'Widgets/Homework',
  component: Homework,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-homework>`: the student’s homework and exams; one answered with every question type, saved as it goes, submitted once, marks after marking.',
      },
    },
  },
} satisfies Meta<typeof Homework>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('《西游记》阅读作业', undefined, LOAD)).toBeVisible();
  },
};

export const Answering: Story = {
  args: { assignmentId: 1 },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '提交' }, LOAD)).toBeVisible();
  },
};

export const Marked: Story = {
  args: { assignmentId: 1 },
  decorators: [server({ marked: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('成绩：18 / 30', undefined, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
};
