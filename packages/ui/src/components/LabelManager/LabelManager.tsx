import {
  formErrors,
  LABEL_COLORS,
  LABEL_LIMITS,
  type Label,
  type LabelCreatePayload,
  LabelCreatePayloadSchema,
  type LabelUpdatePayload,
} from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Formik, type FormikErrors } from 'formik';
import type * as React from 'react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormDialog, useDialogAction } from '../FormDialog';
import { FormikTextField } from '../FormikTextField';
import { LabelChip } from '../LabelChips';

export interface LabelManagerProps {
  /** The workspace's labels, in their order. */
  labels: readonly Label[];
  /** Whether the viewer may rename, recolour and delete a label (`labelPermissions` from @app/domain). */
  canEdit: (label: Label) => boolean;
  /** Creates a label; without it there is no 'New label'. A rejection's message shows in the dialog. */
  onCreate?: (payload: LabelCreatePayload) => Promise<void>;
  /** Sends only what changed; a rejection's message shows in the dialog, which stays open. */
  onUpdate: (id: string, payload: LabelUpdatePayload) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

interface Values {
  name: string;
  color: string;
}

/** 'N tasks', singular for one. */
export function labelTaskCount(count: number): string {
  return count === 1 ? '1 task' : `${count} tasks`;
}

/** The colours offered: the palette, and a label's own colour when it is not one of them. */
export function labelColorChoices(current?: string): string[] {
  const palette: string[] = [...LABEL_COLORS];
  if (current && !palette.includes(current.toLowerCase())) palette.push(current);
  return palette;
}

/** What an edit sends: the name (trimmed) and the colour, each only when it changed. */
export function labelChanges(label: Pick<Label, 'name' | 'color'>, values: Values): LabelUpdatePayload {
  const name = values.name.trim();
  return {
    ...(name !== label.name ? { name } : {}),
    ...(values.color.toLowerCase() !== label.color.toLowerCase() ? { color: values.color } : {}),
  };
}

function Swatch({ color, checked }: { color: string; checked: boolean }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: color,
        color: '#fff',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        // A ring around the chosen colour, in the text colour so that it shows on either background.
        boxShadow: checked
          ? `0 0 0 2px ${(theme.vars || theme).palette.background.paper}, 0 0 0 4px ${(theme.vars || theme).palette.text.primary}`
          : 'none',
      })}
    >
      {checked ? <CheckRoundedIcon aria-hidden sx={{ fontSize: 18 }} /> : null}
    </Box>
  );
}

function ColorField({
  value,
  onChange,
  current,
  disabled,
}: {
  value: string;
  onChange: (color: string) => void;
  current?: string;
  disabled: boolean;
}) {
  const labelId = useId();
  const choices = labelColorChoices(current);
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id={labelId} sx={{ mb: 0.5 }}>
        Colour
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="color"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ gap: 0.25 }}
      >
        {choices.map((color, index) => (
          <Radio
            key={color}
            value={color}
            icon={<Swatch color={color} checked={false} />}
            checkedIcon={<Swatch color={color} checked />}
            slotProps={{
              input: {
                'aria-label': `Colour ${index + 1} of ${choices.length}, ${color}`,
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
            sx={{ p: 0.5 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function LabelDialog({
  label,
  onClose,
  onSave,
}: {
  /** The label to edit; a new one when null. */
  label: Label | null;
  onClose: () => void;
  onSave: (values: Values) => Promise<void>;
}) {
  const saving = useDialogAction('The label could not be saved');
  const initialValues: Values = label
    ? { name: label.name, color: label.color }
    : { name: '', color: LabelCreatePayloadSchema.shape.color.parse(undefined) };
  return (
    <Formik<Values>
      initialValues={initialValues}
      validateOnBlur={false}
      validate={(values) => formErrors(LabelCreatePayloadSchema, values) as FormikErrors<Values>}
      onSubmit={(values) => saving.run(() => onSave(values), onClose)}
    >
      {(formik) => (
        <FormDialog
          open
          title={label ? `Edit the label “${label.name}”` : 'New label'}
          submitLabel={label ? 'Save' : 'Create label'}
          onSubmit={() => void formik.submitForm()}
          onCancel={onClose}
          busy={formik.isSubmitting}
          error={saving.error}
          submitDisabled={label !== null && !formik.dirty}
        >
          <FormikTextField
            name="name"
            label="Name"
            required
            fullWidth
            autoFocus
            autoComplete="off"
            disabled={formik.isSubmitting}
            slotProps={{ htmlInput: { maxLength: LABEL_LIMITS.nameMax } }}
          />
          <ColorField
            value={formik.values.color}
            onChange={(color) => void formik.setFieldValue('color', color)}
            current={label?.color}
            disabled={formik.isSubmitting}
          />
        </FormDialog>
      )}
    </Formik>
  );
}

/**
 * A workspace's labels for its settings: each label as its chip with the number of tasks that carry it, buttons
 * to edit (name and colour) and delete it for the labels the viewer may change (deleting asks first: it is taken
 * off its tasks), and 'New label'. The dialog checks the name with the domain's rule; a refusal of the promise
 * shows in the dialog.
 */
export function LabelManager({ labels, canEdit, onCreate, onUpdate, onDelete }: LabelManagerProps) {
  // The dialog: undefined when closed, null for a new label.
  const [editing, setEditing] = useState<Label | null | undefined>(undefined);
  // A fresh form each time the dialog opens.
  const [opened, setOpened] = useState(0);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const deletion = useDialogAction('The label could not be deleted');
  const [deleteOpen, setDeleteOpen] = useState(false);

  const open = (label: Label | null) => {
    setOpened(opened + 1);
    setEditing(label);
  };
  const save = async (values: Values) => {
    if (!editing) {
      await onCreate?.({ name: values.name.trim(), color: values.color });
      return;
    }
    const changes = labelChanges(editing, values);
    if (Object.keys(changes).length > 0) await onUpdate(editing._id, changes);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    await deletion.run(
      () => onDelete(deleting._id),
      () => setDeleteOpen(false),
    );
  };

  return (
    <Stack spacing={2}>
      {labels.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No labels yet.
        </Typography>
      ) : (
        <Paper variant="outlined" component="ul" aria-label="Labels" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {labels.map((label, index) => (
            <Stack
              key={label._id}
              component="li"
              direction="row"
              spacing={1}
              sx={(theme) => ({
                alignItems: 'center',
                px: 2,
                py: 1,
                minHeight: 52,
                borderTop: index === 0 ? 0 : `1px solid ${(theme.vars || theme).palette.divider}`,
              })}
            >
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
                <LabelChip label={label} />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {labelTaskCount(label.taskCount)}
              </Typography>
              {canEdit(label) ? (
                <>
                  <IconButton aria-label={`Edit “${label.name}”`} onClick={() => open(label)}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete “${label.name}”`}
                    onClick={() => {
                      deletion.clear();
                      setDeleting(label);
                      setDeleteOpen(true);
                    }}
                  >
                    <DeleteOutlineRoundedIcon fontSize="small" />
                  </IconButton>
                </>
              ) : null}
            </Stack>
          ))}
        </Paper>
      )}
      {onCreate ? (
        <Box>
          <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => open(null)}>
            New label
          </Button>
        </Box>
      ) : null}
      {editing !== undefined ? (
        <LabelDialog key={opened} label={editing} onClose={() => setEditing(undefined)} onSave={save} />
      ) : null}
      <ConfirmDialog
        open={deleteOpen}
        title={`Delete the label “${deleting?.name ?? ''}”?`}
        message={`It is taken off its ${labelTaskCount(deleting?.taskCount ?? 0)}.`}
        confirmLabel="Delete"
        destructive
        busy={deletion.busy}
        error={deletion.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleteOpen(false)}
      />
    </Stack>
  );
}
