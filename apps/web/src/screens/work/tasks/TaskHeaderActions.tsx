import { failureText } from '@app/sdk';
import { useFollowTask, useTaskWatchers, useUnfollowTask } from '@app/sdk/react';
import { FollowButton, useToast } from '@app/ui';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import type { TaskAccess } from './access';

// On a phone the labels give way to the title (as the shell's own 'New Project' does): the icons stay, and so do
// the accessible names.
const COMPACT_ON_PHONE = {
  whiteSpace: 'nowrap',
  minWidth: { xs: 40, sm: 64 },
  px: { xs: 1, sm: 2 },
  '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 }, ml: { xs: 0, sm: -0.5 } },
} as const;
const LABEL_ON_WIDER = { display: { xs: 'none', sm: 'inline' } } as const;

/** Follow / Following for everyone who sees the task; Edit and Delete for those who manage it. */
export function TaskHeaderActions({
  taskId,
  access,
  onDelete,
}: {
  taskId: string;
  access: TaskAccess;
  onDelete: () => void;
}) {
  const { showToast } = useToast();
  const watchers = useTaskWatchers(api, taskId);
  const follow = useFollowTask(api, taskId);
  const unfollow = useUnfollowTask(api, taskId);
  const onError = (error: unknown) =>
    showToast(failureText(error, 'Following could not be changed.'), { variant: 'error' });
  return (
    <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} useFlexGap sx={{ flexWrap: 'nowrap' }}>
      {watchers.data ? (
        <FollowButton
          watching={watchers.data.watching}
          followers={watchers.data.watchers.map((person) => person.name)}
          busy={follow.isPending || unfollow.isPending}
          onChange={(watching) =>
            watching ? follow.mutate(undefined, { onError }) : unfollow.mutate(undefined, { onError })
          }
        />
      ) : null}
      {access.canEdit ? (
        <Button
          variant="outlined"
          href={paths.tasks.edit.href(taskId)}
          startIcon={<EditRoundedIcon />}
          aria-label="Edit"
          sx={COMPACT_ON_PHONE}
        >
          <Box component="span" sx={LABEL_ON_WIDER}>
            Edit
          </Box>
        </Button>
      ) : null}
      {access.canDelete ? (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineRoundedIcon />}
          onClick={onDelete}
          aria-label="Delete"
          sx={COMPACT_ON_PHONE}
        >
          <Box component="span" sx={LABEL_ON_WIDER}>
            Delete
          </Box>
        </Button>
      ) : null}
    </Stack>
  );
}
