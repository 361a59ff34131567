import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CalendarFeedCard, type CalendarFeedCardProps } from './CalendarFeedCard';

const URL = 'https://tasks.example.com/ical/Yk3vQ9x1b2c3d4e5f6g7h8i9j0kLmNoPqRsTuVwXyZ0.ics';

const meta = {
  title: 'Forms/CalendarFeedCard',
  component: CalendarFeedCard,
  args: {
    enabled: false,
    onTurnOn: fn(async () => undefined),
    onRotate: fn(async () => undefined),
    onTurnOff: fn(async () => undefined),
    onCopy: fn(async () => undefined),
  },
} satisfies Meta<typeof CalendarFeedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const On: Story = { args: { enabled: true, since: '7 Dec 2026' } };

/** Turned on: the link shows once, with copy and the three calendars' steps; then rotate and turn off. */
function Live(props: CalendarFeedCardProps) {
  const [state, setState] = useState<{ enabled: boolean; url?: string }>({ enabled: false });
  return (
    <CalendarFeedCard
      {...props}
      enabled={state.enabled}
      since="7 Dec 2026"
      {...(state.url ? { url: state.url } : {})}
      onTurnOn={async () => {
        await props.onTurnOn();
        setState({ enabled: true, url: URL });
      }}
      onRotate={async () => {
        await props.onRotate();
        setState({ enabled: true, url: `${URL}?2` });
      }}
      onTurnOff={async () => {
        await props.onTurnOff();
        setState({ enabled: false });
      }}
    />
  );
}

export const TurnOnCopyRotateOff: Story = {
  render: (args) => <Live {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Calendar feed' })).toHaveTextContent('Off');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    const field = await canvas.findByRole('textbox', { name: 'Your private calendar link' });
    await expect(field).toHaveValue(URL);
    await expect(canvas.getByText(/Other calendars/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(URL);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Link copied'));
    await userEvent.click(canvas.getByRole('button', { name: 'Get a new link' }));
    await waitFor(() => expect(field).toHaveValue(`${URL}?2`));
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
    await expect(args.onTurnOff).toHaveBeenCalledTimes(1);
  },
};

export const Failure: Story = {
  args: { onTurnOn: fn(async () => Promise.reject(new Error('Your calendar feed is already on'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await expect(await canvas.findByText('Your calendar feed is already on')).toBeVisible();
  },
};
