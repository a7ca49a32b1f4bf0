import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_TEACHER_READER, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { departmentsServer, type DepartmentsServerOptions } from './fixtures';
import { ManagedDepartments } from './ManagedDepartments';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: DepartmentsServerOptions = {}) => withStoryApi(departmentsServer(options));

const meta = {
  title: 'Widgets/ManagedDepartments',
  component: ManagedDepartments,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(DEMO_TEACHER_READER)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-managed-departments>`: the classes the library assigned a teacher, with their students.',
      },
    },
  },
} satisfies Meta<typeof ManagedDepartments>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teacher: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('您任教 2 个班级', undefined, LOAD)).toBeVisible();
    await expect(canvas.getByText('初二(3)班')).toBeVisible();
    // Classes are the library's to assign: nothing to tick.
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Unassigned: Story = {
  decorators: [server({ unassigned: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('图书馆还没有为您分配班级。请联系图书馆。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const Student: Story = {
  decorators: [server(), withStorySession(true)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('仅教师可以使用此功能。', undefined, LOAD)).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You teach 2 classes', undefined, LOAD)).toBeVisible();
  },
};
