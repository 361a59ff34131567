import { PLATFORM_TEXTS as T } from '@app/domain';
import { failureText } from '@app/sdk';
import { useExportAssistantFeedback, useLivePlatformFigures } from '@app/sdk/react';
import { PageHeader, PlatformStats, useToast } from '@app/ui';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ScienceRoundedIcon from '@mui/icons-material/ScienceRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { OrganizationsSection } from './OrganizationsSection';
import { PlatformUsersSection } from './PlatformUsersSection';

/**
 * Platform Admin (/platform/admin; platform admins, spec 6.3): the platform's figures, kept live by the server's
 * `system_stats_update`; every organization with create, edit, plan, activate and deactivate; the user search with
 * platform roles; and the assistant's rated replies as a file (JSON Lines, nobody's identity in it).
 */
export function PlatformAdmin() {
  const figures = useLivePlatformFigures(api);
  const exportFeedback = useExportAssistantFeedback(api);
  const { showToast } = useToast();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={T.title}
        subtitle={T.subtitle}
        action={
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              disabled={exportFeedback.isPending}
              onClick={() =>
                exportFeedback.mutate(undefined, {
                  onError: (error) =>
                    showToast(failureText(error, T.exportAssistantFeedbackFailed), { variant: 'error' }),
                })
              }
            >
              {T.exportAssistantFeedback}
            </Button>
            {/* A shortcut beside the account menu's link (platformMenuLinks). */}
            <Button variant="outlined" startIcon={<ScienceRoundedIcon />} href={paths.org.testSuite.href()}>
              {T.testSuiteLink}
            </Button>
          </Stack>
        }
      />
      <PlatformStats figures={figures.data} />
      <OrganizationsSection />
      <PlatformUsersSection />
    </Stack>
  );
}
