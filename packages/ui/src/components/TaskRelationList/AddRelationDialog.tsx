import {
  type RelatedTask,
  TASK_RELATION_LABELS,
  TASK_RELATION_TYPES,
  type TaskRelationType,
} from '@app/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormDialog, FormDialogSelect } from '../FormDialog';
import { StatusChip } from '../StatusChip';

/** How long typing rests before the tasks are searched. */
export const TASK_SEARCH_DEBOUNCE_MS = 250;

export interface AddRelationDialogProps {
  open: boolean;
  onAdd: (payload: { type: TaskRelationType; taskId: string }) => Promise<void>;
  /** Closes the dialog (Cancel, Escape, or after the relation was added). */
  onClose: () => void;
  searchTasks?: (text: string) => Promise<readonly RelatedTask[]>;
}

const RELATION_OPTIONS = TASK_RELATION_TYPES.map((type) => ({
  value: type,
  label: TASK_RELATION_LABELS[type],
}));

/** Tasks matching the typed text, searched once the typing rests; an older answer never replaces a newer one. */
function useTaskSearch(
  text: string,
  active: boolean,
  searchTasks?: (text: string) => Promise<readonly RelatedTask[]>,
) {
  const [results, setResults] = useState<readonly RelatedTask[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  useEffect(() => {
    if (!active || !searchTasks) return;
    const request = ++latest.current;
    setLoading(true);
    const timer = setTimeout(() => {
      searchTasks(text.trim())
        .then(
          (tasks) => {
            if (request === latest.current) setResults(tasks);
          },
          () => {
            if (request === latest.current) setResults([]);
          },
        )
        .finally(() => {
          if (request === latest.current) setLoading(false);
        });
    }, TASK_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, active, searchTasks]);
  return { results, loading };
}

/**
 * The 'Add relation' dialog: the kind of relation and the other task, found by typing. The server's refusal
 * (e.g. a loop of blocking tasks) shows above the fields and the dialog stays open.
 */
export function AddRelationDialog({ open, onAdd, onClose, searchTasks }: AddRelationDialogProps) {
  const [type, setType] = useState<TaskRelationType>('blocks');
  const [task, setTask] = useState<RelatedTask | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [taskError, setTaskError] = useState<string>();
  const [wasOpen, setWasOpen] = useState(open);
  // A fresh form each time the dialog opens.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setType('blocks');
      setTask(null);
      setText('');
      setError(undefined);
      setTaskError(undefined);
    }
  }
  const { results, loading } = useTaskSearch(text, open, searchTasks);
  // The chosen task stays an option while other results come and go.
  const options = task && !results.some((result) => result._id === task._id) ? [task, ...results] : results;

  const submit = async () => {
    if (!task) {
      setTaskError('Choose a task');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onAdd({ type, taskId: task._id });
      onClose();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : 'The relation could not be added');
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      title="Add relation"
      submitLabel="Add relation"
      onSubmit={() => void submit()}
      onCancel={onClose}
      busy={busy}
      error={error}
    >
      <FormDialogSelect
        label="Relation"
        value={type}
        onChange={(value) => setType(value as TaskRelationType)}
        options={RELATION_OPTIONS}
        disabled={busy}
      />
      <Autocomplete<RelatedTask>
        options={options as RelatedTask[]}
        value={task}
        onChange={(_event, next) => {
          setTask(next);
          if (next) setTaskError(undefined);
        }}
        inputValue={text}
        onInputChange={(_event, next) => setText(next)}
        // The server has matched already.
        filterOptions={(all) => all}
        getOptionLabel={(option) => option.title}
        getOptionKey={(option) => option._id}
        isOptionEqualToValue={(option, current) => option._id === current._id}
        loading={loading}
        loadingText="Searching…"
        noOptionsText="No matching tasks"
        disabled={busy}
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ gap: 1, justifyContent: 'space-between' }}>
            <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {option.title}
            </Typography>
            <StatusChip kind="task" value={option.status} category={option.statusCategory} />
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Task"
            required
            error={Boolean(taskError)}
            helperText={taskError ?? 'Type to search the tasks of this workspace'}
          />
        )}
      />
    </FormDialog>
  );
}
