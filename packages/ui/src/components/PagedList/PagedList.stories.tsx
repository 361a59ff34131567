import { LIST_SCREEN_TEXTS } from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import ChecklistRoundedIcon from '@mui/icons-material/ChecklistRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardGrid } from '../CardGrid';
import { ProjectCard } from '../ProjectCard';
import { RowList } from '../RowList';
import { TaskRow } from '../TaskRow';
import { PagedList, type PagedListState } from './PagedList';

const NOW = new Date(2025, 5, 10, 12, 0, 0);
const PAGE_SIZE = 4;
const TOTAL = 10;
const PAGES = Math.ceil(TOTAL / PAGE_SIZE);
const TEXTS = LIST_SCREEN_TEXTS.myProjects;

/** The titles of one page of a ten-project list. */
const titlesOf = (page: number) =>
  Array.from(
    { length: Math.min(PAGE_SIZE, TOTAL - (page - 1) * PAGE_SIZE) },
    (_, index) => `Project ${(page - 1) * PAGE_SIZE + index + 1}`,
  );

const cards = (page: number) =>
  titlesOf(page).map((title) => (
    <ProjectCard
      key={title}
      project={{ title, status: 'active', priority: 'medium', progress: 40 }}
      now={NOW}
      href={`/projects/${title}`}
      headingComponent="h2"
    />
  ));

const LOADED: PagedListState = { pending: false, pagination: { total: TOTAL, pages: PAGES } };
const NONE: PagedListState = { pending: false, pagination: { total: 0, pages: 0 } };
const failed = (onRetry: () => void) => ({ message: 'Please try again.', onRetry });

const NEW_PROJECT = (
  <Button variant="contained" href="/projects/create" startIcon={<AddRoundedIcon />}>
    New Project
  </Button>
);

const meta = {
  title: 'Layout/PagedList',
  component: PagedList,
  args: {
    state: LOADED,
    texts: TEXTS,
    page: 1,
    onPageChange: fn(),
    siblingCount: 0,
    emptyIcon: <FolderOpenRoundedIcon />,
    emptyAction: NEW_PROJECT,
    onClearFilters: fn(),
    children: <CardGrid label="Projects">{cards(1)}</CardGrid>,
  },
} satisfies Meta<typeof PagedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { pending: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading projects...');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

const retry = fn();

export const LoadFailed: Story = {
  args: { state: { pending: false, error: failed(retry) } },
  play: async ({ canvasElement }) => {
    retry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your projects could not be loaded. Please try again.',
    );
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** A refresh failed: the page it had stays, with the failure said above it. */
export const RefreshFailed: Story = {
  args: { state: { ...LOADED, error: failed(retry) } },
  play: async ({ canvasElement }) => {
    retry.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The list could not be refreshed. Please try again.',
    );
    await expect(
      within(canvas.getByRole('list', { name: 'Projects' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};

/** Without a text for it, a failed refresh leaves the page on its own. */
export const RefreshFailedQuietly: Story = {
  args: { state: { ...LOADED, error: failed(retry) }, texts: LIST_SCREEN_TEXTS.orgProjects },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'Projects' })).getAllByRole('listitem'),
    ).toHaveLength(4);
  },
};

export const EmptyFiltered: Story = {
  args: { state: NONE, filtered: true, children: <CardGrid label="Projects" /> },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No projects match these filters' })).toBeVisible();
    await expect(canvas.getByText(TEXTS.noMatchHint)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'New Project' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { state: NONE, children: <CardGrid label="Projects" /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expect(canvas.getByText(TEXTS.emptyHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New Project' })).toHaveAttribute(
      'href',
      '/projects/create',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

function PagedProjects() {
  const [page, setPage] = useState(1);
  return (
    <PagedList
      state={LOADED}
      texts={{ ...TEXTS, noun: ['project', 'projects'] }}
      page={page}
      onPageChange={setPage}
    >
      <CardGrid label="Projects">{cards(page)}</CardGrid>
    </PagedList>
  );
}

/** A page of items, how many there are, and the page buttons, which lead to another page. */
export const Paged: Story = {
  render: () => <PagedProjects />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = () =>
      within(canvas.getByRole('list', { name: 'Projects' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent);
    await expect(headings()).toEqual(titlesOf(1));
    await expect(canvas.getByText('10 projects')).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Project pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    await expect(headings()).toEqual(['Project 9', 'Project 10']);
    await expect(within(pages).getByRole('button', { name: 'page 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const Caption = ({ children }: { children: string }) => (
  <Typography variant="overline" component="p" color="text.secondary">
    {children}
  </Typography>
);

const TASKS = ['Write release notes', 'Review the budget', 'Plan the launch'];

export const Catalog: Story = {
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <Box>
        <Caption>Loading</Caption>
        <PagedList {...args} state={{ pending: true }} />
      </Box>
      <Box>
        <Caption>Could not be loaded</Caption>
        <PagedList {...args} state={{ pending: false, error: failed(() => {}) }} />
      </Box>
      <Box>
        <Caption>Nothing matches the filters</Caption>
        <PagedList {...args} state={NONE} filtered />
      </Box>
      <Box>
        <Caption>Nothing yet</Caption>
        <PagedList {...args} state={NONE} />
      </Box>
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <Caption>A page of rows after a failed refresh, its total and the pages</Caption>
        <PagedList
          {...args}
          state={{ pending: false, error: failed(() => {}), pagination: { total: 23, pages: 3 } }}
          texts={LIST_SCREEN_TEXTS.myTasks}
          page={2}
          siblingCount={1}
          emptyIcon={<ChecklistRoundedIcon />}
        >
          <RowList label="Tasks">
            {TASKS.map((title) => (
              <TaskRow
                key={title}
                component="li"
                task={{ title, status: 'todo', priority: 'medium', dueDate: '2025-06-12' }}
                now={NOW}
              />
            ))}
          </RowList>
        </PagedList>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading projects...');
    await expect(canvas.getByText('Your projects could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No projects match these filters' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expect(canvas.getByText('The list could not be refreshed.')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Tasks' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    await expect(canvas.getByText('23 tasks')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Task pages' })).toBeVisible();
  },
};
