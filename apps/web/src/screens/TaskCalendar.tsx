import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Calendar: built in a later release. */
export function TaskCalendar() {
  return <ScreenPlaceholder title="Calendar" description="Your tasks by due date on a monthly calendar." />;
}
