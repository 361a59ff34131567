export { type SavedViewItem, SavedViewsMenu, type SavedViewsMenuProps } from './SavedViewsMenu';
