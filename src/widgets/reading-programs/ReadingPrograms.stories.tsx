import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_TEACHER_READER, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { programsServer, type ProgramsServerOptions } from './fixtures';
import { ReadingPrograms } from './ReadingPrograms';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: ProgramsServerOptions = {}) => withStoryApi(programsServer(options));

const meta = {
  title: 'Widgets/ReadingPrograms',
  component: ReadingPrograms,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(DEMO_TEACHER_READER)],
  parameters: {
    docs: {
      description: {
        component: '`<lp-reading-programs>`: a teacher’s reading programs and a class’s progress.',
      },
    },
  },
} satisfies Meta<typeof ReadingPrograms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '寒假共读' }, LOAD)).toBeVisible();
  },
};

export const Detail: Story = {
  args: { programId: 1 },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: '学生进度' }, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('还没有阅读计划。', undefined, LOAD)).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'New reading program' }, LOAD),
    ).toBeVisible();
  },
};
