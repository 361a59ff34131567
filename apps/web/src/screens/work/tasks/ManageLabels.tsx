import { isOrgAdmin, type Label, labelPermissions } from '@app/domain';
import { failureText } from '@app/sdk';
import { useCreateLabel, useDeleteLabel, useLabels, useUpdateLabel } from '@app/sdk/react';
import { LabelManagerDialog, useToast } from '@app/ui';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';

/**
 * 'Labels': the workspace's labels in a dialog, made, renamed, recoloured and deleted there by whoever the rule
 * (`labelPermissions`) lets; a refusal shows in the label's own dialog.
 */
export function ManageLabels() {
  const { user } = useSession();
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const labels = useLabels(api, { enabled: open });
  const create = useCreateLabel(api);
  const update = useUpdateLabel(api);
  const remove = useDeleteLabel(api);
  const viewer = { id: user?._id ?? '', isOrgAdmin: isOrgAdmin(user) };
  const run = async (action: () => Promise<unknown>, done: string, fallback: string) => {
    try {
      await action();
      showToast(done, { variant: 'success' });
    } catch (error) {
      throw new Error(failureText(error, fallback));
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<LocalOfferOutlinedIcon />} onClick={() => setOpen(true)}>
        Labels
      </Button>
      <LabelManagerDialog
        open={open}
        onClose={() => setOpen(false)}
        labels={labels.data ?? []}
        canEdit={(label: Label) => labelPermissions(label, viewer).canEdit}
        onCreate={(payload) =>
          run(() => create.mutateAsync(payload), 'Label created', 'The label could not be created.')
        }
        onUpdate={(id, payload) =>
          run(() => update.mutateAsync({ id, payload }), 'Label saved', 'The label could not be saved.')
        }
        onDelete={(id) =>
          run(() => remove.mutateAsync(id), 'Label deleted', 'The label could not be deleted.')
        }
      />
    </>
  );
}
