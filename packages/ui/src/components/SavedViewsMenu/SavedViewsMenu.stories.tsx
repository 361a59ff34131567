import { SAVED_VIEW_TEXTS as T } from '@app/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SavedViewItem, SavedViewsMenu } from './SavedViewsMenu';

const VIEWS: SavedViewItem[] = [
  {
    _id: 'v1',
    name: 'My urgent',
    query: 'assignee:me priority:urgent',
    shared: false,
    canEdit: true,
    mine: true,
  },
  {
    _id: 'v2',
    name: 'Due this week',
    query: 'due:this-week is:open',
    shared: true,
    canEdit: true,
    mine: true,
  },
  {
    _id: 'v3',
    name: 'Security bugs',
    query: 'label:Security is:open',
    shared: true,
    canEdit: false,
    mine: false,
  },
];

/** The menu over a list whose filter it opens and saves, as a screen wires it. */
function Harness({ initial = '', views: start = VIEWS }: { initial?: string; views?: SavedViewItem[] }) {
  const [query, setQuery] = useState(initial);
  const [active, setActive] = useState<string | undefined>();
  const [views, setViews] = useState(start);
  return (
    <div>
      <SavedViewsMenu
        views={views}
        currentQuery={query}
        activeId={active}
        shareLabel={T.shareOrganization}
        onOpen={(view) => {
          setActive(view._id);
          setQuery(view.query);
        }}
        onSave={async ({ name, shared }) => {
          if (views.some((view) => view.name === name)) {
            throw new Error('You already have a view with this name here');
          }
          const made = { _id: `v${views.length + 1}`, name, query, shared, canEdit: true, mine: true };
          setViews([...views, made]);
          setActive(made._id);
        }}
        onUpdate={(view) =>
          setViews(views.map((item) => (item._id === view._id ? { ...item, query } : item)))
        }
        onDelete={(view) => setViews(views.filter((item) => item._id !== view._id))}
      />
      <input aria-label="Filter" value={query} onChange={(event) => setQuery(event.target.value)} />
    </div>
  );
}

const meta = {
  title: 'Work/SavedViewsMenu',
  component: SavedViewsMenu,
  args: {
    views: VIEWS,
    currentQuery: '',
    shareLabel: T.shareOrganization,
    onOpen: fn(),
    onSave: fn(async () => {}),
    onUpdate: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SavedViewsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opening a view puts its filter in force and names it on the button. */
export const OpenAView: Story = {
  render: () => <Harness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: T.button }));
    const panel = await body.findByRole('dialog', { name: T.menuLabel });
    await expect(within(panel).getByRole('list', { name: T.shared })).toHaveTextContent('Security bugs');
    // Only one's own views (or those one may manage) can be deleted.
    await expect(within(panel).queryByRole('button', { name: T.deleteView('Security bugs') })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: /^My urgent/ }));
    // (The panel closing leaves the page hidden from the accessibility tree for a moment.)
    await expect(await canvas.findByRole('button', { name: T.buttonWith('My urgent') })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Filter' })).toHaveValue('assignee:me priority:urgent');
  },
};

/** Saving the filter in force as a new, shared view; a refusal stays in the dialog. */
export const SaveAView: Story = {
  render: () => <Harness initial="label:bug due:<7d" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: T.button }));
    await userEvent.click(await body.findByRole('button', { name: T.saveCurrent }));
    // The dialog opens as the panel closes.
    const dialog = await body.findByRole('dialog', { name: T.dialogTitle });
    await expect(within(dialog).getByRole('textbox', { name: T.filterLabel })).toHaveValue(
      'label:bug due:<7d',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'My urgent');
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('already have a view');
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Bugs this week');
    await userEvent.click(within(dialog).getByRole('switch', { name: T.shareOrganization }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: T.dialogTitle })).toBeNull());
    await expect(await canvas.findByRole('button', { name: T.buttonWith('Bugs this week') })).toBeVisible();
  },
};

/** A changed filter can be saved into the view in force; a view can be deleted. */
export const UpdateAndDelete: Story = {
  render: () => <Harness />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: T.button }));
    await userEvent.click(await body.findByRole('button', { name: /^Due this week/ }));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Filter' }), ' priority:high');
    await userEvent.click(canvas.getByRole('button', { name: T.buttonWith('Due this week') }));
    await userEvent.click(await body.findByRole('button', { name: T.saveChanges('Due this week') }));
    await userEvent.click(await canvas.findByRole('button', { name: T.buttonWith('Due this week') }));
    const panel = await body.findByRole('dialog', { name: T.menuLabel });
    await expect(panel).toHaveTextContent('due:this-week is:open priority:high');
    await userEvent.click(within(panel).getByRole('button', { name: T.deleteView('My urgent') }));
    await waitFor(() => expect(panel).not.toHaveTextContent('My urgent'));
  },
};

/** No views yet, and nothing filtered: saving is offered once there is a filter. */
export const Empty: Story = {
  args: { views: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: T.button }));
    const empty = await body.findByText(T.empty);
    await waitFor(() => expect(empty).toBeVisible());
    await expect(body.getByRole('button', { name: T.saveCurrent })).toBeDisabled();
  },
};
