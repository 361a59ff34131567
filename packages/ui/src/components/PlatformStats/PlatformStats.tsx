import { PLATFORM_TEXTS, type PlatformFigures } from '@app/domain';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import DomainDisabledOutlinedIcon from '@mui/icons-material/DomainDisabledOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import { StatCardGrid } from '../StatCardGrid';

export interface PlatformStatsProps {
  /** The platform's figures; undefined while they load. */
  figures?: PlatformFigures;
  /** The accessible name of the list of figures. */
  label?: string;
}

const T = PLATFORM_TEXTS.figures;

/** The platform console's figures: active and inactive organizations, users, projects and tasks. */
export function PlatformStats({ figures, label = PLATFORM_TEXTS.figuresLabel }: PlatformStatsProps) {
  return (
    <StatCardGrid
      label={label}
      loading={!figures}
      items={[
        {
          label: T.activeOrganizations,
          value: figures?.activeOrganizations ?? 0,
          color: 'success',
          icon: <BusinessOutlinedIcon />,
        },
        {
          label: T.inactiveOrganizations,
          value: figures?.inactiveOrganizations ?? 0,
          color: 'warning',
          icon: <DomainDisabledOutlinedIcon />,
        },
        { label: T.totalUsers, value: figures?.totalUsers ?? 0, icon: <PeopleAltOutlinedIcon /> },
        {
          label: T.totalProjects,
          value: figures?.totalProjects ?? 0,
          color: 'secondary',
          icon: <FolderOutlinedIcon />,
        },
        {
          label: T.totalTasks,
          value: figures?.totalTasks ?? 0,
          color: 'info',
          icon: <AssignmentOutlinedIcon />,
        },
      ]}
    />
  );
}
