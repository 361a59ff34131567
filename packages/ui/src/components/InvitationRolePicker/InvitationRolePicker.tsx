import {
  INVITATION_SCREEN_TEXTS,
  PROJECT_INVITATION_ROLE_DESCRIPTIONS,
  PROJECT_INVITATION_ROLE_LABELS,
  type ProjectInvitationRole,
} from '@app/domain';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface InvitationRolePickerProps {
  /** The roles the inviter may offer, in order (`invitableProjectRoles` of their own role). */
  roles: readonly ProjectInvitationRole[];
  /** The chosen role; '' while none is. */
  value: ProjectInvitationRole | '';
  onChange: (role: ProjectInvitationRole) => void;
  /** The radios' form name. */
  name?: string;
  disabled?: boolean;
  /** Why the choice is wrong; shown under the options and read with the group. */
  error?: string;
  /** The group's label and accessible name. */
  label?: string;
}

/**
 * Picks the project role an invitation offers: one card-like radio per role, its label as the radio's name and
 * its meaning (spec 3: 'view and complete tasks') as the radio's description. The cards sit side by side where
 * there is room and stack on a phone; a click anywhere on a card chooses it.
 */
export function InvitationRolePicker({
  roles,
  value,
  onChange,
  name = 'role',
  disabled = false,
  error,
  label = INVITATION_SCREEN_TEXTS.roleLabel,
}: InvitationRolePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <FormControl error={Boolean(error)} disabled={disabled} sx={{ width: '100%', minWidth: 0 }}>
      {/* Disabled, the label keeps a readable colour: the greyed-out radios say it is not available. */}
      <FormLabel id={labelId} sx={{ mb: 1, fontWeight: 500, '&.Mui-disabled': { color: 'text.secondary' } }}>
        {label}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        onChange={(_event, next) => onChange(next as ProjectInvitationRole)}
        sx={{
          display: 'grid',
          // As many columns as fit at 200 px each: one on a phone, the three roles side by side on a desktop.
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: 1.5,
        }}
      >
        {roles.map((role) => {
          const titleId = `${id}-${role}-title`;
          const descriptionId = `${id}-${role}-description`;
          const checked = value === role;
          return (
            <Box
              key={role}
              component="label"
              sx={(theme) => {
                const palette = (theme.vars || theme).palette;
                return {
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: 0.5,
                  p: 1.5,
                  pl: 0.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: checked ? palette.primary.main : palette.divider,
                  boxShadow: checked ? `inset 0 0 0 1px ${palette.primary.main}` : 'none',
                  bgcolor: checked ? palette.action.selected : 'transparent',
                  cursor: disabled ? 'default' : 'pointer',
                  '&:hover': disabled ? undefined : { borderColor: palette.primary.main },
                  '&:focus-within': {
                    outline: `2px solid ${palette.primary.main}`,
                    outlineOffset: 2,
                  },
                };
              }}
            >
              <Radio
                value={role}
                size="small"
                sx={{ mt: -0.75 }}
                slotProps={{
                  input: { 'aria-labelledby': titleId, 'aria-describedby': descriptionId },
                }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  id={titleId}
                  variant="body2"
                  component="span"
                  sx={{ display: 'block', fontWeight: 600 }}
                >
                  {PROJECT_INVITATION_ROLE_LABELS[role]}
                </Typography>
                <Typography
                  id={descriptionId}
                  variant="body2"
                  component="span"
                  color="textSecondary"
                  // The domain's meanings are lower-case phrases ('view and complete tasks'); alone they read as a line.
                  sx={{ display: 'block', '&::first-letter': { textTransform: 'uppercase' } }}
                >
                  {PROJECT_INVITATION_ROLE_DESCRIPTIONS[role]}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
