import { type TimelineTask, timelineLayout } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { arrowPath, timelineSvg } from './timelineSvg';

const arrow = { key: 'a>b', from: 'a', to: 'b', fromRow: 0, toRow: 2, x1: 64, x2: 128 };

describe('arrowPath', () => {
  it('goes across and down to the blocked bar when there is room', () => {
    expect(arrowPath(arrow)).toBe('M64 16H70V80H128');
    // Relative to the first drawn row.
    expect(arrowPath(arrow, 32)).toBe('M64 -16H70V48H128');
  });

  it('goes down between the rows and back when the blocked task starts before its blocker ends', () => {
    expect(arrowPath({ ...arrow, x2: 32 })).toBe('M64 16H70V64H26V80H32');
    expect(arrowPath({ ...arrow, fromRow: 2, toRow: 0, x2: 32 })).toBe('M64 80H70V32H26V16H32');
  });
});

describe('timelineSvg', () => {
  it('draws every row, escapes titles and marks the critical path and today', () => {
    const tasks: TimelineTask[] = Array.from({ length: 40 }, (_, i) => ({
      id: `t${i}`,
      title: i === 0 ? 'Fix <script> & "quotes"' : `Task ${i}`,
      startDate: '2026-12-03',
      dueDate: '2026-12-04',
      done: i === 1,
    }));
    tasks.push({ id: 'u', title: 'Later', startDate: null, dueDate: null, done: false });
    const layout = timelineLayout(tasks, [{ from: 't0', to: 't2' }], {
      zoom: 'day',
      today: '2026-12-05',
      critical: ['t0'],
    });
    const { svg, width, height } = timelineSvg(layout);
    expect(width).toBe(240 + layout.width);
    expect(height).toBe(48 + 41 * 32);
    expect(svg).toContain('Fix &lt;script&gt; &amp; &quot;quotes&quot;');
    expect(svg).not.toContain('<script>');
    expect(svg.match(/<rect [^>]*rx="4"/g)).toHaveLength(40 + 1);
    expect(svg).toContain('url(#tl-stripes)');
    expect(svg).toContain('Later (Unscheduled)');
    expect(svg.match(/marker-end/g)).toHaveLength(1);
    expect(new DOMParser().parseFromString(svg, 'image/svg+xml').querySelector('parsererror')).toBeNull();
  });
});
