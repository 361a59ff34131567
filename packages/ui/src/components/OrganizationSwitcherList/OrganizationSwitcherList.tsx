import { type AdministeredOrganization, planLabel, ENTERPRISE_TEXTS as T } from '@app/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface OrganizationSwitcherListProps {
  organizations: readonly AdministeredOrganization[];
  /** Makes another organization the current one. */
  onSwitch: (organization: AdministeredOrganization) => void;
  /** The organization being switched to: every switch button waits. */
  switchingId?: string | null;
  /** The accessible name of the list. */
  label?: string;
}

const FIGURES = [
  ['members', T.totals.members],
  ['projects', T.totals.projects],
  ['openTasks', T.totals.openTasks],
  ['overdueTasks', T.totals.overdueTasks],
] as const;

/**
 * The organizations an enterprise admin administers, side by side: plan, status, members, projects, open and
 * overdue tasks, the current one marked, and a switch button on the others.
 */
export function OrganizationSwitcherList({
  organizations,
  onSwitch,
  switchingId = null,
  label = T.listLabel,
}: OrganizationSwitcherListProps) {
  if (organizations.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {T.none}
      </Typography>
    );
  }
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {organizations.map((organization) => (
        <Box component="li" key={organization._id}>
          <Paper
            variant="outlined"
            component="section"
            aria-label={organization.name}
            sx={{ p: 2, height: '100%', borderColor: organization.current ? 'primary.main' : undefined }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
                {organization.name}
              </Typography>
              {organization.current ? <Chip size="small" color="primary" label={T.current} /> : null}
              {organization.isActive ? null : <Chip size="small" color="warning" label={T.inactive} />}
              <Chip size="small" variant="outlined" label={planLabel(organization.subscriptionTier)} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {organization.domain}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1, my: 2 }}
            >
              {FIGURES.map(([key, text]) => (
                <Box key={key}>
                  <Typography component="dt" variant="caption" color="text.secondary">
                    {text}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="h6"
                    sx={{ m: 0 }}
                    color={key === 'overdueTasks' && organization[key] > 0 ? 'error' : undefined}
                  >
                    {organization[key]}
                  </Typography>
                </Box>
              ))}
            </Box>
            {organization.current ? null : (
              <Button
                variant="contained"
                size="small"
                aria-label={T.switchTo(organization.name)}
                disabled={switchingId !== null}
                onClick={() => onSwitch(organization)}
              >
                {T.switchLabel}
              </Button>
            )}
          </Paper>
        </Box>
      ))}
    </Box>
  );
}
