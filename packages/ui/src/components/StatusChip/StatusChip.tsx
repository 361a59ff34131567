import {
  PRIORITY_LABELS,
  PROJECT_STATUS_LABELS,
  type Priority,
  type ProjectStatus,
  TASK_STATUS_LABELS,
  type TaskStatus,
} from '@app/domain';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type * as React from 'react';
import {
  PRIORITY_TONES,
  PROJECT_STATUS_TONES,
  TASK_STATUS_TONES,
  type Tone,
  toneColor,
  toneTint,
} from './tones';

type StatusChipValue =
  /**
   * A task's state: its id (a category for the default workflow), with its project's name for it and its category
   * (the hue) when it is a state of the project's own.
   */
  | { kind: 'task'; value: string; name?: string | undefined; category?: TaskStatus | undefined }
  | { kind: 'project'; value: ProjectStatus }
  | { kind: 'priority'; value: Priority }
  /** Any other state with its own text, e.g. an invitation's 'Declined': the caller names it and picks the hue. */
  | { kind: 'custom'; value: string; tone?: Tone };

export type StatusChipProps = StatusChipValue &
  Omit<ChipProps, 'label' | 'color' | 'variant' | 'icon' | 'children'> & {
    /** Extra content after the label, such as a drop-down arrow when the chip opens a menu. */
    endAdornment?: React.ReactNode;
  };

function describe(props: StatusChipValue): { label: string; tone: Tone } {
  switch (props.kind) {
    case 'task': {
      const category = props.category ?? (props.value as TaskStatus);
      return {
        label:
          props.name ??
          TASK_STATUS_LABELS[props.value as TaskStatus] ??
          (props.category ? TASK_STATUS_LABELS[props.category] : props.value),
        tone: TASK_STATUS_TONES[category] ?? 'default',
      };
    }
    case 'project':
      return { label: PROJECT_STATUS_LABELS[props.value], tone: PROJECT_STATUS_TONES[props.value] };
    case 'priority':
      return { label: PRIORITY_LABELS[props.value], tone: PRIORITY_TONES[props.value] };
    case 'custom':
      return { label: props.value, tone: props.tone ?? 'default' };
  }
}

/**
 * A small tinted chip naming a task status, project status, priority or any other state (`kind: 'custom'`, the
 * caller's text and hue). The hue is carried by a dot and a tint while the text stays in the body colour, so it
 * reads at AA contrast in any branding and colour mode.
 */
export function StatusChip(props: StatusChipProps) {
  const { kind, value, endAdornment, sx, ...rest } = props;
  const {
    tone: customTone,
    name,
    category,
    ...chipProps
  } = rest as typeof rest & { tone?: Tone; name?: string; category?: TaskStatus };
  const { label, tone } = describe({ kind, value, tone: customTone, name, category } as StatusChipValue);
  return (
    <Chip
      size="small"
      {...chipProps}
      label={
        endAdornment ? (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            {label}
            {endAdornment}
          </Box>
        ) : (
          label
        )
      }
      icon={
        <Box
          component="span"
          aria-hidden
          sx={(theme) => ({
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: toneColor(theme, tone),
            // Chip's own icon margins are sized for 18 px icons.
            '&&': { ml: 1, mr: -0.25 },
          })}
        />
      }
      sx={[
        (theme) => ({
          color: (theme.vars || theme).palette.text.primary,
          bgcolor: toneTint(theme, tone),
          '&.MuiChip-clickable:hover': { bgcolor: toneTint(theme, tone, 0.22) },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
