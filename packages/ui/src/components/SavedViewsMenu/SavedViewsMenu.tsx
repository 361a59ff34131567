import { SAVED_VIEW_MESSAGES, SAVED_VIEW_NAME_MAX, SAVED_VIEW_TEXTS as T } from '@app/domain';
import BookmarkBorderRoundedIcon from '@mui/icons-material/BookmarkBorderRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { FormDialog } from '../FormDialog';

/** A saved view as the menu shows it. */
export interface SavedViewItem {
  _id: string;
  name: string;
  query: string;
  shared: boolean;
  canEdit: boolean;
  /** Someone else's view shared with the user: listed under 'Shared with you'. */
  mine: boolean;
}

export interface SavedViewsMenuProps {
  views: readonly SavedViewItem[];
  /** The filter in force, which 'Save' keeps. */
  currentQuery: string;
  /** The view whose filter is in force, if one is. */
  activeId?: string | undefined;
  /** The sharing switch's label ('Share with everyone in this project'); null: the user cannot share. */
  shareLabel: string | null;
  onOpen: (view: SavedViewItem) => void;
  /** Saves the current filter as a new view; rejects with the reason to show in the dialog. */
  onSave: (view: { name: string; shared: boolean }) => Promise<void>;
  /** Saves the current filter into the active view. */
  onUpdate: (view: SavedViewItem) => void;
  onDelete: (view: SavedViewItem) => void;
  disabled?: boolean;
}

/**
 * Saved views of a task list (issue 39): a 'Views' button naming the view in force, a panel of the user's views
 * and those shared with them (each opens with one click; the user's own can be deleted), and 'Save as a new view'
 * with a name and, where the user may, sharing. Keyboard: Tab through the panel, Escape closes it.
 */
export function SavedViewsMenu({
  views,
  currentQuery,
  activeId,
  shareLabel,
  onOpen,
  onSave,
  onUpdate,
  onDelete,
  disabled = false,
}: SavedViewsMenuProps) {
  const anchor = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<{ name: string; shared: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const active = views.find((view) => view._id === activeId);
  const changed = active !== undefined && active.query.trim() !== currentQuery.trim();
  const mine = views.filter((view) => view.mine);
  const shared = views.filter((view) => !view.mine);

  const save = async () => {
    if (!dialog?.name.trim()) {
      setError(SAVED_VIEW_MESSAGES.nameRequired);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await onSave({ name: dialog.name.trim(), shared: dialog.shared });
      setDialog(null);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  const section = (title: string, items: readonly SavedViewItem[]) =>
    items.length === 0 ? null : (
      <List
        dense
        aria-label={title}
        subheader={<ListSubheader sx={{ lineHeight: '32px' }}>{title}</ListSubheader>}
      >
        {items.map((view) => (
          <ListItem
            key={view._id}
            disablePadding
            secondaryAction={
              view.canEdit ? (
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={T.deleteView(view.name)}
                  onClick={() => onDelete(view)}
                >
                  <DeleteOutlineRoundedIcon fontSize="small" />
                </IconButton>
              ) : null
            }
          >
            <ListItemButton
              selected={view._id === activeId}
              aria-current={view._id === activeId ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                onOpen(view);
              }}
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
                    {view.name}
                    {view.shared ? (
                      <GroupsRoundedIcon
                        fontSize="inherit"
                        titleAccess={T.sharedBadge}
                        sx={{ color: 'text.secondary' }}
                      />
                    ) : null}
                  </Box>
                }
                secondary={view.query || '—'}
                slotProps={{
                  secondary: { noWrap: true, sx: { fontFamily: 'monospace', fontSize: '0.75rem' } },
                }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    );

  return (
    <>
      <Button
        ref={anchor}
        variant="outlined"
        startIcon={<BookmarkBorderRoundedIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
        sx={{ maxWidth: 260 }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {active ? T.buttonWith(active.name) : T.button}
        </Box>
      </Button>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-label': T.menuLabel,
            sx: { width: 340, maxWidth: 'calc(100vw - 32px)', maxHeight: 480 },
          },
        }}
      >
        {views.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {T.empty}
          </Typography>
        ) : (
          <>
            {section(T.mine, mine)}
            {section(T.shared, shared)}
          </>
        )}
        <Divider />
        <Box sx={{ p: 1, display: 'grid', gap: 0.5 }}>
          {active && changed && active.canEdit ? (
            <Button
              onClick={() => {
                setOpen(false);
                onUpdate(active);
              }}
              sx={{ justifyContent: 'flex-start' }}
            >
              {T.saveChanges(active.name)}
            </Button>
          ) : null}
          <Button
            disabled={!currentQuery.trim()}
            onClick={() => {
              setOpen(false);
              setError(undefined);
              setDialog({ name: '', shared: false });
            }}
            sx={{ justifyContent: 'flex-start' }}
          >
            {T.saveCurrent}
          </Button>
          {currentQuery.trim() ? null : (
            <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
              {T.nothingToSave}
            </Typography>
          )}
        </Box>
      </Popover>
      <FormDialog
        open={dialog !== null}
        title={T.dialogTitle}
        description={T.dialogDescription}
        submitLabel={T.submit}
        onSubmit={() => void save()}
        onCancel={() => setDialog(null)}
        busy={busy}
        error={error}
      >
        <TextField
          label={T.nameLabel}
          value={dialog?.name ?? ''}
          onChange={(event) => setDialog((current) => current && { ...current, name: event.target.value })}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
        />
        <TextField
          label={T.filterLabel}
          value={currentQuery}
          slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace' } } }}
        />
        {shareLabel ? (
          <FormControlLabel
            control={
              <Switch
                checked={dialog?.shared ?? false}
                onChange={(event) =>
                  setDialog((current) => current && { ...current, shared: event.target.checked })
                }
              />
            }
            label={shareLabel}
          />
        ) : null}
      </FormDialog>
    </>
  );
}
