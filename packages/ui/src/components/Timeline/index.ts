export { Timeline, type TimelineProps } from './Timeline';
export {
  arrowPath,
  DEFAULT_TIMELINE_SVG_COLORS,
  exportTimelinePng,
  TIMELINE_HEADER_HEIGHT,
  TIMELINE_ROW_HEIGHT,
  TIMELINE_TITLE_WIDTH,
  type TimelineSvgColors,
  timelinePng,
  timelineSvg,
} from './timelineSvg';
