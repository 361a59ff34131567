import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Security & Compliance: built in a later release. */
export function SecurityCompliance() {
  return (
    <ScreenPlaceholder
      title="Security & Compliance"
      description="Security policies, sessions and compliance reports."
    />
  );
}
