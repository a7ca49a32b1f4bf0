import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
        component: '`<lp-managed-departments>`: the classes a teacher teaches, ticked.',
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
    await userEvent.click(canvas.getByRole('checkbox', { name: /初一\(1\)班/ }));
    await expect(await canvas.findByText('已更新任教班级')).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('本机构还没有班级。', undefined, LOAD)).toBeVisible();
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
