import { TASK_STATUS_LABELS } from '@app/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ProductPreviewProps {
  /** What a screen reader hears instead of the drawing. */
  label?: string;
}

interface PreviewCard {
  width: string;
  tag: 'High' | 'Medium' | 'Low';
  progress?: number;
}

const columns: { title: string; cards: PreviewCard[] }[] = [
  {
    title: TASK_STATUS_LABELS.todo,
    cards: [
      { width: '80%', tag: 'High' },
      { width: '60%', tag: 'Low' },
      { width: '70%', tag: 'Medium' },
    ],
  },
  {
    title: TASK_STATUS_LABELS['in-progress'],
    cards: [
      { width: '75%', tag: 'High', progress: 60 },
      { width: '55%', tag: 'Medium', progress: 30 },
    ],
  },
  {
    title: TASK_STATUS_LABELS.done,
    cards: [
      { width: '65%', tag: 'Low', progress: 100 },
      { width: '85%', tag: 'Medium', progress: 100 },
    ],
  },
];

const tagColor = { High: 'error.main', Medium: 'warning.main', Low: 'success.main' } as const;

/** A line of placeholder text. */
function Bar({ width, strong = false }: { width: string; strong?: boolean }) {
  return (
    <Box
      sx={{
        height: strong ? 8 : 6,
        width,
        borderRadius: 4,
        bgcolor: strong ? 'text.primary' : 'divider',
        opacity: strong ? 0.75 : 1,
      }}
    />
  );
}

/**
 * A drawing of the product (sidebar, header and a kanban board) built from boxes in the theme's colours, so it
 * follows branding and dark mode and costs no image download.
 */
export function ProductPreview({
  label = 'Preview of the app: a project board with tasks in To do, In progress and Done columns',
}: ProductPreviewProps) {
  return (
    <Paper
      role="img"
      aria-label={label}
      elevation={0}
      sx={{
        width: '100%',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 3,
        boxShadow: '0 24px 48px -12px rgba(15, 23, 42, 0.25)',
      }}
    >
      {/* Window chrome */}
      <Stack direction="row" spacing={0.75} sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        {['#F87171', '#FBBF24', '#34D399'].map((color) => (
          <Box key={color} sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color }} />
        ))}
      </Stack>
      <Stack direction="row" sx={{ minHeight: 280 }}>
        {/* Sidebar */}
        <Stack
          spacing={1.5}
          sx={{
            width: 56,
            flexShrink: 0,
            alignItems: 'center',
            py: 2,
            borderRight: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
          }}
        >
          <Box sx={{ width: 28, height: 28, borderRadius: 1.5, bgcolor: 'brand.main' }} />
          {[0, 1, 2, 3, 4].map((item) => (
            <Box
              key={item}
              sx={{
                width: 24,
                height: 24,
                borderRadius: 1,
                bgcolor: item === 1 ? 'primary.main' : 'divider',
              }}
            />
          ))}
        </Stack>
        {/* Board */}
        <Box sx={{ flexGrow: 1, p: 2, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <Stack spacing={0.75} sx={{ width: '40%' }}>
              <Bar width="100%" strong />
              <Bar width="70%" />
            </Stack>
            <Box sx={{ width: 72, height: 24, borderRadius: 1, bgcolor: 'primary.main' }} />
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}>
            {columns.map((column) => (
              <Stack key={column.title} spacing={1} sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover' }}>
                <Typography
                  variant="caption"
                  sx={{ fontWeight: 600, color: 'text.secondary', px: 0.5 }}
                  noWrap
                >
                  {column.title}
                </Typography>
                {column.cards.map((card, index) => (
                  <Stack
                    // The cards are static decoration; their position is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: static list that never reorders
                    key={index}
                    spacing={0.75}
                    sx={{
                      p: 1,
                      borderRadius: 1.5,
                      bgcolor: 'background.paper',
                      border: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Bar width={card.width} strong />
                    <Bar width="90%" />
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', justifyContent: 'space-between', pt: 0.5 }}
                    >
                      <Box sx={{ width: 28, height: 8, borderRadius: 4, bgcolor: tagColor[card.tag] }} />
                      <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: 'brand.accent' }} />
                    </Stack>
                    {card.progress !== undefined ? (
                      <Box sx={{ height: 4, borderRadius: 2, bgcolor: 'divider', overflow: 'hidden' }}>
                        <Box
                          sx={{
                            height: '100%',
                            width: `${card.progress}%`,
                            bgcolor: card.progress === 100 ? 'success.main' : 'primary.main',
                          }}
                        />
                      </Box>
                    ) : null}
                  </Stack>
                ))}
              </Stack>
            ))}
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}
