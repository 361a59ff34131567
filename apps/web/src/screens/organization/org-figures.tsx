import { type OrganizationDashboard, ORG_DASHBOARD_TEXTS as T } from '@app/domain';
import type { StatCardGridItem } from '@app/ui';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import Groups2OutlinedIcon from '@mui/icons-material/Groups2Outlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import TaskAltRoundedIcon from '@mui/icons-material/TaskAltRounded';
import WarningAmberRoundedIcon from '@mui/icons-material/WarningAmberRounded';
import WhatshotOutlinedIcon from '@mui/icons-material/WhatshotOutlined';

// The organization dashboard's stat cards, read from its cached answer (which the socket's live figures update).

/** Members, active in the last 7 days, departments and teams. */
export function peopleFigures(data: OrganizationDashboard | undefined): StatCardGridItem[] {
  return [
    { label: T.members, value: data?.members ?? 0, icon: <PeopleAltOutlinedIcon /> },
    {
      label: T.activeMembers,
      value: data?.activeMembersLast7Days ?? 0,
      color: 'success',
      icon: <WhatshotOutlinedIcon />,
    },
    {
      label: T.departments,
      value: data?.departments ?? 0,
      color: 'secondary',
      icon: <AccountTreeOutlinedIcon />,
    },
    { label: T.teams, value: data?.teams ?? 0, color: 'info', icon: <Groups2OutlinedIcon /> },
  ];
}

/** Projects, active projects, tasks, tasks done and overdue. */
export function workFigures(data: OrganizationDashboard | undefined): StatCardGridItem[] {
  return [
    { label: T.projects, value: data?.projects.total ?? 0, icon: <FolderOutlinedIcon /> },
    {
      label: T.activeProjects,
      value: data?.projects.byStatus.active ?? 0,
      color: 'info',
      icon: <PlayCircleOutlineRoundedIcon />,
    },
    { label: T.tasks, value: data?.tasks.total ?? 0, color: 'secondary', icon: <AssignmentOutlinedIcon /> },
    {
      label: T.tasksDone,
      value: data?.tasks.byStatus.done ?? 0,
      color: 'success',
      icon: <TaskAltRoundedIcon />,
    },
    { label: T.overdue, value: data?.tasks.overdue ?? 0, color: 'error', icon: <WarningAmberRoundedIcon /> },
  ];
}
