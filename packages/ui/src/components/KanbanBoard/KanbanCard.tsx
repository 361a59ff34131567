import {
  type Priority,
  type SubtaskProgress as SubtaskProgressData,
  type TaskLabel,
  userInitial,
} from '@app/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { memo, useCallback, useId, useMemo, useRef, useState } from 'react';
import { DueText } from '../DueText';
import { LabelChips } from '../LabelChips';
import { StatusChip } from '../StatusChip';
import { SubtaskProgress } from '../SubtaskProgress';

/** The fields the default card shows; any other fields of your items pass through to `renderCard`. */
export interface KanbanItem {
  /** Unique across the whole board. */
  id: string;
  title: string;
  priority?: Priority | null;
  /** Shown as an initial; the name is read to screen readers. */
  assignee?: { name: string; email?: string | null } | null;
  /** A calendar date (yyyy-mm-dd) or timestamp; drives the due text. */
  dueDate?: string | Date | null;
  /** A finished status makes the due text read 'Completed …'. */
  status?: string | null;
  completedAt?: string | Date | null;
  updatedAt?: string | Date | null;
  /** Shown as chips in their colours, at most three by name. */
  labels?: readonly TaskLabel[];
  /** A task that blocks this one is not done yet: a 'Blocked' chip. */
  blocked?: boolean;
  /** Shown as 'done/total' when the task has sub-tasks. */
  subtaskProgress?: SubtaskProgressData;
  /** Where the card leads (what `onOpen` opens), for the app's keyboard shortcuts (`E` edits it). */
  href?: string;
}

/** What `renderCard` is told besides the item. */
export interface KanbanCardState {
  /** True for the copy that follows the pointer or keyboard while the card is dragged. */
  dragging: boolean;
  /** The reference time of the board's due texts. */
  now: Date;
}

/**
 * The default face of a card: title, priority, due text and assignee initial; when the item has them, its labels,
 * a 'Blocked' chip and its sub-task progress.
 */
export function KanbanCardContent({ item, now }: { item: KanbanItem; now: Date }) {
  return (
    <Stack spacing={1}>
      <Typography variant="body2" sx={{ fontWeight: 600, pr: 3, overflowWrap: 'anywhere' }}>
        {item.title}
      </Typography>
      {item.labels && item.labels.length > 0 ? <LabelChips labels={item.labels} max={3} /> : null}
      {item.blocked || (item.subtaskProgress?.total ?? 0) > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {item.blocked ? <StatusChip kind="custom" value="Blocked" tone="warning" /> : null}
          {item.subtaskProgress ? <SubtaskProgress progress={item.subtaskProgress} /> : null}
        </Stack>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {item.priority ? (
          <span>
            <StatusChip kind="priority" value={item.priority} />
            <Box component="span" sx={visuallyHidden}>
              {' priority'}
            </Box>
          </span>
        ) : null}
        <DueText task={item} now={now} variant="caption" />
        {item.assignee ? (
          <>
            <Avatar
              aria-hidden
              sx={{
                ml: 'auto',
                width: 24,
                height: 24,
                fontSize: '0.75rem',
                fontWeight: 600,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {userInitial({ name: item.assignee.name, email: item.assignee.email ?? '' })}
            </Avatar>
            <Box component="span" sx={visuallyHidden}>
              {`Assigned to ${item.assignee.name}`}
            </Box>
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** A column a card can be sent to from its menu. */
export interface KanbanMoveTarget {
  id: string;
  title: string;
}

export interface KanbanCardProps<T extends KanbanItem> {
  item: T;
  columnId: string;
  /** The card's index in its column. */
  index: number;
  /** The other columns, offered in the card's move menu. */
  moveTargets: readonly KanbanMoveTarget[];
  canMoveUp: boolean;
  canMoveDown: boolean;
  disabled: boolean;
  itemNoun: string;
  now: Date;
  renderContent: (item: T, state: KanbanCardState) => React.ReactNode;
  onOpen?: ((id: string) => void) | undefined;
  onMoveTo: (item: T, columnId: string) => void;
  /** Moves the card up or down its column: the card, its column, its index and the step. */
  onMoveBy: (item: T, columnId: string, index: number, delta: -1 | 1) => void;
  /** Lets the board put focus back on the card after it moved to another column. */
  registerActivator: (id: string, node: HTMLElement) => () => void;
  /** The card is selectable (a bulk change): a checkbox, checked when `selected`. */
  selectable?: boolean;
  selected?: boolean;
  onSelectedChange?: ((id: string, selected: boolean) => void) | undefined;
}

type SortableParts = ReturnType<typeof useSortable>;

type KanbanCardBodyProps<T extends KanbanItem> = Omit<KanbanCardProps<T>, 'columnId'> & {
  columnId: string;
  attributes: SortableParts['attributes'];
  listeners: SortableParts['listeners'];
  setActivatorNodeRef: SortableParts['setActivatorNodeRef'];
  isDragging: boolean;
};

const CARD_ITEM_SX = { position: 'relative', listStyle: 'none' } as const;

/**
 * A sortable card: the whole face picks up and opens, a menu button beside it moves it without dragging.
 * Every card re-renders whenever a drag starts, moves or ends (dnd-kit's context); only its place and opacity
 * change then, so the face, the menu and their styles are a memoised body that renders again only when the
 * card's own props do.
 */
export function KanbanCard<T extends KanbanItem>(props: KanbanCardProps<T>) {
  const { item, columnId, disabled, itemNoun } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: item.id,
      disabled,
      data: { type: 'card', columnId },
      attributes: { roleDescription: `draggable ${itemNoun}` },
    });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      // The app's J/K/E/X shortcuts move between cards, open and select them (SHORTCUT_TARGETS).
      data-shortcut-item=""
      data-href={item.href}
      style={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : 1 }}
      sx={CARD_ITEM_SX}
    >
      <MemoCardBody
        {...props}
        attributes={attributes}
        listeners={listeners}
        setActivatorNodeRef={setActivatorNodeRef}
        isDragging={isDragging}
      />
    </Box>
  );
}

function KanbanCardBody<T extends KanbanItem>({
  item,
  columnId,
  index,
  moveTargets,
  canMoveUp,
  canMoveDown,
  disabled,
  now,
  renderContent,
  onOpen,
  onMoveTo,
  onMoveBy,
  registerActivator,
  selectable = false,
  selected = false,
  onSelectedChange,
  attributes,
  listeners,
  setActivatorNodeRef,
  isDragging,
}: KanbanCardBodyProps<T>) {
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const hasMenu = !disabled && (moveTargets.length > 0 || canMoveUp || canMoveDown);

  // Focus is restored by hand: after a move the board focuses the card itself, otherwise the menu button.
  const closeMenu = () => {
    setMenuAnchor(null);
    menuButton.current?.focus();
  };
  const choose = (move: () => void) => {
    setMenuAnchor(null);
    move();
  };

  const itemId = item.id;
  const activatorRef = useCallback(
    (node: HTMLElement | null) => {
      setActivatorNodeRef(node);
      if (!node) return;
      const unregister = registerActivator(itemId, node);
      return () => {
        unregister();
      };
    },
    [setActivatorNodeRef, registerActivator, itemId],
  );
  const face = useMemo(() => renderContent(item, { dragging: false, now }), [renderContent, item, now]);

  // A disabled card still opens, so it must not read as a disabled, draggable control.
  const dragAttributes = disabled ? { role: 'button', tabIndex: 0 } : attributes;

  return (
    <>
      <Card
        sx={(theme) => ({
          position: 'relative',
          transition: theme.transitions.create(['border-color', 'box-shadow']),
          '&:hover': { borderColor: (theme.vars || theme).palette.primary.main },
          ...(selected && {
            borderColor: (theme.vars || theme).palette.primary.main,
            bgcolor: (theme.vars || theme).palette.action.selected,
          }),
        })}
      >
        {selectable ? (
          <Checkbox
            size="small"
            checked={selected}
            onChange={(event) => onSelectedChange?.(item.id, event.target.checked)}
            slotProps={{
              input: {
                'aria-label': `Select ${item.title}`,
                'data-shortcut': 'select',
              } as React.InputHTMLAttributes<HTMLInputElement>,
            }}
            sx={{ position: 'absolute', top: 4, left: 4, zIndex: 1 }}
          />
        ) : null}
        <Box
          ref={activatorRef}
          data-shortcut-focus=""
          {...dragAttributes}
          {...listeners}
          onClick={() => onOpen?.(item.id)}
          onKeyDown={(event: React.KeyboardEvent<HTMLElement>) => {
            if (event.key === 'Enter' && event.target === event.currentTarget && !isDragging) {
              event.preventDefault();
              onOpen?.(item.id);
              return;
            }
            listeners?.onKeyDown?.(event);
          }}
          sx={(theme) => ({
            p: 1.5,
            ...(selectable && { pl: 5.5 }),
            cursor: disabled ? (onOpen ? 'pointer' : 'default') : 'grab',
            touchAction: disabled ? 'auto' : 'manipulation',
            borderRadius: 'inherit',
            outline: 'none',
            '&:focus-visible': {
              outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
              outlineOffset: -2,
            },
          })}
        >
          {face}
        </Box>
        {hasMenu ? (
          <IconButton
            ref={menuButton}
            id={buttonId}
            size="small"
            aria-label={`Move ${item.title}`}
            aria-haspopup="menu"
            aria-expanded={menuAnchor ? 'true' : undefined}
            aria-controls={menuAnchor ? menuId : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
            sx={{ position: 'absolute', top: 4, right: 4, color: 'text.secondary' }}
          >
            <MoreVertRounded fontSize="small" />
          </IconButton>
        ) : null}
      </Card>
      {hasMenu ? (
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open={menuAnchor !== null}
          onClose={closeMenu}
          disableRestoreFocus
          slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
        >
          {moveTargets.map((target) => (
            <MenuItem key={target.id} onClick={() => choose(() => onMoveTo(item, target.id))}>
              Move to {target.title}
            </MenuItem>
          ))}
          {moveTargets.length > 0 && (canMoveUp || canMoveDown) ? <Divider /> : null}
          {canMoveUp ? (
            <MenuItem onClick={() => choose(() => onMoveBy(item, columnId, index, -1))}>Move up</MenuItem>
          ) : null}
          {canMoveDown ? (
            <MenuItem onClick={() => choose(() => onMoveBy(item, columnId, index, 1))}>Move down</MenuItem>
          ) : null}
        </Menu>
      ) : null}
    </>
  );
}

const MemoCardBody = memo(KanbanCardBody) as typeof KanbanCardBody;
