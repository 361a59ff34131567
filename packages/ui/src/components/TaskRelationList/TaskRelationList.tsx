import {
  type RelatedTask,
  TASK_RELATION_LABELS,
  TASK_RELATION_VIEW_TYPES,
  type TaskRelation,
  type TaskRelationType,
  taskCategory,
} from '@app/domain';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { StatusChip } from '../StatusChip';
import { AddRelationDialog } from './AddRelationDialog';

export interface TaskRelationListProps {
  /** The task's relations, each from this task's side. */
  relations: readonly TaskRelation[];
  /** Where a related task's title leads. */
  hrefFor: (id: string) => string;
  /**
   * Adds a relation from the 'Add relation' dialog; a rejection with an Error keeps the dialog open with its
   * message (e.g. the server's loop of blocking tasks). Without it, no 'Add relation' button.
   */
  onAdd?: (payload: { type: TaskRelationType; taskId: string }) => Promise<void>;
  /** Removes a relation; without it, no remove buttons. */
  onRemove?: (relationId: string) => void;
  /** Finds the tasks to relate to, by typed text (the dialog waits for typing to rest). */
  searchTasks?: (text: string) => Promise<readonly RelatedTask[]>;
  /** The level of the 'Relations' heading; each group's title is one level below. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The relations section of a task: its related tasks grouped by kind (blocks, blocked by, relates to,
 * duplicates, duplicated by), each with its status, a mark on a blocker that is still open, and a remove button;
 * 'Add relation' opens a dialog to choose the kind and the task.
 */
export function TaskRelationList({
  relations,
  hrefFor,
  onAdd,
  onRemove,
  searchTasks,
  headingLevel = 'h2',
}: TaskRelationListProps) {
  const groupIdBase = useId();
  const [adding, setAdding] = useState(false);
  const groupLevel = headingLevel === 'h2' ? 'h3' : 'h4';
  const groups = TASK_RELATION_VIEW_TYPES.map((type) => ({
    type,
    items: relations.filter((relation) => relation.type === type),
  })).filter((group) => group.items.length > 0);

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, flex: 1 }}>
          Relations
        </Typography>
        {onAdd ? (
          <Button size="small" startIcon={<AddRoundedIcon />} onClick={() => setAdding(true)}>
            Add relation
          </Button>
        ) : null}
      </Box>
      {groups.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          No related tasks.
        </Typography>
      ) : (
        groups.map(({ type, items }) => {
          const groupId = `${groupIdBase}-${type}`;
          return (
            <Box key={type} sx={{ '& + &': { mt: 1.5 } }}>
              <Typography
                id={groupId}
                variant="overline"
                component={groupLevel}
                color="text.secondary"
                sx={{ display: 'block', lineHeight: 2 }}
              >
                {TASK_RELATION_LABELS[type]}
              </Typography>
              <Box component="ul" aria-labelledby={groupId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {items.map((relation) => {
                  const openBlocker =
                    relation.type === 'blocked_by' && taskCategory(relation.task) !== 'done';
                  return (
                    <Box
                      component="li"
                      key={relation._id}
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, px: 0.5 }}
                    >
                      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                        <Link href={hrefFor(relation.task._id)} color="inherit">
                          {relation.task.title}
                        </Link>
                      </Typography>
                      {openBlocker ? (
                        <StatusChip
                          kind="custom"
                          value="Open blocker"
                          tone="warning"
                          sx={{ flexShrink: 0 }}
                        />
                      ) : null}
                      <StatusChip
                        kind="task"
                        value={relation.task.status}
                        category={relation.task.statusCategory}
                        sx={{ flexShrink: 0 }}
                      />
                      {onRemove ? (
                        <IconButton
                          size="small"
                          aria-label={`Remove relation to “${relation.task.title}”`}
                          onClick={() => onRemove(relation._id)}
                        >
                          <LinkOffRoundedIcon fontSize="small" />
                        </IconButton>
                      ) : null}
                    </Box>
                  );
                })}
              </Box>
            </Box>
          );
        })
      )}
      {onAdd ? (
        <AddRelationDialog
          open={adding}
          onAdd={onAdd}
          onClose={() => setAdding(false)}
          searchTasks={searchTasks}
        />
      ) : null}
    </Box>
  );
}
