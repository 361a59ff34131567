import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { measureSidewaysOverflow, PHONE_WIDTH, phoneViewport } from '../../testing';
import { FinanceMemberTable } from './FinanceMemberTable';

const LABELS = { viewer: 'Viewer', manager: 'Manager' };
const MEMBERS = [
  { userId: 'u1', name: 'Dana Lee', email: 'dana@acme.example', role: 'manager' as const },
  { userId: 'u3', name: 'Sam Patel', email: 'sam@acme.example', role: 'viewer' as const },
];
const CANDIDATES = [{ userId: 'u2', name: 'Jordan Kim', email: 'jordan@acme.example' }];

const meta = {
  title: 'Finance/FinanceMemberTable',
  component: FinanceMemberTable,
  args: { members: MEMBERS, candidates: CANDIDATES, roleLabels: LABELS, onGrant: fn(), onRevoke: fn() },
} satisfies Meta<typeof FinanceMemberTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Finance access' });
    await expect(within(table).getByText('sam@acme.example')).toBeVisible();
  },
};

/** Grant a role to a member, change one, and revoke after a confirmation. */
export const Managing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const grant = within(canvas.getByRole('form', { name: 'Grant finance access' }));
    await expect(grant.getByRole('button', { name: 'Grant access' })).toBeDisabled();
    await userEvent.click(grant.getByRole('combobox', { name: 'Member' }));
    await userEvent.click(await body.findByRole('option', { name: 'Jordan Kim (jordan@acme.example)' }));
    await userEvent.click(grant.getByRole('combobox', { name: 'Finance role' }));
    await userEvent.click(await body.findByRole('option', { name: 'Manager' }));
    await userEvent.click(grant.getByRole('button', { name: 'Grant access' }));
    await expect(args.onGrant).toHaveBeenCalledWith('u2', 'manager');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Finance role of Sam Patel' }));
    await userEvent.click(await body.findByRole('option', { name: 'Manager' }));
    await expect(args.onGrant).toHaveBeenLastCalledWith('u3', 'manager');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.click(canvas.getByRole('button', { name: 'Revoke finance access of Dana Lee' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Revoke finance access of Dana Lee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('u1');
  },
};

/** Nobody besides the admins has access yet. */
export const Empty: Story = { args: { members: [] } };

/** On a phone (390 px) the grant form stacks and the table fits: nothing scrolls sideways. */
export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Finance access' });
    await expect(within(table).getByText('sam@acme.example')).toBeVisible();
    const overflow = measureSidewaysOverflow(canvasElement);
    await expect(overflow.pageWidth).toBe(PHONE_WIDTH);
    await expect(overflow.pageScrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
    await expect(overflow.scrolling).toEqual([]);
  },
};
