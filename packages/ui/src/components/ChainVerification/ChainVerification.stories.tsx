import { auditTimeText } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChainVerification } from './ChainVerification';

const meta = {
  title: 'Feedback/ChainVerification',
  component: ChainVerification,
  args: { result: { intact: true, checked: 128, firstBroken: null } },
} satisfies Meta<typeof ChainVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Intact: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Audit log intact');
    await expect(status).toHaveTextContent('All 128 entries were checked');
  },
};

export const Altered: Story = {
  args: {
    result: {
      intact: false,
      checked: 42,
      firstBroken: {
        _id: 'entry-42',
        seq: 42,
        reason: 'altered',
        action: 'member.role_changed',
        createdAt: '2026-11-26T10:15:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Audit log altered');
    await expect(alert).toHaveTextContent(
      `The first altered entry is the entry 'Role changed' of ${auditTimeText('2026-11-26T10:15:00.000Z')}`,
    );
  },
};

export const LinkBroken: Story = {
  args: {
    result: {
      intact: false,
      checked: 7,
      firstBroken: {
        _id: 'entry-7',
        seq: 7,
        reason: 'link',
        action: 'auth.sign_in',
        createdAt: '2026-11-25T08:00:00.000Z',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'the entry before it was removed or replaced',
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ChainVerification result={{ intact: true, checked: 0, firstBroken: null }} />
      <ChainVerification result={{ intact: true, checked: 128, firstBroken: null }} />
      <ChainVerification result={Altered.args!.result!} />
      <ChainVerification result={LinkBroken.args!.result!} />
    </div>
  ),
};
