import { TIME_MESSAGES, TIME_SCREEN_TEXTS, TIME_TEXTS } from '@app/domain';
import { failureText } from '@app/sdk';
import { useProject, useProjectRates, useSaveProjectRates } from '@app/sdk/react';
import { ProjectRatesCard, type ProjectRatesMember, QueryState, SelectField, useToast } from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api } from '../../app/api';

export interface ProjectRatesSectionProps {
  /** The projects finance shows, to choose from. */
  projects: readonly { projectId: string; projectTitle: string }[];
  /** Finance managers edit the rates; viewers read them. */
  canManage: boolean;
}

/**
 * A project's hourly rates for billable time (issue 40), beside the budgets: the project's rate and each member's
 * own (which wins), edited by finance managers. Billable time becomes labour cost at these rates.
 */
export function ProjectRatesSection({ projects, canManage }: ProjectRatesSectionProps) {
  const { showToast } = useToast();
  const [chosen, setChosen] = useState<string>();
  const projectId = chosen ?? projects[0]?.projectId;
  const rates = useProjectRates(api, projectId ?? '', { enabled: Boolean(projectId) });
  const project = useProject(api, projectId);
  const save = useSaveProjectRates(api);
  if (!projectId) return null;
  const title = projects.find((item) => item.projectId === projectId)?.projectTitle ?? '';
  const own = new Map((rates.data?.members ?? []).map((member) => [member.userId, member]));
  const members: ProjectRatesMember[] = (project.data?.members ?? []).map((member) => {
    const rate = own.get(member._id);
    return {
      userId: member._id,
      name: member.name,
      rate: rate ? { rateMinor: rate.rateMinor, currency: rate.currency } : null,
    };
  });
  return (
    <Stack spacing={2}>
      {projects.length > 1 ? (
        <Box sx={{ maxWidth: 360 }}>
          <SelectField
            label={`${TIME_TEXTS.rates}: ${TIME_TEXTS.project}`}
            value={projectId}
            options={projects.map((item) => ({ value: item.projectId, label: item.projectTitle }))}
            onChange={setChosen}
          />
        </Box>
      ) : null}
      {rates.isError && !rates.data ? (
        <QueryState
          status="error"
          title={TIME_SCREEN_TEXTS.ratesLoadFailed}
          message={failureText(rates.error, TIME_SCREEN_TEXTS.ratesLoadFailed)}
          onRetry={() => void rates.refetch()}
        />
      ) : rates.data && !project.isPending ? (
        <ProjectRatesCard
          key={projectId}
          projectName={title}
          projectRate={rates.data.projectRate}
          members={members}
          canEdit={canManage}
          onSave={(values) =>
            save.mutateAsync({ projectId, payload: values }).then(
              () => {
                showToast(TIME_MESSAGES.ratesSaved, { variant: 'success' });
              },
              (error: unknown) => {
                throw new Error(failureText(error, TIME_SCREEN_TEXTS.ratesSaveFailed));
              },
            )
          }
        />
      ) : (
        <QueryState status="loading" label={TIME_SCREEN_TEXTS.ratesLoading} />
      )}
    </Stack>
  );
}
