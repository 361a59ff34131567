import { DEFAULT_WORKFLOW_STATES, type TaskStatus, type WorkflowState } from '@app/domain';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface TaskStatusMenuProps {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  taskTitle: string;
  /** The task's state id, checked in the menu. */
  status: string;
  /** Its category: checked when the menu offers the default states and the task's state is not one of them. */
  category?: TaskStatus | undefined;
  /** The states offered, in order: the task's project's workflow; the default four otherwise. */
  states?: readonly WorkflowState[] | undefined;
  onChoose: (status: string) => void;
}

/** The open status menu of a task row: every state of its workflow, the current one checked. */
export function TaskStatusMenu({
  id,
  anchorEl,
  onClose,
  taskTitle,
  status,
  category,
  states = DEFAULT_WORKFLOW_STATES,
  onChoose,
}: TaskStatusMenuProps) {
  const current = states.some((state) => state.id === status) ? status : (category ?? status);
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': `Change status of ${taskTitle}`, dense: true } }}
    >
      {states.map((state) => (
        <MenuItem
          key={state.id}
          selected={state.id === current}
          role="menuitemradio"
          aria-checked={state.id === current}
          onClick={() => onChoose(state.id)}
        >
          <ListItemIcon>
            {state.id === current ? <CheckRoundedIcon fontSize="small" aria-hidden /> : null}
          </ListItemIcon>
          <ListItemText>{state.name}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
