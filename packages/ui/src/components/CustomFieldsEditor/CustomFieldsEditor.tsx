import {
  CUSTOM_FIELD_LIMITS,
  CUSTOM_FIELD_TYPE_LABELS,
  CUSTOM_FIELD_TYPES,
  type CustomField,
  CustomFieldCreatePayloadSchema,
  type CustomFieldType,
  formErrors,
  hasOptions,
} from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FieldArray, Formik, type FormikErrors, useField, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { FormDialog, useDialogAction } from '../FormDialog';
import { FormikTextField } from '../FormikTextField';
import { useFieldError } from '../FormikTextField/useFieldError';

/** A new field as the project's fields route takes it. */
export interface CustomFieldCreate {
  name: string;
  type: CustomFieldType;
  options: { label: string }[];
}

/** A field's new name or options (the whole list; an option keeps its id). */
export interface CustomFieldUpdate {
  name?: string;
  options?: { id?: string; label: string }[];
}

export interface CustomFieldsEditorProps {
  /** The project's fields, in their order. */
  fields: readonly CustomField[];
  /** Creates a field; a rejection's message shows in the dialog, which stays open. */
  onCreate: (payload: CustomFieldCreate) => Promise<void>;
  onUpdate: (fieldId: string, payload: CustomFieldUpdate) => Promise<void>;
  onDelete: (fieldId: string) => Promise<void>;
  /** The fields are listed without the buttons that change them (people who may not manage them). */
  readOnly?: boolean;
}

interface Values {
  name: string;
  type: CustomFieldType;
  options: { id?: string; label: string }[];
}

const NEW_VALUES: Values = { name: '', type: 'text', options: [] };

/** The values as the schema reads them: options only for the types that have them. */
function input(values: Values) {
  return { ...values, options: hasOptions(values.type) ? values.options : [] };
}

function TypeField({ disabled }: { disabled: boolean }) {
  const [field, , helpers] = useField<CustomFieldType>('type');
  const options = useField<Values['options']>('options')[2];
  const { values } = useFormikContext<Values>();
  return (
    <TextField
      select
      name={field.name}
      label="Type"
      value={field.value}
      fullWidth
      disabled={disabled}
      helperText={disabled ? 'A field’s type cannot change' : undefined}
      onChange={(event) => {
        const type = event.target.value as CustomFieldType;
        void helpers.setValue(type);
        // A select type starts with one option to fill in.
        if (hasOptions(type) && values.options.length === 0) void options.setValue([{ label: '' }]);
      }}
    >
      {CUSTOM_FIELD_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {CUSTOM_FIELD_TYPE_LABELS[type]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function OptionsField({ disabled }: { disabled: boolean }) {
  const { values } = useFormikContext<Values>();
  const meta = useField('options')[1];
  const error = useFieldError(meta);
  const headingId = useId();
  return (
    <FieldArray name="options">
      {(helpers) => (
        <Stack spacing={1.5} role="group" aria-labelledby={headingId}>
          <Typography id={headingId} variant="subtitle2">
            Options
          </Typography>
          {values.options.map((option, index) => (
            <Stack
              key={option.id ?? `new-${index}`}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'flex-start' }}
            >
              <FormikTextField
                name={`options.${index}.label`}
                label={`Option ${index + 1}`}
                size="small"
                fullWidth
                autoComplete="off"
                disabled={disabled}
                slotProps={{ htmlInput: { maxLength: CUSTOM_FIELD_LIMITS.optionMax } }}
              />
              <IconButton
                aria-label={`Remove option ${index + 1}`}
                onClick={() => helpers.remove(index)}
                disabled={disabled}
                sx={{ mt: 0.25 }}
              >
                <CloseRoundedIcon fontSize="small" />
              </IconButton>
            </Stack>
          ))}
          {/* The refusal of the whole list (none, or too many); an option's own shows under it. */}
          {error ? <FormHelperText error>{error}</FormHelperText> : null}
          <Box>
            <Button
              size="small"
              startIcon={<AddRoundedIcon />}
              onClick={() => helpers.push({ label: '' })}
              disabled={disabled || values.options.length >= CUSTOM_FIELD_LIMITS.optionsMax}
            >
              Add option
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}

function FieldDialog({
  field,
  onClose,
  onSave,
}: {
  /** The field to edit; a new one when null. */
  field: CustomField | null;
  onClose: () => void;
  onSave: (values: Values) => Promise<void>;
}) {
  const saving = useDialogAction('The field could not be saved');
  const initialValues: Values = field
    ? {
        name: field.name,
        type: field.type,
        options: field.options.map((option) => ({ id: option.id, label: option.label })),
      }
    : NEW_VALUES;
  return (
    <Formik<Values>
      initialValues={initialValues}
      validateOnBlur={false}
      validate={(values) => formErrors(CustomFieldCreatePayloadSchema, input(values)) as FormikErrors<Values>}
      onSubmit={(values) => saving.run(() => onSave(values), onClose)}
    >
      {(formik) => (
        <FormDialog
          open
          title={field ? `Edit the field “${field.name}”` : 'Add a field'}
          submitLabel={field ? 'Save' : 'Add field'}
          onSubmit={() => void formik.submitForm()}
          onCancel={onClose}
          busy={formik.isSubmitting}
          error={saving.error}
        >
          <FormikTextField
            name="name"
            label="Name"
            required
            fullWidth
            autoFocus
            autoComplete="off"
            disabled={formik.isSubmitting}
            slotProps={{ htmlInput: { maxLength: CUSTOM_FIELD_LIMITS.nameMax } }}
          />
          <TypeField disabled={field !== null || formik.isSubmitting} />
          {hasOptions(formik.values.type) ? <OptionsField disabled={formik.isSubmitting} /> : null}
        </FormDialog>
      )}
    </Formik>
  );
}

/** How a field reads in the list: its type, and its options for the types that have them. */
function fieldSummary(field: CustomField): string {
  const type = CUSTOM_FIELD_TYPE_LABELS[field.type];
  if (!hasOptions(field.type) || field.options.length === 0) return type;
  return `${type}: ${field.options.map((option) => option.label).join(', ')}`;
}

/**
 * A project's custom fields for its settings: each field's name, type and options, with buttons to edit (a new
 * name, the options of a select) and delete it (asked first: its values on every task go with it), and 'Add
 * field'. The dialog checks the values with the domain's rule; a refusal of the promise shows in the dialog.
 */
export function CustomFieldsEditor({
  fields,
  onCreate,
  onUpdate,
  onDelete,
  readOnly = false,
}: CustomFieldsEditorProps) {
  // The dialog: undefined when closed, null for a new field.
  const [editing, setEditing] = useState<CustomField | null | undefined>(undefined);
  // A fresh form each time the dialog opens.
  const [opened, setOpened] = useState(0);
  const [deleting, setDeleting] = useState<CustomField | null>(null);
  const deletion = useDialogAction('The field could not be deleted');
  const [deleteOpen, setDeleteOpen] = useState(false);

  const open = (field: CustomField | null) => {
    setOpened(opened + 1);
    setEditing(field);
  };
  const save = async (values: Values) => {
    const name = values.name.trim();
    const options = values.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      label: option.label.trim(),
    }));
    if (!editing) {
      await onCreate({ name, type: values.type, options: hasOptions(values.type) ? options : [] });
      return;
    }
    await onUpdate(editing._id, hasOptions(editing.type) ? { name, options } : { name });
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
      {fields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No custom fields yet.
        </Typography>
      ) : (
        <Paper
          variant="outlined"
          component="ul"
          aria-label="Custom fields"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {fields.map((field, index) => (
            <Stack
              key={field._id}
              component="li"
              direction="row"
              spacing={1}
              sx={(theme) => ({
                alignItems: 'center',
                px: 2,
                py: 1.25,
                borderTop: index === 0 ? 0 : `1px solid ${(theme.vars || theme).palette.divider}`,
              })}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {field.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {fieldSummary(field)}
                </Typography>
              </Box>
              {readOnly ? null : (
                <>
                  <IconButton aria-label={`Edit the field “${field.name}”`} onClick={() => open(field)}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Delete the field “${field.name}”`}
                    onClick={() => {
                      deletion.clear();
                      setDeleting(field);
                      setDeleteOpen(true);
                    }}
                  >
                    <DeleteOutlineRoundedIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </Stack>
          ))}
        </Paper>
      )}
      {readOnly ? null : (
        <Box>
          <Button variant="outlined" startIcon={<AddRoundedIcon />} onClick={() => open(null)}>
            Add field
          </Button>
        </Box>
      )}
      {editing !== undefined ? (
        <FieldDialog key={opened} field={editing} onClose={() => setEditing(undefined)} onSave={save} />
      ) : null}
      <ConfirmDialog
        open={deleteOpen}
        title={`Delete the field “${deleting?.name ?? ''}”?`}
        message="Its values on every task are deleted too."
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
