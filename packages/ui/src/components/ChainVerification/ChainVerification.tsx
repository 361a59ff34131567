import { type AuditVerificationResult, auditActionLabel, auditTimeText } from '@app/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export interface ChainVerificationProps {
  /** The answer of 'Verify'. */
  result: AuditVerificationResult;
}

/** What was found broken, in words. */
function brokenText(result: AuditVerificationResult): string {
  const broken = result.firstBroken;
  if (!broken) return '';
  const entry = `the entry '${auditActionLabel(broken.action)}' of ${auditTimeText(broken.createdAt)} (number ${broken.seq})`;
  return broken.reason === 'altered'
    ? `The first altered entry is ${entry}: its content no longer matches its hash.`
    : `The chain is broken at ${entry}: the entry before it was removed or replaced.`;
}

/**
 * The result of 'Verify' on the audit log's hash chain: intact (with how many entries were checked), or the first
 * altered entry named by its action and time.
 */
export function ChainVerification({ result }: ChainVerificationProps) {
  if (result.intact) {
    return (
      <Alert severity="success" role="status">
        <AlertTitle>Audit log intact</AlertTitle>
        {result.checked === 0
          ? 'The log has no entries yet: there is nothing to alter.'
          : result.checked === 1
            ? 'The one entry was checked: its hash holds.'
            : `All ${result.checked} entries were checked: every hash and every link holds.`}
      </Alert>
    );
  }
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>Audit log altered</AlertTitle>
      {brokenText(result)}
    </Alert>
  );
}
