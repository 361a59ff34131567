// Loaded on demand: the charting library is the heaviest part of the dashboard and is not needed for its
// first paint (the stat cards, upcoming tasks and activity are).
export { TasksByStatusChart as default } from '@app/ui';
