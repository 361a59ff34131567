import type { Project, ProjectPermissions } from '@app/domain';
import { failureText } from '@app/sdk';
import { useRemoveProjectMember, useUpdateProjectMember } from '@app/sdk/react';
import { ProjectMembers, useToast } from '@app/ui';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { ProjectInvitations } from './ProjectInvitations';

/**
 * The Members tab: who is in the project, with their roles; managers change and remove members, and those who
 * may invite send invitations by email and follow them until answered.
 */
export function ProjectMembersTab({
  project,
  permissions,
}: {
  project: Project;
  permissions: ProjectPermissions;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const update = useUpdateProjectMember(api, project._id);
  const remove = useRemoveProjectMember(api, project._id);
  const members = project.members ?? [];
  /** Runs a change; a toast says how it went. */
  const attempt = async (run: () => Promise<unknown>, success: string, failure: string, rethrow = false) => {
    try {
      await run();
      showToast(success, { variant: 'success' });
      return true;
    } catch (error) {
      showToast(failureText(error, failure), { variant: 'error' });
      if (rethrow) throw error;
      return false;
    }
  };
  return (
    <Stack spacing={3}>
      <ProjectMembers
        members={members}
        currentUserId={user?._id}
        canManage={permissions.canManageMembers}
        title="Team members"
        onRoleChange={async (userId, role) => {
          await attempt(
            () => update.mutateAsync({ userId, payload: { role } }),
            'Role updated',
            'The role could not be changed.',
            true,
          );
        }}
        onRemove={async (userId) => {
          const name = members.find((member) => member._id === userId)?.name ?? 'The member';
          await attempt(
            () => remove.mutateAsync(userId),
            `${name} removed from the project`,
            'The member could not be removed.',
          );
        }}
        onLeave={
          user
            ? async () => {
                const left = await attempt(
                  () => remove.mutateAsync(user._id),
                  `You left ${project.title}`,
                  'You could not leave the project.',
                );
                if (left) navigate(paths.projects.list.href(), { replace: true });
              }
            : undefined
        }
      />
      <ProjectInvitations project={project} />
    </Stack>
  );
}
