import { PLATFORM_TEXTS as T } from '@app/domain';
import { useLivePlatformFigures } from '@app/sdk/react';
import { PageHeader, PlatformStats } from '@app/ui';
import ScienceRoundedIcon from '@mui/icons-material/ScienceRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api } from '../app/api';
import { paths } from '../app/paths';
import { OrganizationsSection } from './platform/OrganizationsSection';
import { PlatformUsersSection } from './platform/PlatformUsersSection';

/**
 * Platform Admin (/platform/admin; platform admins, spec 6.3): the platform's figures, kept live by the server's
 * `system_stats_update`; every organization with create, edit, plan, activate and deactivate; the user search with
 * platform roles.
 */
export function PlatformAdmin() {
  const figures = useLivePlatformFigures(api);
  return (
    <Stack spacing={3}>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        action={
          // The main menu of a platform admin without an organization has no entry for the test suite.
          <Button variant="outlined" startIcon={<ScienceRoundedIcon />} href={paths.org.testSuite.href()}>
            {T.testSuiteLink}
          </Button>
        }
      />
      <PlatformStats figures={figures.data} />
      <OrganizationsSection />
      <PlatformUsersSection />
    </Stack>
  );
}
