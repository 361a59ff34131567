import { ORG_STRUCTURE_TEXTS, ORG_TEXTS, type OrgPerson, type Team, TeamListQuerySchema } from '@app/domain';
import { failureText } from '@app/sdk';
import { useCreateTeam, useDeleteTeam, useTeams, useUpdateTeam } from '@app/sdk/react';
import {
  CardGrid,
  ConfirmDialog,
  FilterBar,
  FilterSelect,
  PagedList,
  PageHeader,
  TeamCard,
  TeamDialog,
  type TeamDialogValues,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api } from '../../app/api';
import { usePagedList } from '../../app/pagedListState';
import { useSearchParamsState } from '../../app/useSearchParamsState';
import { useOrgStructure } from './useOrgStructure';

/** Teams per page: fills rows of 1, 2, 3 or 4 cards. */
const PAGE_SIZE = 12;

type Editing = { team: Team | null } | null;

/** The people a team's lead and members are chosen among, with the team's own people kept choosable. */
function choosable(people: readonly OrgPerson[], team: Team | null): OrgPerson[] {
  const own = team ? [...(team.lead ? [team.lead] : []), ...team.members] : [];
  const all = [...people];
  for (const person of own) if (!all.some((known) => known._id === person._id)) all.push(person);
  return all;
}

/**
 * /org/teams: the organization's teams as cards, filtered by department and name. Organization admins and the
 * managers of a team's department create, edit and delete teams (the domain's policy); everyone else reads.
 */
export function OrganizationTeamsList() {
  const { organizationId, flat, access, pathLabels, people } = useOrgStructure();
  const { showToast } = useToast();
  const [query, setQuery] = useSearchParamsState(TeamListQuerySchema);
  const teams = useTeams(api, organizationId, { ...query, limit: PAGE_SIZE });
  const paged = usePagedList(teams, query, setQuery, ORG_STRUCTURE_TEXTS.fetchTeamsFailed);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateTeam(api, organizationId ?? '');
  const update = useUpdateTeam(api, organizationId ?? '');
  const remove = useDeleteTeam(api, organizationId ?? '');

  const label = (id: string | null) => (id ? (pathLabels.get(id) ?? '') : ORG_TEXTS.noDepartment);
  const creatable = access.teamDepartments();
  const open = (team: Team | null) => {
    create.reset();
    update.reset();
    setEditing({ team });
  };

  const submit = (values: TeamDialogValues) => {
    const team = editing?.team;
    const done = (message: string) => {
      setEditing(null);
      showToast(message, { variant: 'success' });
    };
    if (team) {
      update.mutate(
        { id: team._id, payload: values },
        { onSuccess: (saved) => done(ORG_STRUCTURE_TEXTS.teamSaved(saved.name)) },
      );
    } else {
      create.mutate(values, { onSuccess: (saved) => done(ORG_STRUCTURE_TEXTS.teamCreated(saved.name)) });
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setRefusal(undefined);
    remove.mutate(deleting._id, {
      onSuccess: () => showToast(ORG_STRUCTURE_TEXTS.teamDeleted(deleting.name), { variant: 'success' }),
      onError: (error) => setRefusal(failureText(error, ORG_STRUCTURE_TEXTS.deleteTeamFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  const newTeam =
    creatable.length > 0 ? (
      <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => open(null)}>
        {ORG_STRUCTURE_TEXTS.newTeam}
      </Button>
    ) : null;
  // A team being edited keeps its department among the choices; a new one offers where the viewer may create.
  const team = editing?.team ?? null;
  const departmentChoices = team ? [...new Set([team.departmentId, ...creatable])] : creatable;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={ORG_STRUCTURE_TEXTS.teamsTitle}
        subtitle={ORG_STRUCTURE_TEXTS.teamsSubtitle}
        action={newTeam}
      />
      <FilterBar
        label="Filter teams"
        searchLabel="Search teams"
        search={query.search ?? ''}
        onSearchChange={(search) => setQuery({ ...query, search, page: 1 }, { replace: true })}
        clearable={Boolean(query.search || query.departmentId)}
        onClear={() => setQuery({})}
      >
        <FilterSelect
          label={ORG_STRUCTURE_TEXTS.department}
          allLabel={ORG_STRUCTURE_TEXTS.allDepartments}
          value={query.departmentId ?? ''}
          onChange={(departmentId) =>
            setQuery({ ...query, departmentId: departmentId || undefined, page: 1 }, { replace: true })
          }
          options={flat.map((department) => ({ value: department._id, label: label(department._id) }))}
        />
      </FilterBar>
      {refusal ? (
        <Alert severity="error" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      ) : null}
      <PagedList
        {...paged}
        texts={{
          loading: 'Loading teams...',
          loadFailed: ORG_STRUCTURE_TEXTS.fetchTeamsFailed,
          // A failed refresh says so above the teams it had.
          refreshFailed: ORG_STRUCTURE_TEXTS.fetchTeamsFailed,
          pages: 'Team pages',
          empty: query.departmentId ? ORG_STRUCTURE_TEXTS.noTeamsInDepartment : ORG_STRUCTURE_TEXTS.noTeams,
          emptyHint: ORG_STRUCTURE_TEXTS.noTeamsHint,
        }}
        siblingCount={0}
        spacing={2}
        emptyIcon={<GroupsOutlinedIcon />}
        emptyAction={newTeam}
      >
        <CardGrid label={ORG_STRUCTURE_TEXTS.teamsTitle} minItemWidth={280} busy={teams.isPlaceholderData}>
          {teams.data?.data.map((team) => (
            <TeamCard
              key={team._id}
              // The page's title is the header's h1: the cards are the next level.
              headingComponent="h2"
              team={{ ...team, departmentName: team.departmentId ? label(team.departmentId) : null }}
              actions={
                access.team(team.departmentId) ? (
                  <Stack direction="row">
                    <IconButton
                      size="small"
                      aria-label={ORG_STRUCTURE_TEXTS.editTeam(team.name)}
                      onClick={() => open(team)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={ORG_STRUCTURE_TEXTS.deleteTeam(team.name)}
                      onClick={() => {
                        remove.reset();
                        setDeleting(team);
                      }}
                    >
                      <DeleteOutlineRoundedIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ) : undefined
              }
            />
          ))}
        </CardGrid>
      </PagedList>
      {editing ? (
        <TeamDialog
          open
          title={team ? ORG_STRUCTURE_TEXTS.editTeamTitle(team.name) : ORG_STRUCTURE_TEXTS.createTeamTitle}
          submitLabel={team ? ORG_STRUCTURE_TEXTS.save : ORG_STRUCTURE_TEXTS.create}
          departments={departmentChoices.map((id) => ({ value: id, label: label(id) }))}
          people={choosable(people, team)}
          initial={
            team
              ? {
                  name: team.name,
                  departmentId: team.departmentId,
                  leadId: team.lead?._id ?? null,
                  memberIds: team.members.map((member) => member._id),
                }
              : undefined
          }
          onSubmit={submit}
          onCancel={() => setEditing(null)}
          busy={create.isPending || update.isPending}
          error={
            create.isError
              ? failureText(create.error, ORG_STRUCTURE_TEXTS.createTeamFailed)
              : update.isError
                ? failureText(update.error, ORG_STRUCTURE_TEXTS.updateTeamFailed)
                : undefined
          }
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={ORG_STRUCTURE_TEXTS.deleteTeamTitle(deleting?.name ?? '')}
        message={ORG_STRUCTURE_TEXTS.deleteTeamMessage}
        confirmLabel={ORG_STRUCTURE_TEXTS.delete}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
