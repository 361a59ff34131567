export { CardGrid, type CardGridProps } from './CardGrid';
