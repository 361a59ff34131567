import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Settings: built in a later release. */
export function Settings() {
  return (
    <ScreenPlaceholder
      title="Settings"
      description="Appearance, notifications, currency and account settings."
    />
  );
}
