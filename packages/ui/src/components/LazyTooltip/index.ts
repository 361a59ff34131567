export { LazyTooltip, preloadTooltip } from './LazyTooltip';
