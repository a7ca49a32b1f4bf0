import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { getRuntime } from '../../core';
import { DEMO_READER } from '../../test/demo-reader';
import { withStoryApi } from '../../test/story-api';
import { bankServer } from './fixtures';
import { QuestionBank } from './QuestionBank';

const LOAD = { timeout: 5000 };

/** The bank is for teachers: the story logs in the demo reader as one. */
const asTeacher: Decorator = (Story) => {
  getRuntime().session.setLogin({ ...DEMO_READER, usertype: 1 });
  return <Story />;
};

const meta = {
  title: 'Widgets/QuestionBank',
  component: QuestionBank,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [asTeacher],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-question-bank>`: a teacher’s question bank, or with `view="collect"` My Collect.',
      },
    },
  },
} satisfies Meta<typeof QuestionBank>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bank: Story = {
  decorators: [withStoryApi(bankServer())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('《西游记》的作者是谁？', undefined, LOAD)).toBeVisible();
  },
};

export const Collect: Story = {
  args: { view: 'collect' },
  decorators: [withStoryApi(bankServer())],
};
