import Groups2OutlinedIcon from '@mui/icons-material/Groups2Outlined';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { EmptyState } from '../EmptyState';
import { people, sampleTeams } from './fixtures';
import { TeamCard } from './TeamCard';

const menu = (name: string) => (
  <IconButton aria-label={`Actions for ${name}`} size="small">
    <MoreVertRoundedIcon fontSize="small" />
  </IconButton>
);

const meta = {
  title: 'Data/TeamCard',
  component: TeamCard,
  args: { team: sampleTeams[0]!, href: '/org/teams/t1', actions: menu('Platform Core') },
} satisfies Meta<typeof TeamCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Platform Core' });
    await expect(canvas.getByRole('link', { name: 'Platform Core' })).toHaveAttribute(
      'href',
      '/org/teams/t1',
    );
    await expect(card).toHaveTextContent('Platform');
    await expect(card).toHaveTextContent('Team leadDana Manager');
    await expect(card).toHaveTextContent('8 members');
    await expect(card).toHaveTextContent('4 projects');
    // Four pictures and '+4' for the rest.
    await expect(
      canvas.getByRole('img', {
        name: 'Members: Dana Manager, Sam Rivera, Priya Sharma, Lee Chen and 4 more',
      }),
    ).toHaveTextContent('+4');
    await expect(canvas.getByRole('button', { name: 'Actions for Platform Core' })).toBeVisible();
  },
};

/** A small team: every member named, no '+'. */
export const SmallTeam: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { team: sampleTeams[1]!, href: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Members: Priya Sharma, Lee Chen and Noah Kim' }),
    ).not.toHaveTextContent('+');
    await expect(canvas.getByText('1 project')).toBeVisible();
  },
};

/** A team without department, lead or members, and without a page: says what is missing, no link. */
export const NothingYet: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { team: sampleTeams[2]!, href: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No department')).toBeVisible();
    await expect(canvas.getByText('No team lead')).toBeVisible();
    await expect(canvas.getByText('No members yet')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A team of one: the picture is named after its only member, and the count is singular. */
export const OneMember: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: {
    team: { name: 'Release Desk', departmentName: 'Platform', lead: people[3], members: [people[3]!] },
    href: undefined,
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Members: Lee Chen' })).not.toHaveTextContent('+');
    await expect(canvas.getByRole('article', { name: 'Release Desk' })).toHaveTextContent('1 member');
  },
};

/** Room for one picture only: it shows the count, and the pictures' name says how many members there are. */
export const OnePictureOnly: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { team: sampleTeams[0]!, maxAvatars: 1 },
  play: async ({ canvasElement }) => {
    const count = sampleTeams[0]!.members.length;
    await expect(
      within(canvasElement).getByRole('img', { name: `Members: ${count} members` }),
    ).toHaveTextContent(`+${count}`);
  },
};

/** The project count left out when it is not known. */
export const ProjectCountUnknown: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  args: { team: { ...sampleTeams[0]!, projectCount: undefined } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Platform Core' })).not.toHaveTextContent(
      'project',
    );
  },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="p" color="textSecondary">
    {children}
  </Typography>
);

/** Teams in a CardGrid: overflowing members, a small team, a team without lead or members; and no team. */
export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Caption>Teams in a card grid</Caption>
        <CardGrid label="Teams">
          {sampleTeams.map((team) => (
            <TeamCard
              key={team.id}
              team={team}
              href={`/org/teams/${team.id}`}
              actions={team.id === 't3' ? undefined : menu(team.name)}
            />
          ))}
        </CardGrid>
      </Box>
      <Box>
        <Caption>No teams</Caption>
        <CardGrid
          label="No teams"
          empty={
            <EmptyState
              compact
              icon={<Groups2OutlinedIcon />}
              title="No teams yet"
              description="Teams group the people who work on the same projects."
            />
          }
        />
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(within(canvasElement).getByRole('list', { name: 'Teams' }));
    await expect(grid.getAllByRole('article')).toHaveLength(3);
  },
};
