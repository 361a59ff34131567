import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectCard, type ProjectCardProject } from './ProjectCard';

const NOW = new Date(2025, 5, 10, 12, 0, 0);

const PROJECT: ProjectCardProject = {
  title: 'Website redesign',
  status: 'active',
  priority: 'high',
  progress: 64.6,
  description: 'New marketing site and docs.',
  budget: 1250,
  dueDate: '2025-06-11',
};

describe('ProjectCard', () => {
  it('shows the title, chips, progress, team, due text and budget', () => {
    render(<ProjectCard project={PROJECT} teamSize={5} now={NOW} />);
    const card = screen.getByRole('article', { name: 'Website redesign' });
    const inCard = within(card);
    expect(inCard.getByRole('heading', { name: 'Website redesign' })).toBeVisible();
    expect(inCard.getByText('Active')).toBeVisible();
    expect(inCard.getByText('High')).toBeVisible();
    expect(inCard.getByText('New marketing site and docs.')).toBeVisible();
    expect(inCard.getByRole('progressbar', { name: 'Progress of Website redesign' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
    expect(inCard.getByText('65%')).toBeVisible();
    expect(inCard.getByText('5 members')).toBeVisible();
    expect(inCard.getByText('Due tomorrow')).toBeVisible();
    expect(inCard.getByText('$1,250')).toBeVisible();
  });

  it('converts the budget to the display currency and links the title', () => {
    render(<ProjectCard project={PROJECT} teamSize={1} now={NOW} currency="INR" href="/projects/abc" />);
    expect(screen.getByText('₹1,03,938')).toBeVisible();
    expect(screen.getByText('1 member')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Website redesign' })).toHaveAttribute('href', '/projects/abc');
  });

  it('reads a completed project as completed and leaves out a missing budget', () => {
    render(
      <ProjectCard project={{ ...PROJECT, status: 'completed', progress: 100, budget: null }} now={NOW} />,
    );
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Budget/)).not.toBeInTheDocument();
  });
});
