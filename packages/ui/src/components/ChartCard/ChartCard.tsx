import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { useId, useState } from 'react';
import { DataTable } from '../DataTable';

/** One column of a chart's table view. */
export interface ChartCardColumn {
  /** The column header, e.g. 'Week' or 'Completed'. */
  label: string;
  /** Right-align the column: numbers and money. */
  numeric?: boolean;
}

/** One row of a chart's table view: its cells, already formatted by the caller; the first cell names the row. */
export type ChartCardRow = readonly React.ReactNode[];

export interface ChartCardProps {
  title: string;
  /** A short line under the title, e.g. the total or the period. */
  subtitle?: React.ReactNode;
  /** The columns of the table view; the first one names each row (a row header). */
  columns: readonly ChartCardColumn[];
  /** The figures behind the chart, one array of formatted cells per row, in the order of `columns`. */
  rows: readonly ChartCardRow[];
  /** The chart (e.g. an @mui/x-charts `BarChart`), or a function of the plot's height that draws it. */
  children: React.ReactNode | ((height: number) => React.ReactNode);
  /** Height of the plot in pixels; the loading and empty states take the same room. */
  height?: number;
  loading?: boolean;
  /** Whether there is nothing to plot; by default when there are no rows. */
  empty?: boolean;
  /** What the card says when there is nothing to plot. */
  emptyText?: string;
  /** The name of the switch between the chart and its table. */
  tableToggleLabel?: string;
  /** Start with the table shown instead of the chart. */
  defaultShowTable?: boolean;
}

/** A row of the figures table: its cells, and its position, which is its identity (weeks, buckets, people). */
interface FiguresRow {
  id: string;
  cells: ChartCardRow;
}

function FiguresTable({
  caption,
  columns,
  rows,
  scrollRegion = false,
}: {
  caption: string;
  columns: readonly ChartCardColumn[];
  rows: readonly ChartCardRow[];
  /** Shown, the table can be wider than a phone: it scrolls sideways, and keyboard users can scroll it too. */
  scrollRegion?: boolean;
}) {
  return (
    // On a phone each row is a card of labelled lines (stacked): the figures never scroll sideways.
    <DataTable<FiguresRow>
      label={caption}
      labelAs="caption"
      scrollRegion={scrollRegion}
      variant="plain"
      size="small"
      stacked
      rows={rows.map((cells, index) => ({ id: String(index), cells }))}
      getRowId={(row) => row.id}
      columns={columns.map((column, index) => ({
        id: String(index),
        header: column.label,
        rowHeader: index === 0,
        align: column.numeric ? 'right' : 'left',
        cellSx: column.numeric ? { fontVariantNumeric: 'tabular-nums' } : undefined,
        render: (row) => row.cells[index],
      }))}
    />
  );
}

/**
 * A titled card holding a chart, with a 'View as table' switch that shows the same figures as a table. While the
 * chart shows, the plot is hidden from assistive technology and the table is still there, visually hidden, so a
 * screen reader always reads numbers, not an SVG. It has a loading state (skeleton, `aria-busy`) and an empty state.
 */
export function ChartCard({
  title,
  subtitle,
  columns,
  rows,
  children,
  height = 260,
  loading = false,
  empty,
  emptyText = 'Nothing to show for this period',
  tableToggleLabel = 'View as table',
  defaultShowTable = false,
}: ChartCardProps) {
  const titleId = useId();
  const [showTable, setShowTable] = useState(defaultShowTable);
  const isEmpty = empty ?? rows.length === 0;
  const body = () => {
    if (loading) return <Skeleton variant="rounded" height={height} />;
    if (isEmpty) {
      return (
        <Box sx={{ height, display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        </Box>
      );
    }
    if (showTable) {
      return (
        <Box sx={{ minHeight: height }}>
          <FiguresTable caption={title} columns={columns} rows={rows} scrollRegion />
        </Box>
      );
    }
    return (
      <>
        {/* The plot repeats the table in pictures; assistive technology reads the hidden table. */}
        <Box aria-hidden data-testid="chart-card-plot" sx={{ height, minWidth: 0 }}>
          {typeof children === 'function' ? children(height) : children}
        </Box>
        {/* Hidden through its wrapper: a table box ignores the 1px size and would still stretch the page. Its
            own box does not scroll: a scrolling box nobody can reach by keyboard is one axe refuses. */}
        <Box sx={[visuallyHidden, { '& .MuiTableContainer-root': { overflow: 'visible' } }]}>
          <FiguresTable caption={title} columns={columns} rows={rows} />
        </Box>
      </>
    );
  };

  return (
    <Card
      component="figure"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      sx={{ m: 0, p: 2.5, minWidth: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        component="figcaption"
        sx={{
          mb: 1.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography id={titleId} component="span" variant="h6" sx={{ display: 'block' }}>
            {title}
          </Typography>
          {subtitle && !loading ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        <FormControlLabel
          sx={{ mr: 0, flexShrink: 0 }}
          control={
            <Switch
              size="small"
              checked={showTable}
              disabled={loading || isEmpty}
              onChange={(event) => setShowTable(event.target.checked)}
              // Every chart has one: the chart's title tells them apart.
              slotProps={{ input: { role: 'switch', 'aria-describedby': titleId } }}
            />
          }
          label={<Typography variant="body2">{tableToggleLabel}</Typography>}
        />
      </Box>
      {body()}
    </Card>
  );
}
