export { type SystemCheckItem, SystemCheckList, type SystemCheckListProps } from './SystemCheckList';
