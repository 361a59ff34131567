export { CalendarLegend, type CalendarLegendItem, type CalendarLegendProps } from './CalendarLegend';
