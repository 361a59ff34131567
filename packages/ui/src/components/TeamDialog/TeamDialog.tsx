import { ORG_STRUCTURE_TEXTS, TeamCreatePayloadSchema } from '@app/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog, type FormDialogOption, FormDialogSelect, useCheckedName } from '../FormDialog';
import { PeopleSelect, type PeopleSelectPerson } from '../PeopleSelect';

/** A department a team may belong to: null is none. */
export type TeamDialogDepartment = FormDialogOption;

/** What the dialog sends. */
export interface TeamDialogValues {
  name: string;
  departmentId: string | null;
  leadId: string | null;
  memberIds: string[];
}

export interface TeamDialogProps {
  open: boolean;
  /** The dialog's title and accessible name, e.g. 'Create a team' or 'Edit Core Platform'. */
  title: string;
  /** The departments the viewer may put the team in; the first is chosen for a new team. */
  departments: readonly TeamDialogDepartment[];
  /** The people lead and members are chosen among. */
  people: readonly PeopleSelectPerson[];
  /** The team's current values when editing. */
  initial?: Partial<TeamDialogValues>;
  /** The submit button's label: 'Create' or 'Save'. */
  submitLabel?: string;
  /** Sends the values; the dialog stays open until the caller closes it. */
  onSubmit: (values: TeamDialogValues) => unknown;
  /** Cancel, Escape or a click outside (not while busy). */
  onCancel: () => void;
  /** Saving: fields and buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the server refused; shown above the fields. */
  error?: string;
}

/**
 * Creates or edits a team: its name, department, lead and members. The name is checked with the domain's rule
 * before anything is sent; the lead is always one of the members (the server adds them too).
 */
export function TeamDialog(props: TeamDialogProps) {
  return <TeamDialogForm key={props.title} {...props} />;
}

function TeamDialogForm({
  open,
  title,
  departments,
  people,
  initial = {},
  submitLabel = ORG_STRUCTURE_TEXTS.create,
  onSubmit,
  onCancel,
  busy = false,
  error,
}: TeamDialogProps) {
  const firstDepartment =
    departments.find((department) => department.value === (initial.departmentId ?? null)) ?? departments[0];
  const name = useCheckedName(TeamCreatePayloadSchema.shape.name, initial.name);
  const [departmentId, setDepartmentId] = useState<string>(firstDepartment?.value ?? '');
  const [leadId, setLeadId] = useState<string>(initial.leadId ?? '');
  const [memberIds, setMemberIds] = useState<string[]>(initial.memberIds ?? []);

  const submit = () => {
    const checked = name.check();
    if (checked === undefined) return;
    void onSubmit({
      name: checked,
      departmentId: departmentId || null,
      leadId: leadId || null,
      memberIds,
    });
  };

  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      error={error}
    >
      <TextField label={ORG_STRUCTURE_TEXTS.teamName} {...name.fieldProps} disabled={busy} />
      <FormDialogSelect
        label={ORG_STRUCTURE_TEXTS.department}
        value={departmentId}
        onChange={setDepartmentId}
        options={departments}
        disabled={busy}
      />
      <FormDialogSelect
        label={ORG_STRUCTURE_TEXTS.teamLead}
        value={leadId}
        onChange={setLeadId}
        options={[
          { value: null, label: ORG_STRUCTURE_TEXTS.noTeamLead },
          ...people.map((person) => ({ value: person._id, label: person.name })),
        ]}
        disabled={busy}
      />
      <PeopleSelect
        label={ORG_STRUCTURE_TEXTS.teamMembers}
        people={people}
        value={memberIds}
        onChange={setMemberIds}
        disabled={busy}
      />
    </FormDialog>
  );
}
