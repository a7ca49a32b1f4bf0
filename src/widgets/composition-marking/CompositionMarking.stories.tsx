import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getRuntime } from '../../core';
import { DEMO_READER } from '../../test/demo-reader';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { CompositionMarking } from './CompositionMarking';
import { markingServer, type MarkingServerOptions } from './fixtures';

const LOAD = { timeout: 5000 };

const server = (options: MarkingServerOptions = {}) => withStoryApi(markingServer(options));

/** Logged in as the demo teacher 王芳 (the marking is a teacher's). */
const asTeacher: Decorator = (Story) => {
  getRuntime().session.setLogin({
    ...DEMO_READER,
    name: '王芳',
    usertype: 1,
    roles: ['teacher'],
  });
  return <Story />;
};

const meta = {
  title: 'Widgets/CompositionMarking',
  component: CompositionMarking,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [asTeacher],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-composition-marking>`: a teacher marks the compositions and reading notes of the classes they manage.',
      },
    },
  },
} satisfies Meta<typeof CompositionMarking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('难忘的一次借书', undefined, LOAD)).toBeVisible();
  },
};

export const Marking: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '批改 陈思雨 难忘的一次借书' }, LOAD),
    );
    await expect(await canvas.findByRole('button', { name: '退回修改' })).toBeVisible();
  },
};

export const NoClasses: Story = {
  decorators: [server({ noClasses: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/你还没有管理的班级/, undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能批改学生的作文和读书笔记。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Mark compositions and reading notes', undefined, LOAD),
    ).toBeVisible();
  },
};
