import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { Composition } from './Composition';
import { compositionServer, type CompositionServerOptions } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: CompositionServerOptions = {}) => withStoryApi(compositionServer(options));

const meta = {
  title: 'Widgets/Composition',
  component: Composition,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(true)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-composition>`: a student’s compositions or reading notes: list, editor with autosave, feedback.',
      },
    },
  },
} satisfies Meta<typeof Composition>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compositions: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('我的读书生活', undefined, LOAD)).toBeVisible();
  },
};

export const Feedback: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '查看 我的读书生活' }, LOAD));
    await expect(await canvas.findByText('得分：92 分')).toBeVisible();
  },
};

export const ReadingNotes: Story = {
  args: { kind: 'note' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('骆驼祥子', undefined, LOAD)).toBeVisible();
  },
};

export const Write: Story = {
  args: { view: 'write' },
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('正文', undefined, LOAD)).toBeVisible();
  },
};

export const Empty: Story = {
  decorators: [server({ empty: true })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('还没有作文，写一篇吧。', undefined, LOAD)).toBeVisible();
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('登录后才能写作文、查看老师的批改。', undefined, LOAD),
    ).toBeVisible();
  },
};

export const English: Story = {
  decorators: [server()],
  globals: { lang: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('My compositions', undefined, LOAD)).toBeVisible();
  },
};
