import { canManageFinanceAccess, FINANCE_ROLE_LABELS, FINANCE_TEXTS } from '@app/domain';
import {
  type FinanceGate,
  useFinanceMembers,
  useRemoveFinanceMember,
  useSetFinanceMember,
} from '@app/sdk/react';
import { FinanceMemberTable, QueryState, SectionCard, useToast } from '@app/ui';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import LogoutRoundedIcon from '@mui/icons-material/LogoutRounded';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { failure } from './expenseRows';
import { FinanceGateFrame } from './FinanceGateFrame';

function MembersActions({ gate }: { gate: FinanceGate }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
      <Button
        component={RouterLink}
        to={paths.finance.dashboard.href()}
        variant="outlined"
        startIcon={<ArrowBackRoundedIcon />}
      >
        Finance dashboard
      </Button>
      <Button variant="outlined" color="inherit" startIcon={<LogoutRoundedIcon />} onClick={gate.logout}>
        {FINANCE_TEXTS.logout}
      </Button>
    </Stack>
  );
}

/** Who has finance access: the admins (always), and the viewers and managers admins grant and revoke. */
function FinanceMembers() {
  const { showToast } = useToast();
  const members = useFinanceMembers(api);
  const setMember = useSetFinanceMember(api);
  const removeMember = useRemoveFinanceMember(api);
  if (members.isPending) return <QueryState status="loading" label="Loading finance access..." />;
  if (members.isError) {
    return (
      <QueryState
        status="error"
        title="Finance access could not be loaded"
        message={failure(members.error)}
        onRetry={() => void members.refetch()}
      />
    );
  }
  const { admins } = members.data;
  const onError = (error: unknown) => showToast(failure(error), { variant: 'error' });
  return (
    <SectionCard
      title={FINANCE_TEXTS.membersTitle}
      subtitle={`${FINANCE_ROLE_LABELS.viewer}: sees budgets, spend and expenses. ${FINANCE_ROLE_LABELS.manager}: also adds and edits expenses, budgets and rates, and approves expenses.`}
      headingLevel="h2"
    >
      <Stack spacing={3}>
        {admins.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            Always in as organization admins: {admins.map((admin) => admin.name).join(', ')}
          </Typography>
        ) : null}
        <FinanceMemberTable
          members={members.data.members}
          candidates={members.data.candidates}
          roleLabels={{ viewer: FINANCE_ROLE_LABELS.viewer, manager: FINANCE_ROLE_LABELS.manager }}
          busy={setMember.isPending || removeMember.isPending}
          onGrant={(userId, role) =>
            setMember.mutate(
              { userId, role },
              { onSuccess: () => showToast(FINANCE_TEXTS.accessSaved, { variant: 'success' }), onError },
            )
          }
          onRevoke={(userId) =>
            removeMember.mutate(userId, {
              onSuccess: () => showToast(FINANCE_TEXTS.accessRevoked, { variant: 'success' }),
              onError,
            })
          }
        />
      </Stack>
    </SectionCard>
  );
}

/** Finance access (/finance/members): organization admins grant and revoke viewer and manager, behind the gate. */
export function FinancePage() {
  return (
    <FinanceGateFrame
      title={FINANCE_TEXTS.membersTitle}
      subtitle="Who may see finance, and who may also edit and approve."
      allows={canManageFinanceAccess}
      action={(gate) => <MembersActions gate={gate} />}
    >
      {() => <FinanceMembers />}
    </FinanceGateFrame>
  );
}
