import { TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@app/domain';
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
  /** The task's status, checked in the menu. */
  status: TaskStatus;
  onChoose: (status: TaskStatus) => void;
}

/** The open status menu of a task row: every status, the current one checked. */
export function TaskStatusMenu({
  id,
  anchorEl,
  onClose,
  taskTitle,
  status: current,
  onChoose,
}: TaskStatusMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={Boolean(anchorEl)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': `Change status of ${taskTitle}`, dense: true } }}
    >
      {TASK_STATUSES.map((status) => (
        <MenuItem
          key={status}
          selected={status === current}
          role="menuitemradio"
          aria-checked={status === current}
          onClick={() => onChoose(status)}
        >
          <ListItemIcon>
            {status === current ? <CheckRoundedIcon fontSize="small" aria-hidden /> : null}
          </ListItemIcon>
          <ListItemText>{TASK_STATUS_LABELS[status]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
