import {
  failureText,
  isFixedProjectMember,
  PROJECT_INVITATION_ROLE_DESCRIPTIONS,
  PROJECT_MEMBER_ROLES,
  ProjectMemberAddPayloadSchema,
  type ProjectMemberRole,
} from '@app/domain';
import PersonAddAlt1RoundedIcon from '@mui/icons-material/PersonAddAlt1Rounded';
import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { UserAvatar } from '../UserMenu';

/** A person on the project (a `ProjectMember` from @app/domain fits). */
export interface ProjectMembersMember {
  _id: string;
  name: string;
  email: string;
  /** A picture URL; the initial is shown without one or for 'default-avatar.jpg'. */
  profileImage?: string;
  role: 'owner' | ProjectMemberRole;
}

/** Display names of the project roles. */
export const PROJECT_ROLE_LABELS: Record<'owner' | ProjectMemberRole, string> = {
  owner: 'Owner',
  supervisor: 'Supervisor',
  'team-lead': 'Team lead',
  'team-member': 'Team member',
};

export interface ProjectMembersProps {
  members: readonly ProjectMembersMember[];
  /** The signed-in user: marked '(you)', and offered 'Leave project' when they are not the owner. */
  currentUserId?: string;
  /** Shows the role selects, remove buttons and the add-member form. */
  canManage?: boolean;
  /** Adds a person who has an account; a rejection's message (e.g. 'No account with this email') is shown. */
  onAdd?: (payload: { email: string; role: ProjectMemberRole }) => Promise<unknown>;
  /** Changes a member's role; the select shows the new role at once and returns to the old one on a rejection. */
  onRoleChange?: (userId: string, role: ProjectMemberRole) => unknown;
  /** Removes a member, after the person confirms. */
  onRemove?: (userId: string) => unknown;
  /** The signed-in member leaves the project, after they confirm. */
  onLeave?: () => unknown;
  /** Disables every control, e.g. while the project reloads. */
  disabled?: boolean;
  /** The section's title. */
  title?: string;
  /** The add-member form's title and accessible name. */
  addTitle?: string;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

type Confirming = { kind: 'remove'; member: ProjectMembersMember } | { kind: 'leave' } | null;

const ADD_ROLES = PROJECT_MEMBER_ROLES;

function RoleOption({ role }: { role: ProjectMemberRole }) {
  return (
    <ListItemText
      primary={PROJECT_ROLE_LABELS[role]}
      secondary={capitalize(PROJECT_INVITATION_ROLE_DESCRIPTIONS[role])}
      sx={{ my: 0 }}
    />
  );
}

// A disabled field's help stays readable (AA contrast): the field itself shows it is disabled.
const readableWhenDisabled = { '&.Mui-disabled': { color: 'text.secondary' } };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface AddMemberFormProps {
  title: string;
  onAdd: NonNullable<ProjectMembersProps['onAdd']>;
  disabled: boolean;
  headingLevel: 'h3' | 'h4' | 'h5';
}

function AddMemberForm({ title, onAdd, disabled, headingLevel }: AddMemberFormProps) {
  const headingId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ProjectMemberRole>('team-member');
  const [fieldError, setFieldError] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const [adding, setAdding] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(undefined);
    if (!email.trim()) {
      setFieldError('Enter the email address of the person to add');
      return;
    }
    const parsed = ProjectMemberAddPayloadSchema.safeParse({ email, role });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setAdding(true);
    try {
      await onAdd(parsed.data);
      setEmail('');
      setRole('team-member');
    } catch (error) {
      // Whatever message the failure carries: the screen's call has already put the server's words in it.
      setServerError(
        failureText(error, 'The member could not be added', { show: 'any', offline: 'message' }),
      );
    } finally {
      setAdding(false);
    }
  };

  const busy = disabled || adding;
  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      sx={(theme) => ({
        p: 2,
        borderRadius: 1,
        border: `1px solid ${(theme.vars || theme).palette.divider}`,
      })}
    >
      <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Add someone who already has an account by their email address.
      </Typography>
      {serverError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1.4fr) auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (fieldError) setFieldError(undefined);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError}
          disabled={busy}
          required
          size="small"
          slotProps={{ htmlInput: { required: false, 'aria-required': true } }}
        />
        <TextField
          select
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as ProjectMemberRole)}
          disabled={busy}
          size="small"
          helperText={capitalize(PROJECT_INVITATION_ROLE_DESCRIPTIONS[role])}
          slotProps={{
            formHelperText: { sx: readableWhenDisabled },
            select: { renderValue: (value) => PROJECT_ROLE_LABELS[value as ProjectMemberRole] },
          }}
        >
          {ADD_ROLES.map((option) => (
            <MenuItem key={option} value={option}>
              <RoleOption role={option} />
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          loading={adding}
          disabled={disabled}
          startIcon={<PersonAddAlt1RoundedIcon />}
          sx={{ minHeight: 40 }}
        >
          Add member
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The people on a project: picture or initial, name, email and project role ('Owner' for the owner). Managers
 * change roles, remove members (after a confirmation) and add people by email with a role; a member who is not
 * the owner can leave the project.
 */
export function ProjectMembers({
  members,
  currentUserId,
  canManage = false,
  onAdd,
  onRoleChange,
  onRemove,
  onLeave,
  disabled = false,
  title = 'Team members',
  addTitle = 'Add a member',
  headingLevel = 'h2',
}: ProjectMembersProps) {
  const headingId = useId();
  const [confirming, setConfirmingTarget] = useState<Confirming>(null);
  // The dialog keeps its last texts while it fades out.
  const [dialogOpen, setDialogOpen] = useState(false);
  const setConfirming = (target: Confirming) => {
    setDialogOpen(target !== null);
    if (target) setConfirmingTarget(target);
  };
  const [confirmBusy, setConfirmBusy] = useState(false);
  // A role picked but not yet confirmed by the new member list; dropped when the change is refused.
  const [pendingRoles, setPendingRoles] = useState<Record<string, ProjectMemberRole>>({});
  const [seenMembers, setSeenMembers] = useState(members);
  if (seenMembers !== members) {
    setSeenMembers(members);
    setPendingRoles({});
  }

  const me = members.find((member) => member._id === currentUserId);
  const canLeave = Boolean(onLeave && me && !isFixedProjectMember(me));
  const subLevel = headingLevel === 'h2' ? 'h3' : headingLevel === 'h3' ? 'h4' : 'h5';

  const changeRole = async (member: ProjectMembersMember, role: ProjectMemberRole) => {
    if (!onRoleChange || role === member.role) return;
    setPendingRoles((pending) => ({ ...pending, [member._id]: role }));
    try {
      await onRoleChange(member._id, role);
    } catch {
      setPendingRoles(({ [member._id]: _dropped, ...rest }) => rest);
    }
  };

  const confirm = async () => {
    if (!confirming || !dialogOpen) return;
    setConfirmBusy(true);
    try {
      if (confirming.kind === 'remove') await onRemove?.(confirming.member._id);
      else await onLeave?.();
    } catch {
      // The caller reports the failure; the dialog just closes.
    } finally {
      setConfirmBusy(false);
      setConfirming(null);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2, flexWrap: 'wrap' }}
      >
        <Typography id={headingId} component={headingLevel} variant="h6">
          {title}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            ({members.length})
          </Typography>
        </Typography>
        {canLeave ? (
          <Button
            variant="outlined"
            color="error"
            size="small"
            disabled={disabled}
            onClick={() => setConfirming({ kind: 'leave' })}
          >
            Leave project
          </Button>
        ) : null}
      </Stack>
      <Box
        component="ul"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          p: 0,
          mb: canManage && onAdd ? 3 : 0,
          borderRadius: 1,
          border: `1px solid ${(theme.vars || theme).palette.divider}`,
        })}
      >
        {members.map((member) => {
          const isMe = member._id === currentUserId;
          const manageable = canManage && !isFixedProjectMember(member) && !isMe;
          const shownRole = isFixedProjectMember(member)
            ? member.role
            : (pendingRoles[member._id] ?? member.role);
          return (
            <Box
              component="li"
              key={member._id}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                flexWrap: { xs: 'wrap', sm: 'nowrap' },
                gap: 1.5,
                px: 2,
                py: 1.5,
                borderBottom: `1px solid ${(theme.vars || theme).palette.divider}`,
                '&:last-of-type': { borderBottom: 0 },
              })}
            >
              <UserAvatar
                user={{ name: member.name, email: member.email, profileImage: member.profileImage }}
                size={40}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                  {member.name}
                  {isMe ? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {' (you)'}
                    </Typography>
                  ) : null}
                </Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {member.email}
                </Typography>
              </Box>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: { xs: 6.5, sm: 0 } }}>
                {manageable && onRoleChange ? (
                  <TextField
                    select
                    size="small"
                    value={shownRole}
                    disabled={disabled}
                    onChange={(event) => void changeRole(member, event.target.value as ProjectMemberRole)}
                    sx={{ minWidth: 160 }}
                    slotProps={{
                      htmlInput: { 'aria-label': `Role of ${member.name}` },
                      select: {
                        renderValue: (value) => PROJECT_ROLE_LABELS[value as ProjectMemberRole],
                      },
                    }}
                  >
                    {ADD_ROLES.map((option) => (
                      <MenuItem key={option} value={option}>
                        <RoleOption role={option} />
                      </MenuItem>
                    ))}
                  </TextField>
                ) : (
                  <Typography
                    variant="body2"
                    sx={{ fontWeight: member.role === 'owner' ? 600 : 400, whiteSpace: 'nowrap' }}
                  >
                    {PROJECT_ROLE_LABELS[member.role]}
                  </Typography>
                )}
                {manageable && onRemove ? (
                  <Tooltip title={disabled ? '' : `Remove ${member.name}`}>
                    <IconButton
                      aria-label={`Remove ${member.name}`}
                      disabled={disabled}
                      onClick={() => setConfirming({ kind: 'remove', member })}
                    >
                      <PersonRemoveRoundedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Box>
      {canManage && onAdd ? (
        <AddMemberForm title={addTitle} onAdd={onAdd} disabled={disabled} headingLevel={subLevel} />
      ) : null}
      <ConfirmDialog
        open={dialogOpen}
        destructive
        busy={confirmBusy}
        title={confirming?.kind === 'remove' ? `Remove ${confirming.member.name}?` : 'Leave this project?'}
        message={
          confirming?.kind === 'remove'
            ? `${confirming.member.name} will no longer see this project or its tasks.`
            : 'You will no longer see this project or its tasks unless someone adds you again.'
        }
        confirmLabel={confirming?.kind === 'remove' ? 'Remove' : 'Leave project'}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}
