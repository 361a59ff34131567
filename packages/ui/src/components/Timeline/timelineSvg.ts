import { TIMELINE_TEXTS, type TimelineArrow, type TimelineLayout, timelineHeader } from '@app/domain';

/** Height of a row of the chart, in px (the widget and the image share it). */
export const TIMELINE_ROW_HEIGHT = 32;
/** Height of the header (a row of groups over a row of ticks). */
export const TIMELINE_HEADER_HEIGHT = 48;
/** Width of the titles' column. */
export const TIMELINE_TITLE_WIDTH = 240;

/**
 * The SVG path of a dependency arrow, from the blocker's end to the blocked bar's start (y of each row's middle,
 * relative to `top`). Straight across when there is room, otherwise down between the rows and back.
 */
export function arrowPath(arrow: TimelineArrow, top = 0): string {
  const y1 = arrow.fromRow * TIMELINE_ROW_HEIGHT + TIMELINE_ROW_HEIGHT / 2 - top;
  const y2 = arrow.toRow * TIMELINE_ROW_HEIGHT + TIMELINE_ROW_HEIGHT / 2 - top;
  const gap = 6;
  if (arrow.x2 - arrow.x1 >= 2 * gap) {
    const mid = arrow.x1 + gap;
    return `M${arrow.x1} ${y1}H${mid}V${y2}H${arrow.x2}`;
  }
  const between = y2 >= y1 ? y2 - TIMELINE_ROW_HEIGHT / 2 : y2 + TIMELINE_ROW_HEIGHT / 2;
  return `M${arrow.x1} ${y1}H${arrow.x1 + gap}V${between}H${arrow.x2 - gap}V${y2}H${arrow.x2}`;
}

/** The colours of the image (the widget passes its theme's). */
export interface TimelineSvgColors {
  background: string;
  text: string;
  muted: string;
  grid: string;
  bar: string;
  done: string;
  critical: string;
  today: string;
  arrow: string;
}

export const DEFAULT_TIMELINE_SVG_COLORS: TimelineSvgColors = {
  background: '#ffffff',
  text: '#111827',
  muted: '#6b7280',
  grid: '#e5e7eb',
  bar: '#3b82f6',
  done: '#9ca3af',
  critical: '#dc2626',
  today: '#dc2626',
  arrow: '#6b7280',
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Cuts a title to about the column's width (an image has no ellipsis of its own). */
const fit = (text: string, max = 34) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The whole chart as one SVG document (every row, not only those on screen): titles, header, grid, today line,
 * bars (the critical path outlined and striped, done bars muted) and arrows. No external resource, so it can be
 * drawn into a canvas.
 */
export function timelineSvg(
  layout: TimelineLayout,
  colors: TimelineSvgColors = DEFAULT_TIMELINE_SVG_COLORS,
): { svg: string; width: number; height: number } {
  const left = TIMELINE_TITLE_WIDTH;
  const top = TIMELINE_HEADER_HEIGHT;
  const width = left + layout.width;
  const height = top + Math.max(1, layout.rows.length) * TIMELINE_ROW_HEIGHT;
  const header = timelineHeader(layout.range, layout.zoom);
  const px = layout.pxPerDay;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="Inter, Arial, sans-serif" font-size="12">`,
    '<defs>',
    `<marker id="tl-arrow" viewBox="0 0 6 6" refX="6" refY="3" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L6 3L0 6z" fill="${colors.arrow}"/></marker>`,
    '<pattern id="tl-stripes" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="3" height="6" fill="#ffffff" fill-opacity="0.35"/></pattern>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="${colors.background}"/>`,
  ];
  for (const tick of header.ticks) {
    const x = left + tick.offset * px;
    parts.push(`<line x1="${x}" y1="${top / 2}" x2="${x}" y2="${height}" stroke="${colors.grid}"/>`);
    if (tick.days * px >= 16) {
      parts.push(`<text x="${x + 4}" y="${top - 8}" fill="${colors.muted}">${escapeXml(tick.label)}</text>`);
    }
  }
  for (const group of header.groups) {
    const x = left + group.offset * px;
    parts.push(
      `<text x="${x + 4}" y="16" fill="${colors.text}" font-weight="600">${escapeXml(group.label)}</text>`,
    );
  }
  parts.push(`<line x1="0" y1="${top}" x2="${width}" y2="${top}" stroke="${colors.grid}"/>`);
  parts.push(`<line x1="${left}" y1="0" x2="${left}" y2="${height}" stroke="${colors.grid}"/>`);
  parts.push(
    `<text x="8" y="${top - 8}" fill="${colors.text}" font-weight="600">${escapeXml(TIMELINE_TEXTS.tasksColumn)}</text>`,
  );
  for (const row of layout.rows) {
    const y = top + row.index * TIMELINE_ROW_HEIGHT;
    if (row.kind === 'group') {
      parts.push(
        `<text x="8" y="${y + 20}" fill="${colors.text}" font-weight="700">${escapeXml(fit(row.label))}</text>`,
      );
      continue;
    }
    const title = fit(row.task.title) + (row.bar ? '' : ` (${TIMELINE_TEXTS.unscheduled})`);
    parts.push(
      `<text x="16" y="${y + 20}" fill="${row.bar ? colors.text : colors.muted}">${escapeXml(title)}</text>`,
    );
    if (!row.bar) continue;
    const fill = row.task.done ? colors.done : colors.bar;
    const x = left + row.x;
    const attrs = `x="${x}" y="${y + 6}" width="${row.width}" height="${TIMELINE_ROW_HEIGHT - 12}" rx="4"`;
    parts.push(`<rect ${attrs} fill="${fill}"${row.task.done ? ' fill-opacity="0.6"' : ''}/>`);
    if (row.critical) {
      parts.push(`<rect ${attrs} fill="url(#tl-stripes)" stroke="${colors.critical}" stroke-width="2"/>`);
    }
  }
  if (layout.todayX !== null) {
    const x = left + layout.todayX + px / 2;
    parts.push(
      `<line x1="${x}" y1="${top}" x2="${x}" y2="${height}" stroke="${colors.today}" stroke-width="2"/>`,
    );
  }
  parts.push(
    `<g fill="none" stroke="${colors.arrow}" stroke-width="1.5" transform="translate(${left} ${top})">`,
  );
  for (const arrow of layout.arrows) {
    parts.push(`<path d="${arrowPath(arrow)}" marker-end="url(#tl-arrow)"/>`);
  }
  parts.push('</g></svg>');
  return { svg: parts.join(''), width, height };
}

// Chromium's canvas limits: a side of 32,767 px and an area of 268 million px; the image scales down to fit.
const MAX_SIDE = 16_384;
const MAX_AREA = 64_000_000;

/**
 * The chart as a PNG: its SVG (`timelineSvg`) as a data: URL drawn into a canvas, scaled down when the chart is
 * larger than a canvas may be. No network, no library.
 */
export async function timelinePng(
  layout: TimelineLayout,
  colors: TimelineSvgColors = DEFAULT_TIMELINE_SVG_COLORS,
): Promise<Blob> {
  const { svg, width, height } = timelineSvg(layout, colors);
  const scale = Math.min(1, MAX_SIDE / width, MAX_SIDE / height, Math.sqrt(MAX_AREA / (width * height)));
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.floor(width * scale));
  canvas.height = Math.max(1, Math.floor(height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'),
  );
}

/** Downloads the chart as `<name>.png` (`TIMELINE_TEXTS.exportFileName`). */
export async function exportTimelinePng(
  layout: TimelineLayout,
  name: string = TIMELINE_TEXTS.title,
  colors: TimelineSvgColors = DEFAULT_TIMELINE_SVG_COLORS,
): Promise<Blob> {
  const blob = await timelinePng(layout, colors);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = TIMELINE_TEXTS.exportFileName(name);
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return blob;
}
