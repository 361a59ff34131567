import Groups2OutlinedIcon from '@mui/icons-material/Groups2Outlined';
import MoreVertRoundedIcon from '@mui/icons-material/MoreVertRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { EmptyState } from '../EmptyState';
import { sampleTeams } from './fixtures';
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
    await expect(canvas.getByRole('link', { name: 'Platform Core' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: /and 4 more$/ })).toHaveTextContent('+4');
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
