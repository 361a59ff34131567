import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Tone, toneColor, toneTint } from '../StatusChip';

/** One colour of the key: the tone an event carries and what it means. */
export interface CalendarLegendItem {
  tone: Tone;
  label: string;
}

export interface CalendarLegendProps {
  items: readonly CalendarLegendItem[];
  /** What an event is called ('task'): adds 'Done tasks are struck through'. */
  doneItemNoun?: string;
  /** The accessible name of the key. */
  label?: string;
}

/** The colour key of a `MonthCalendar`: each tone's swatch as the events show it, and how finished ones look. */
export function CalendarLegend({ items, doneItemNoun, label = 'Legend' }: CalendarLegendProps) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}
    >
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 14,
              height: 14,
              borderRadius: 0.5,
              borderLeft: `3px solid ${toneColor(theme, item.tone)}`,
              bgcolor: toneTint(theme, item.tone),
            })}
          />
          <Typography variant="body2">{item.label}</Typography>
        </Box>
      ))}
      {doneItemNoun ? (
        <Box component="li" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Typography variant="body2">
            <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
              Done
            </Box>{' '}
            {`${doneItemNoun}s are struck through`}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
