import { HELP_ROLES, HELP_SHORTCUTS, roleCapabilityMatrix, HELP_TEXTS as T } from '@app/domain';
import { PageHeader, RoleCapabilityTable, SectionCard, ShortcutTable } from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const CAPABILITIES = roleCapabilityMatrix();

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {steps.map((step) => (
          <Typography component="li" variant="body2" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/**
 * Help (/help): getting started on one's own and in an organization, what each role may do (the table is
 * computed from the permission rules the server's guards apply), the keyboard shortcuts, and where to get help.
 */
export function Help() {
  return (
    <Stack spacing={3}>
      <PageHeader title={T.title} subtitle={T.subtitle} action={null} />
      <SectionCard title={T.gettingStarted} headingLevel="h2">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Steps title={T.individualTitle} steps={T.individualSteps} />
          <Steps title={T.organizationTitle} steps={T.organizationSteps} />
        </Box>
      </SectionCard>
      <SectionCard title={T.rolesTitle} subtitle={T.rolesIntro} headingLevel="h2">
        <RoleCapabilityTable roles={HELP_ROLES} rows={CAPABILITIES} />
      </SectionCard>
      <SectionCard title={T.shortcutsTitle} headingLevel="h2">
        <ShortcutTable shortcuts={HELP_SHORTCUTS} />
      </SectionCard>
      <SectionCard title={T.supportTitle} headingLevel="h2">
        <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
          {T.supportItems.map((item) => (
            <Typography component="li" variant="body2" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      </SectionCard>
    </Stack>
  );
}
