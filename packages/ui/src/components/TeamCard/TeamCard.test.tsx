import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleTeams } from './fixtures';
import { TeamCard } from './TeamCard';

describe('TeamCard', () => {
  it('shows the team with its department, lead, members and project count', () => {
    render(
      <TeamCard team={sampleTeams[0]!} href="/org/teams/t1" actions={<button type="button">Menu</button>} />,
    );
    const card = screen.getByRole('article', { name: 'Platform Core' });
    expect(screen.getByRole('link', { name: 'Platform Core' })).toHaveAttribute('href', '/org/teams/t1');
    expect(card).toHaveTextContent('Platform');
    expect(card).toHaveTextContent('Team leadDana Manager');
    expect(card).toHaveTextContent('8 members');
    expect(card).toHaveTextContent('4 projects');
    // Four pictures and '+4' for the rest.
    expect(
      screen.getByRole('img', {
        name: 'Members: Dana Manager, Sam Rivera, Priya Sharma, Lee Chen and 4 more',
      }),
    ).toHaveTextContent('+4');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  it('leaves the project count out when it is not known', () => {
    const { projectCount: _count, ...team } = sampleTeams[0]!;
    render(<TeamCard team={team} />);
    expect(screen.getByRole('article', { name: 'Platform Core' })).not.toHaveTextContent('project');
  });

  it('names every member when they all fit, and says what is missing', () => {
    const { rerender } = render(<TeamCard team={sampleTeams[1]!} />);
    expect(
      screen.getByRole('img', { name: 'Members: Priya Sharma, Lee Chen and Noah Kim' }),
    ).not.toHaveTextContent('+');
    expect(screen.getByText('1 project')).toBeVisible();
    rerender(<TeamCard team={sampleTeams[2]!} />);
    expect(screen.getByText('No department')).toBeVisible();
    expect(screen.getByText('No team lead')).toBeVisible();
    expect(screen.getByText('No members yet')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
