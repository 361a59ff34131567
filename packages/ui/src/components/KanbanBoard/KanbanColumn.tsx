import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { useId } from 'react';

/** The droppable id of a column; prefixed so that a column and a card may share an id without clashing. */
export function columnDropId(columnId: string): string {
  return `kanban-column:${columnId}`;
}

export interface KanbanColumnProps {
  id: string;
  title: string;
  /** The card ids in their shown order. */
  itemIds: readonly string[];
  /** How many cards the column holds now (shown in the header). */
  count: number;
  wipLimit?: number;
  /** The column the dragged card would land in. */
  isDropTarget: boolean;
  /** The drop would take the column over its WIP limit. */
  dropOverLimit: boolean;
  disabled: boolean;
  emptyText: string;
  itemNoun: string;
  headingLevel: 2 | 3 | 4 | 5 | 6;
  children?: React.ReactNode;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** One status column: a header with its count (and WIP limit), and a droppable, sortable list of cards. */
export function KanbanColumn({
  id,
  title,
  itemIds,
  count,
  wipLimit,
  isDropTarget,
  dropOverLimit,
  disabled,
  emptyText,
  itemNoun,
  headingLevel,
  children,
}: KanbanColumnProps) {
  const titleId = useId();
  const { setNodeRef } = useDroppable({
    id: columnDropId(id),
    data: { type: 'column', columnId: id },
    disabled,
  });
  const overLimit = wipLimit !== undefined && count > wipLimit;

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      sx={(theme) => {
        const palette = (theme.vars || theme).palette;
        const tone = dropOverLimit ? palette.warning.main : palette.primary.main;
        return {
          flex: '0 0 288px',
          width: 288,
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 1.5,
          border: `1px ${isDropTarget ? 'dashed' : 'solid'} ${isDropTarget ? tone : palette.divider}`,
          bgcolor: isDropTarget ? theme.alpha(tone, 0.06) : palette.background.default,
          transition: theme.transitions.create(['background-color', 'border-color']),
        };
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.5, pb: 1 }}>
        <Typography
          id={titleId}
          component={`h${headingLevel}`}
          variant="subtitle2"
          sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}
          noWrap
        >
          {title}
        </Typography>
        <Box
          component="span"
          sx={(theme) => {
            const palette = (theme.vars || theme).palette;
            const warn = overLimit || dropOverLimit;
            return {
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              minWidth: 24,
              height: 22,
              justifyContent: 'center',
              borderRadius: 11,
              typography: 'caption',
              fontWeight: 600,
              color: palette.text.primary,
              bgcolor: warn ? theme.alpha(palette.warning.main, 0.16) : palette.action.selected,
              border: `1px solid ${warn ? palette.warning.main : 'transparent'}`,
            };
          }}
        >
          {overLimit || dropOverLimit ? (
            <WarningAmberRounded aria-hidden sx={{ fontSize: 14, color: 'warning.main' }} />
          ) : null}
          <span aria-hidden>{wipLimit === undefined ? count : `${count} / ${wipLimit}`}</span>
          <Box component="span" sx={visuallyHidden}>
            {plural(count, itemNoun)}
            {wipLimit === undefined ? '' : `, work-in-progress limit ${wipLimit}`}
            {overLimit ? ', over the limit' : ''}
          </Box>
        </Box>
      </Box>
      <SortableContext id={id} items={itemIds as string[]} strategy={verticalListSortingStrategy}>
        <Box ref={setNodeRef} sx={{ flex: 1, px: 1, pb: 1, minHeight: 96 }}>
          {itemIds.length > 0 ? (
            <Box
              component="ul"
              aria-labelledby={titleId}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              {children}
            </Box>
          ) : (
            <Box
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: 80,
                px: 2,
                textAlign: 'center',
                borderRadius: 1,
                border: `1px dashed ${(theme.vars || theme).palette.divider}`,
              })}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {emptyText}
              </Typography>
            </Box>
          )}
        </Box>
      </SortableContext>
    </Box>
  );
}
