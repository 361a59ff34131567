import { ORG_FIELD_MESSAGES, ORG_STRUCTURE_TEXTS } from '@app/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePeople } from '../PeopleSelect/fixtures';
import { TeamDialog } from './TeamDialog';

const ENG = '1'.repeat(24);
const PLATFORM = '2'.repeat(24);
const DEPARTMENTS = [
  { value: ENG, label: 'Engineering' },
  { value: PLATFORM, label: 'Engineering / Platform' },
];

describe('TeamDialog', { timeout: 20_000 }, () => {
  it('creates a team in the first department offered, with lead and members', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <TeamDialog
        open
        title={ORG_STRUCTURE_TEXTS.createTeamTitle}
        departments={DEPARTMENTS}
        people={samplePeople}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: ORG_STRUCTURE_TEXTS.createTeamTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(ORG_FIELD_MESSAGES.teamNameRequired)).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Team name/ }), 'Data');
    expect(within(dialog).getByRole('combobox', { name: 'Department' })).toHaveTextContent('Engineering');
    await user.click(within(dialog).getByRole('combobox', { name: 'Team lead' }));
    await user.click(await screen.findByRole('option', { name: 'Priya Sharma' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: /Jordan Lee/ }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Data',
      departmentId: ENG,
      leadId: samplePeople[3]!._id,
      memberIds: [samplePeople[2]!._id],
    });
  });

  it('edits a team with its values, no department and no lead as null, and shows a refusal', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <TeamDialog
        open
        title="Edit Growth"
        submitLabel="Save"
        departments={[{ value: null, label: 'No department' }, ...DEPARTMENTS]}
        people={samplePeople}
        initial={{ name: 'Growth', departmentId: null, leadId: null, memberIds: [samplePeople[4]!._id] }}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
        error="Insufficient permissions to manage teams"
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit Growth' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Insufficient permissions to manage teams');
    expect(within(dialog).getByRole('combobox', { name: 'Team lead' })).toHaveTextContent(
      ORG_STRUCTURE_TEXTS.noTeamLead,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Growth',
      departmentId: null,
      leadId: null,
      memberIds: [samplePeople[4]!._id],
    });
  });
});
