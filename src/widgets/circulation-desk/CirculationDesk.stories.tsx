import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_LIBRARIAN, withStorySession } from '../../test/session';
import { withStoryApi } from '../../test/story-api';
import { CirculationDesk } from './CirculationDesk';
import { deskServer, type DeskServerOptions } from './fixtures';

/** The first data of a story can take a while on a busy machine. */
const LOAD = { timeout: 5000 };

const server = (options: DeskServerOptions = {}) => withStoryApi(deskServer(options));

const meta = {
  title: 'Widgets/CirculationDesk',
  component: CirculationDesk,
  args: { onNavigate: (event) => event.preventDefault() },
  decorators: [withStorySession(DEMO_LIBRARIAN)],
  parameters: {
    docs: {
      description: {
        component:
          '`<lp-circulation-desk>`: the librarian’s desk for a barcode scanner — a reader card, then copies lent in a row; return, renew, undo, fines in cash.',
      },
    },
  },
} satisfies Meta<typeof CirculationDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('扫描读者证', undefined, LOAD);
    // The field takes the focus in an effect: under Preact that runs a frame after the render.
    await waitFor(() => expect(input).toHaveFocus(), LOAD);
  },
};

export const LendingToAReader: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('扫描读者证', undefined, LOAD);
    await userEvent.type(input, 'S0001{Enter}');
    await canvas.findByRole('region', { name: /李明（S0001）/ }, LOAD);
    await userEvent.type(input, 'YT1001{Enter}');
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent(/已借出《骆驼祥子》/),
      LOAD,
    );
  },
};

export const Refused: Story = {
  decorators: [server()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByLabelText('扫描读者证', undefined, LOAD);
    await userEvent.type(input, 'X9{Enter}');
    await waitFor(
      () => expect(canvas.getByRole('status')).toHaveTextContent('没有这个读者：X9'),
      LOAD,
    );
  },
};

export const LoggedOut: Story = {
  decorators: [server(), withStorySession(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('请用馆员账号登录。', undefined, LOAD)).toBeVisible();
  },
};
