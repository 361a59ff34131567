import type { Currency, ExchangeRates } from '@app/domain';
import { CardGrid, type CardGridProps } from '../CardGrid/CardGrid';
import { ProjectCard, type ProjectCardProject, type ProjectCardProps } from '../ProjectCard/ProjectCard';

/** A project as its card in the grid shows it: its fields, its id and how many people are on it. */
export interface ProjectCardGridProject extends ProjectCardProject {
  _id: string;
  teamSize?: number;
}

export interface ProjectCardGridProps extends Omit<CardGridProps, 'children'> {
  /** The projects, one card each, in this order; none (or not yet loaded) shows `empty`. */
  projects: readonly ProjectCardGridProject[] | undefined;
  /** Where the card of the project with this id leads; without it, the cards are not links. */
  href?: (id: string) => string;
  /** Display currency of the budgets. */
  currency?: Currency;
  rates?: ExchangeRates;
  /** The heading level of the cards' titles within the page. */
  headingComponent?: ProjectCardProps['headingComponent'];
  /** The moment the due texts compare with; defaults to now. */
  now?: Date;
}

/** Projects as a `CardGrid` of `ProjectCard`s, each with its team size and budget in the display currency. */
export function ProjectCardGrid({
  projects = [],
  href,
  currency,
  rates,
  headingComponent,
  now,
  ...grid
}: ProjectCardGridProps) {
  return (
    <CardGrid {...grid}>
      {projects.map((project) => (
        <ProjectCard
          key={project._id}
          project={project}
          teamSize={project.teamSize}
          href={href?.(project._id)}
          currency={currency}
          rates={rates}
          now={now}
          headingComponent={headingComponent}
        />
      ))}
    </CardGrid>
  );
}
