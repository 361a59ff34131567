import type { ApiToken } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiTokensCard, type ApiTokensCardProps } from './ApiTokensCard';

const NOW = new Date('2026-12-07T10:00:00.000Z');
const SECRET = 'tf_pat_Yk3vQ9x1b2c3d4e5f6g7h8i9j0kLmNoPqRsTuVwXyZ0';
const ACME = { id: 'a00000000000000000000001', name: 'Acme Corp' };

const tokens: ApiToken[] = [
  {
    id: '000000000000000000000001',
    name: 'CI pipeline',
    scopes: ['write'],
    organizationId: ACME.id,
    prefix: 'tf_pat_Ab12…',
    createdAt: '2026-11-02T09:00:00.000Z',
    expiresAt: '2027-02-01T09:00:00.000Z',
    lastUsedAt: '2026-12-06T18:30:00.000Z',
  },
  {
    id: '000000000000000000000002',
    name: 'Old report script',
    scopes: ['read'],
    organizationId: null,
    prefix: 'tf_pat_Zz99…',
    createdAt: '2026-01-10T09:00:00.000Z',
    expiresAt: '2026-12-01T09:00:00.000Z',
    lastUsedAt: null,
  },
];

const isoDay = (iso: string) => iso.slice(0, 10);

const meta = {
  title: 'Forms/ApiTokensCard',
  component: ApiTokensCard,
  args: {
    tokens,
    organizations: [ACME],
    now: NOW,
    formatDate: isoDay,
    onCreate: fn(async () => ({ id: '000000000000000000000003', token: SECRET })),
    onRevoke: fn(async () => undefined),
    onCopy: fn(async () => undefined),
  },
} satisfies Meta<typeof ApiTokensCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'API tokens' });
    await expect(table).toHaveTextContent('CI pipeline');
    await expect(table).toHaveTextContent('tf_pat_Ab12…');
    await expect(table).toHaveTextContent('Read and write');
    await expect(table).toHaveTextContent('Acme Corp');
    await expect(table).toHaveTextContent('Expired 2026-12-01');
    await expect(table).toHaveTextContent('Never used');
  },
};

export const Empty: Story = {
  args: { tokens: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have no API tokens.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { tokens: [], loadError: 'Your API tokens could not be loaded.', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Create: name, scope, organization, expiry; the secret shows once with Copy. */
export const CreateShowsTheSecretOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an API token' });
    const inDialog = within(dialog);
    // The name is required, with the domain's words.
    await userEvent.click(inDialog.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(inDialog.getByText('Give the token a name')).toBeVisible());
    await userEvent.type(inDialog.getByRole('textbox', { name: /Name/ }), 'Deploy bot');
    await userEvent.click(inDialog.getByRole('radio', { name: /Read and write/ }));
    await userEvent.click(inDialog.getByRole('radio', { name: '30 days' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Deploy bot',
        scopes: ['write'],
        organizationId: ACME.id,
        expiresAt: '2027-01-06T10:00:00.000Z',
      }),
    );
    const shown = await screen.findByRole('dialog', { name: 'Your new token' });
    await expect(within(shown).getByRole('textbox')).toHaveValue(SECRET);
    // The dialog fades in: wait for it to show.
    await waitFor(() =>
      expect(within(shown).getByText('Copy it now: it will not be shown again.')).toBeVisible(),
    );
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledWith(SECRET);
    await waitFor(() => expect(within(shown).getByRole('status')).toHaveTextContent('Token copied'));
    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const CreateRefused: Story = {
  args: {
    onCreate: fn(async () =>
      Promise.reject(new Error('You have 50 active tokens: revoke one before creating another')),
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create token' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create an API token' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'One more');
    await userEvent.click(dialog.getByRole('radio', { name: 'Never' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(dialog.getByText(/You have 50 active tokens/)).toBeVisible());
  },
};

/** Revoke asks first; confirming removes the row. */
function Live(props: ApiTokensCardProps) {
  const [list, setList] = useState(props.tokens);
  return (
    <ApiTokensCard
      {...props}
      tokens={list}
      onRevoke={async (token) => {
        await props.onRevoke(token);
        setList((current) => current.filter((item) => item.id !== token.id));
      }}
    />
  );
}

export const RevokeAfterConfirm: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke CI pipeline' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    await expect(confirm).toHaveTextContent('Scripts using "CI pipeline" stop working at once.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(args.onRevoke).toHaveBeenCalledWith(tokens[0]));
    await waitFor(() => expect(canvas.queryByText('CI pipeline')).not.toBeInTheDocument());
  },
};
