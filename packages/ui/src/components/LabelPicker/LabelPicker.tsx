import { LABEL_LIMITS, LabelNameSchema, type TaskLabel } from '@app/domain';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { LabelDot } from '../LabelChips/LabelChips';
import { labelTint } from '../LabelChips/labelColor';

export interface LabelPickerProps {
  /** The workspace's labels to choose from. */
  options: readonly TaskLabel[];
  /** The ids of the chosen labels, in order. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /**
   * Makes a label from a typed name no option has ('Create label “name”'); the new label's id is added once it
   * resolves. Without it, only existing labels can be chosen.
   */
  onCreate?: (name: string) => Promise<TaskLabel>;
  /** The field's label and accessible name. */
  label?: string;
  disabled?: boolean;
  /** Why the chosen labels were refused; shown under the field. */
  error?: string;
}

/** What the list offers: a label, or making one from the typed name. */
type PickerOption = TaskLabel | { create: string };

const isCreate = (option: PickerOption): option is { create: string } => 'create' in option;

const filterLabels = createFilterOptions<PickerOption>({
  stringify: (option) => (isCreate(option) ? option.create : option.name),
  trim: true,
});

/** The message when a task has as many labels as it may carry. */
export function labelLimitText(limit: number = LABEL_LIMITS.perTask): string {
  return `A task carries at most ${limit} labels`;
}

/**
 * Chooses a task's labels: type to filter the workspace's labels, pick several, remove one with its chip's
 * delete button or Backspace. With `onCreate`, a name that no label has is offered as a new label, checked with
 * the domain's name rule first. At most `LABEL_LIMITS.perTask` labels; at the limit the field says so and offers
 * no more.
 */
export function LabelPicker({
  options,
  value,
  onChange,
  onCreate,
  label = 'Labels',
  disabled = false,
  error,
}: LabelPickerProps) {
  const [inputValue, setInputValue] = useState('');
  const [creating, setCreating] = useState(false);
  const [nameError, setNameError] = useState<string>();
  // Labels made here, until the caller's options include them.
  const [created, setCreated] = useState<TaskLabel[]>([]);
  // One array per list of ids, however often the caller builds it anew: the Autocomplete clears the typed text
  // whenever it is handed a new value.
  const valueKey = value.join(' ');
  const { known, chosen, hidden } = useMemo(() => {
    const ids = valueKey ? valueKey.split(' ') : [];
    const all = [...options, ...created.filter((made) => !options.some((option) => option._id === made._id))];
    return {
      known: all,
      chosen: ids
        .map((id) => all.find((option) => option._id === id))
        .filter((option): option is TaskLabel => option !== undefined),
      // Chosen ids this picker cannot name stay in the value untouched.
      hidden: ids.filter((id) => !all.some((option) => option._id === id)),
    };
  }, [options, created, valueKey]);
  const full = value.length >= LABEL_LIMITS.perTask;

  const create = async (typed: string) => {
    const parsed = LabelNameSchema.safeParse(typed);
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message);
      return;
    }
    if (!onCreate) return;
    setCreating(true);
    try {
      const made = await onCreate(parsed.data);
      setCreated((current) => [...current, made]);
      setInputValue('');
      onChange([...value, made._id]);
    } catch (reason) {
      setNameError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setCreating(false);
    }
  };

  const helperText = nameError ?? error ?? (full ? labelLimitText() : undefined);

  return (
    <Autocomplete<PickerOption, true, false, false>
      multiple
      options={known}
      value={chosen}
      inputValue={inputValue}
      onInputChange={(_event, next, reason) => {
        // Choosing an option clears the typed text by itself; a reset after a pick keeps nothing.
        setInputValue(next);
        if (reason === 'input' && nameError) setNameError(undefined);
      }}
      disabled={disabled}
      loading={creating}
      disableCloseOnSelect
      filterSelectedOptions
      getOptionLabel={(option) => (isCreate(option) ? option.create : option.name)}
      getOptionKey={(option) => (isCreate(option) ? `create:${option.create}` : option._id)}
      isOptionEqualToValue={(option, current) =>
        !isCreate(option) && !isCreate(current) && option._id === current._id
      }
      getOptionDisabled={(option) => full || (creating && isCreate(option))}
      filterOptions={(all, state) => {
        const filtered = filterLabels(all, state);
        const typed = state.inputValue.trim();
        const exists = all.some(
          (option) => !isCreate(option) && option.name.toLowerCase() === typed.toLowerCase(),
        );
        return onCreate && typed && !exists ? [...filtered, { create: typed }] : filtered;
      }}
      onChange={(_event, next) => {
        const made = next.find(isCreate);
        if (made) {
          // The typed name stays in the field while it is made, and after a refusal, to be corrected.
          setInputValue(made.create);
          void create(made.create);
          return;
        }
        setNameError(undefined);
        onChange([
          ...hidden,
          ...next.filter((option): option is TaskLabel => !isCreate(option)).map((option) => option._id),
        ]);
      }}
      noOptionsText={onCreate ? 'Type a name to create a label' : 'No labels'}
      renderOption={({ key, ...props }, option) =>
        isCreate(option) ? (
          <Box component="li" key={key} {...props}>
            {`Create label “${option.create}”`}
          </Box>
        ) : (
          <Box component="li" key={key} {...props} sx={{ gap: 1 }}>
            <Box
              component="span"
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: option.color }}
            />
            {option.name}
          </Box>
        )
      }
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          if (isCreate(option)) return null;
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={option.name}
              icon={<LabelDot color={option.color} />}
              sx={(theme) => ({
                color: (theme.vars || theme).palette.text.primary,
                bgcolor: labelTint(theme, option.color),
              })}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(nameError ?? error)}
          helperText={helperText}
          placeholder={chosen.length === 0 ? 'Add labels' : undefined}
        />
      )}
    />
  );
}
