import { failureText } from '@app/sdk';
import { useFollowTask, useTaskWatchers, useUnfollowTask } from '@app/sdk/react';
import { FollowButton, useToast } from '@app/ui';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import type { TaskAccess } from './access';

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
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
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
        <Button variant="outlined" href={paths.tasks.edit.href(taskId)} startIcon={<EditRoundedIcon />}>
          Edit
        </Button>
      ) : null}
      {access.canDelete ? (
        <Button variant="outlined" color="error" startIcon={<DeleteOutlineRoundedIcon />} onClick={onDelete}>
          Delete
        </Button>
      ) : null}
    </Stack>
  );
}
