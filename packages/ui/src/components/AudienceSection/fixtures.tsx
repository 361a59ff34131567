import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import type { AudienceItem } from './AudienceSection';

// Sample audiences shared by the stories and tests of AudienceSection.
export const sampleAudiences: AudienceItem[] = [
  {
    icon: <PersonRoundedIcon />,
    title: 'Individuals',
    description: 'Personal productivity for freelancers, students and makers.',
    points: ['Projects, tasks and a calendar', 'A quick to-do list', 'An AI assistant'],
    action: { label: 'Start as an individual', href: '/auth/register' },
  },
  {
    icon: <ApartmentRoundedIcon />,
    title: 'Organizations',
    description: 'One workspace for every department and team.',
    points: [
      'Departments, teams and roles',
      'Invitations and access control',
      'Analytics, billing and branding',
    ],
    action: { label: 'Register your organization', href: '/auth/register-organization' },
    badge: 'Most Popular',
  },
];
