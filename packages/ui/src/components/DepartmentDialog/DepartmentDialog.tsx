import { DepartmentCreatePayloadSchema, ORG_STRUCTURE_TEXTS } from '@app/domain';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog, type FormDialogOption, FormDialogSelect, useCheckedName } from '../FormDialog';
import { PeopleSelect, type PeopleSelectPerson } from '../PeopleSelect';

/** What the dialog asks for: a new department, a new name, a new parent, or the managers. */
export type DepartmentDialogMode = 'create' | 'rename' | 'move' | 'managers';

/** A parent the department may have: null is the top level. */
export interface DepartmentDialogParent extends FormDialogOption {
  /** Its name, or its path ('Engineering / Platform'). */
  label: string;
}

/** The values the dialog sends: only the fields of its mode. */
export interface DepartmentDialogValues {
  name?: string;
  parentId?: string | null;
  managerIds?: string[];
}

export interface DepartmentDialogProps {
  open: boolean;
  mode: DepartmentDialogMode;
  /** The dialog's title and accessible name, e.g. 'Create a department' or 'Rename Platform'. */
  title: string;
  /** The parents to choose from (create, move); the first is chosen when `initial.parentId` is not among them. */
  parents?: readonly DepartmentDialogParent[];
  /** The people managers are chosen among (create, managers). */
  people?: readonly PeopleSelectPerson[];
  /** The department's current values (rename, move, managers) or the preset parent (create). */
  initial?: DepartmentDialogValues;
  /** Sends the values; the dialog stays open until the caller closes it. */
  onSubmit: (values: DepartmentDialogValues) => unknown;
  /** Cancel, Escape or a click outside (not while busy). */
  onCancel: () => void;
  /** Saving: fields and buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the server refused, e.g. 'A department cannot be moved inside itself'; shown above the fields. */
  error?: string;
}

const SUBMIT_LABELS: Record<DepartmentDialogMode, string> = {
  create: ORG_STRUCTURE_TEXTS.create,
  rename: ORG_STRUCTURE_TEXTS.save,
  move: ORG_STRUCTURE_TEXTS.move,
  managers: ORG_STRUCTURE_TEXTS.save,
};

/**
 * Creates a department (name, parent, managers) or changes one thing of one: its name, its parent or its
 * managers. The name is checked with the domain's rule before anything is sent; the server's refusal (a cycle,
 * a name taken, no rights) shows above the fields.
 */
export function DepartmentDialog(props: DepartmentDialogProps) {
  // A fresh form each time the dialog opens on another department or mode.
  const key = `${props.mode}:${props.title}`;
  return <DepartmentDialogForm key={key} {...props} />;
}

function DepartmentDialogForm({
  open,
  mode,
  title,
  parents = [],
  people = [],
  initial = {},
  onSubmit,
  onCancel,
  busy = false,
  error,
}: DepartmentDialogProps) {
  const firstParent = parents.find((parent) => parent.value === (initial.parentId ?? null)) ?? parents[0];
  const name = useCheckedName(DepartmentCreatePayloadSchema.shape.name, initial.name);
  const [parent, setParent] = useState<string>(firstParent?.value ?? '');
  const [managerIds, setManagerIds] = useState<string[]>(initial.managerIds ?? []);
  const showName = mode === 'create' || mode === 'rename';
  const showParent = mode === 'create' || mode === 'move';
  const showManagers = mode === 'create' || mode === 'managers';

  const submit = () => {
    const values: DepartmentDialogValues = {};
    if (showName) {
      values.name = name.check();
      if (values.name === undefined) return;
    }
    if (showParent) values.parentId = parent || null;
    if (showManagers) values.managerIds = managerIds;
    void onSubmit(values);
  };

  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={SUBMIT_LABELS[mode]}
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      error={error}
    >
      {showName ? (
        <TextField label={ORG_STRUCTURE_TEXTS.departmentName} {...name.fieldProps} disabled={busy} />
      ) : null}
      {showParent ? (
        <FormDialogSelect
          label={ORG_STRUCTURE_TEXTS.parentDepartment}
          value={parent}
          onChange={setParent}
          options={parents}
          disabled={busy}
          autoFocus={mode === 'move'}
        />
      ) : null}
      {showManagers ? (
        <PeopleSelect
          label={ORG_STRUCTURE_TEXTS.managers}
          people={people}
          value={managerIds}
          onChange={setManagerIds}
          disabled={busy}
          helperText={ORG_STRUCTURE_TEXTS.managersHelp}
        />
      ) : null}
    </FormDialog>
  );
}
