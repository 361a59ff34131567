import { AudienceSection, CallToAction, FeatureGrid, type FeatureItem, HeroSection } from '@app/ui';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import CurrencyExchangeRoundedIcon from '@mui/icons-material/CurrencyExchangeRounded';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import PaletteRoundedIcon from '@mui/icons-material/PaletteRounded';
import PersonOutlineRoundedIcon from '@mui/icons-material/PersonOutlineRounded';
import PlaylistAddCheckRoundedIcon from '@mui/icons-material/PlaylistAddCheckRounded';
import ViewKanbanRoundedIcon from '@mui/icons-material/ViewKanbanRounded';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { APP_NAME } from '../../app/config';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const features: FeatureItem[] = [
  {
    icon: <FolderRoundedIcon />,
    title: 'Projects and tasks',
    description:
      'Plan projects with dates, budgets and teams, then break them into tasks with priorities, assignees and due dates.',
  },
  {
    icon: <ViewKanbanRoundedIcon />,
    title: 'Kanban board and calendar',
    description:
      'Move tasks across the board as work progresses, and see every due date on a monthly calendar.',
  },
  {
    icon: <PlaylistAddCheckRoundedIcon />,
    title: 'Quick to-dos',
    description:
      'Capture the small things in a personal or shared to-do list before they slip through the cracks.',
  },
  {
    icon: <ApartmentRoundedIcon />,
    title: 'Departments, teams and roles',
    description:
      'Model your organization with departments and teams, invite people, and give each role exactly the access it needs.',
  },
  {
    icon: <NotificationsActiveRoundedIcon />,
    title: 'Real-time notifications',
    description:
      'Task updates, comments and new members reach everyone on the project the moment they happen.',
  },
  {
    icon: <CurrencyExchangeRoundedIcon />,
    title: 'Finance in USD and INR',
    description: 'Track budgets and spending, and switch every amount between US dollars and Indian rupees.',
  },
  {
    icon: <AutoAwesomeRoundedIcon />,
    title: 'AI assistant',
    description:
      'Ask about your projects, tasks and team in plain words, or have the assistant create and update work for you.',
  },
  {
    icon: <PaletteRoundedIcon />,
    title: 'Your branding',
    description: 'Organizations bring their own colours, fonts and logo, so the workspace feels like theirs.',
  },
];

/** The landing page (/home): what the product does, for whom, and the way in. */
export function Home() {
  useDocumentTitle(`${APP_NAME} – Project and task management for individuals and organizations`);
  const { hash } = useLocation();

  // The page loads lazily, after the router's own scroll-to-hash ran; scroll to a section link's target here.
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);

  return (
    <>
      <HeroSection
        eyebrow="For individuals and organizations"
        headline="Plan, track and deliver every project in one place"
        subheadline={`${APP_NAME} brings your projects, tasks, calendar and team together, with real-time updates and an AI assistant that knows your work.`}
        primaryAction={{ label: 'Get started free', href: paths.auth.registerOptions.href() }}
        secondaryAction={{ label: 'Sign in', href: paths.auth.login.href() }}
        highlights={['Free for individuals', 'Set up in minutes', 'Works in your browser']}
      />
      <FeatureGrid
        eyebrow="Features"
        title="Everything your work needs"
        subtitle="From a quick to-do to a company-wide portfolio, the same tools scale with you."
        features={features}
      />
      <AudienceSection
        eyebrow="Who it is for"
        title="Built for how you work"
        subtitle="Start on your own, or bring your whole organization from day one."
        audiences={[
          {
            icon: <PersonOutlineRoundedIcon />,
            title: 'Individuals',
            description:
              'Personal productivity for freelancers, students and anyone with more than one thing to do.',
            points: [
              'Projects, tasks, a kanban board and a calendar',
              'A quick to-do list for everyday things',
              'An AI assistant for questions and quick changes',
              'Invite collaborators to a project when you need help',
            ],
            action: { label: 'Create a personal account', href: paths.auth.register.href() },
          },
          {
            icon: <ApartmentOutlinedIcon />,
            title: 'Organizations',
            description: 'One workspace for every department and team, with the control an enterprise needs.',
            points: [
              'Departments, teams and role-based access',
              'Invitations that join people to your organization by email domain',
              'Analytics, reports, finance, billing and security settings',
              'Your colours, fonts and logo across the workspace',
            ],
            action: { label: 'Register your organization', href: paths.auth.registerOrganization.href() },
            badge: 'Most Popular',
          },
        ]}
      />
      <CallToAction
        headline="Ready to get your work organized?"
        description="Create your account in under a minute. Bring your team whenever you are ready."
        primaryAction={{ label: 'Get started free', href: paths.auth.registerOptions.href() }}
        secondaryAction={{ label: 'Sign in', href: paths.auth.login.href() }}
      />
    </>
  );
}
