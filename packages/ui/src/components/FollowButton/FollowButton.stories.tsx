import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FollowButton, followersText } from './FollowButton';

const meta = {
  title: 'Work/FollowButton',
  component: FollowButton,
  args: { watching: false, followers: ['Olivia Smith', 'Jordan Lee'], onChange: fn() },
} satisfies Meta<typeof FollowButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFollowing: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Follow · 2' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveAccessibleDescription('Followed by Olivia Smith and Jordan Lee');
    await userEvent.click(button);
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

/** The toggle as a screen keeps it: pressed, it follows; pressed again, it stops. */
export const Toggling: Story = {
  render: (args) => {
    const [watching, setWatching] = useState(false);
    const followers = watching ? ['You', ...args.followers] : args.followers;
    return <FollowButton {...args} watching={watching} followers={followers} onChange={setWatching} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Follow · 2' }));
    const following = canvas.getByRole('button', { name: 'Following · 3' });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(following).toHaveAccessibleDescription('Followed by You, Olivia Smith and 1 other');
    following.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Follow · 2' })).toBeVisible();
  },
};

export const Busy: Story = {
  args: { watching: true, busy: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Following · 2' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NoFollowers: Story = {
  args: { followers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Follow' })).toHaveAccessibleDescription(
      'Nobody follows this task yet',
    );
    await expect(followersText(['A', 'B', 'C', 'D'])).toBe('Followed by A, B and 2 others');
  },
};
