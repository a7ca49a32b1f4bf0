import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_LIBRARIAN, DEMO_READER, withStorySession } from '../../test/session';
import { answer, withStoryApi } from '../../test/story-api';
import { LABEL_COPIES, labelsServer, PASTED } from './fixtures';
import { SpineLabels } from './SpineLabels';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

/** Pastes the barcodes into the list, one per line, and asks for the labels. */
async function make(canvasElement: HTMLElement, barcodes: string[]) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByLabelText(/图书条码/, undefined, LOAD));
  await userEvent.paste(barcodes.join('\n'));
  await userEvent.click(canvas.getByRole('button', { name: '生成标签' }));
  return canvas;
}

const meta = {
  title: 'Widgets/SpineLabels',
  component: SpineLabels,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStoryApi(labelsServer()), withStorySession(DEMO_LIBRARIAN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-spine-labels>`: spine and barcode labels to print on A4 label sheets, for the copies whose barcodes a librarian pastes or scans; unknown barcodes listed.',
      },
    },
  },
} satisfies Meta<typeof SpineLabels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing asked yet: the list, the layout and the buttons. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/图书条码/, undefined, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '打印' })).toBeDisabled();
  },
};

/** Three of the library's copies and a stranger's barcode: three labels and a warning. */
export const Sheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await make(canvasElement, PASTED);
    await expect(await canvas.findByText('共 3 张标签，1 页。', undefined, LOAD)).toBeVisible();
    await expect(canvas.getByRole('img', { name: '条码 YT00000001' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('DM00000009');
  },
};

/** Spine labels only: the call numbers without barcodes, 65 a sheet, a short library name. */
export const SpineOnly: Story = {
  args: { layout: 'spine', libraryName: '云图' },
  play: async ({ canvasElement }) => {
    const canvas = await make(
      canvasElement,
      LABEL_COPIES.map((copy) => copy.barcode),
    );
    await expect(await canvas.findByText('共 4 张标签，1 页。', undefined, LOAD)).toBeVisible();
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

export const Loading: Story = {
  decorators: [withStoryApi(answer('loading', {}))],
  play: async ({ canvasElement }) => {
    await make(canvasElement, ['YT00000001']);
  },
};

export const Error: Story = {
  decorators: [withStoryApi(answer('error', {}))],
  play: async ({ canvasElement }) => {
    const canvas = await make(canvasElement, ['YT00000001']);
    await expect((await canvas.findAllByText('请求错误', undefined, LOAD))[0]).toBeVisible();
  },
};

/** A reader who is not staff is told the page is not theirs; nothing is asked. */
export const NotStaff: Story = {
  decorators: [withStorySession(DEMO_READER)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('只有图书馆员可以打印书标。', undefined, LOAD),
    ).toBeVisible();
  },
};
