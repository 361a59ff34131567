export { ViewToggle, type ViewToggleOption, type ViewToggleProps } from './ViewToggle';
