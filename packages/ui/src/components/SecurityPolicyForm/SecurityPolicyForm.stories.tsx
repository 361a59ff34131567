import { DEFAULT_SECURITY_POLICY } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SecurityPolicyForm } from './SecurityPolicyForm';

const meta = {
  title: 'Forms/SecurityPolicyForm',
  component: SecurityPolicyForm,
  args: { value: DEFAULT_SECURITY_POLICY, onSave: fn(async () => undefined) },
} satisfies Meta<typeof SecurityPolicyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Google' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save policy' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      ...DEFAULT_SECURITY_POLICY,
      allowedSignInMethods: ['password'],
    });
  },
};

export const Strict: Story = {
  args: {
    value: {
      allowedSignInMethods: ['google'],
      invitationDomains: ['acme.example', 'acme-labs.example'],
      domainJoin: 'approved',
      idleTimeoutMinutes: 30,
    },
  },
};

/** Both variants: the defaults, and a strict policy. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <SecurityPolicyForm {...args} label="Security policy (defaults)" />
      <SecurityPolicyForm
        {...args}
        label="Security policy (strict)"
        value={{
          allowedSignInMethods: ['google'],
          invitationDomains: ['acme.example'],
          domainJoin: 'approved',
          idleTimeoutMinutes: 30,
        }}
      />
    </div>
  ),
};
