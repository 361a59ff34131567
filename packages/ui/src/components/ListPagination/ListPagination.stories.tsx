import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListPagination } from './ListPagination';

const meta = {
  title: 'Navigation/ListPagination',
  component: ListPagination,
  args: { page: 1, pages: 5, onChange: fn(), label: 'Task pages', summary: '47 tasks' },
} satisfies Meta<typeof ListPagination>;

export default meta;
type Story = StoryObj<typeof meta>;

function Paged() {
  const [page, setPage] = useState(1);
  return (
    <ListPagination page={page} pages={5} onChange={setPage} label="Project pages" summary={`Page ${page}`} />
  );
}

export const Default: Story = {
  render: () => <Paged />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to next page' }));
    await expect(canvas.getByText('Page 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Catalog: Story = {
  render: () => (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ListPagination page={3} pages={8} onChange={() => {}} label="Summary and pages" summary="94 tasks" />
      <ListPagination page={1} pages={1} onChange={() => {}} label="One page" summary="3 tasks" />
      <ListPagination page={2} pages={12} onChange={() => {}} label="Pages only, short" siblingCount={0} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Summary and pages' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'One page' })).toBeNull();
    await expect(canvas.getByText('3 tasks')).toBeVisible();
  },
};
