import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type * as React from 'react';
import { useId } from 'react';

export interface ChartFrameProps {
  title: string;
  /** A short line under the title, e.g. the total. */
  subtitle?: string;
  height: number;
  loading: boolean;
  /** Shown instead of the chart when there is nothing to plot. */
  emptyText?: string;
  /** The numbers behind the chart, as a table for screen readers: header row, then data rows. */
  table: { headers: readonly [string, string]; rows: readonly (readonly [string, string])[] };
  children: React.ReactNode;
}

/**
 * The card around a chart: a titled figure whose plot is decoration for sighted users, and a visually hidden
 * table with the same numbers so screen readers get the data, not an SVG.
 */
export function ChartFrame({
  title,
  subtitle,
  height,
  loading,
  emptyText,
  table,
  children,
}: ChartFrameProps) {
  const titleId = useId();
  return (
    <Card component="figure" aria-labelledby={titleId} aria-busy={loading || undefined} sx={{ m: 0, p: 2.5 }}>
      <Box component="figcaption" sx={{ mb: 1.5 }}>
        <Typography id={titleId} component="span" variant="h6" sx={{ display: 'block' }}>
          {title}
        </Typography>
        {subtitle && !loading ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {loading ? (
        <Skeleton variant="rounded" height={height} />
      ) : emptyText ? (
        <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {emptyText}
          </Typography>
        </Box>
      ) : (
        <>
          {/* The plot repeats the table below in pictures; assistive technology reads the table. */}
          <Box aria-hidden sx={{ height }}>
            {children}
          </Box>
          <Box component="table" sx={visuallyHidden}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{table.headers[0]}</th>
                <th scope="col">{table.headers[1]}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{key}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </Card>
  );
}
