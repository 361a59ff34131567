import { type DepartmentNode, ORG_MESSAGES, ORG_STRUCTURE_TEXTS, ORG_TEXTS } from '@app/domain';
import { failureText } from '@app/sdk';
import { useCreateDepartment, useDeleteDepartment, useUpdateDepartment } from '@app/sdk/react';
import {
  ConfirmDialog,
  DepartmentDialog,
  type DepartmentDialogParent,
  type DepartmentDialogValues,
  DepartmentTree,
  type DepartmentTreeActions,
  type DepartmentTreeNode,
  EmptyState,
  PageHeader,
  QueryState,
  SectionCard,
  useToast,
} from '@app/ui';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { api } from '../../app/api';
import { useOrgStructure } from './useOrgStructure';

type OpenDialog =
  | { mode: 'create'; parent: DepartmentNode | null }
  | { mode: 'rename' | 'move' | 'managers'; department: DepartmentNode }
  | null;

// Which access flag each action of the tree's menu needs.
const ACTION_ACCESS = {
  onRename: 'rename',
  onAddChild: 'addChild',
  onMove: 'move',
  onAssignManagers: 'assignManagers',
  onDelete: 'remove',
} as const;

/**
 * The organization's departments (/org/departments and /organization/departments): the tree with managers and
 * counts, and the actions the domain's policy allows the viewer: create (top level or inside), rename, move,
 * set managers and delete. A refusal of the server shows with its text.
 */
export function DepartmentsScreen() {
  const { organizationId, departments, tree, flat, access, pathLabels, people } = useOrgStructure();
  const { showToast } = useToast();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [deleting, setDeleting] = useState<DepartmentNode | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const create = useCreateDepartment(api, organizationId ?? '');
  const update = useUpdateDepartment(api, organizationId ?? '');
  const remove = useDeleteDepartment(api, organizationId ?? '');

  const byId = new Map(flat.map((department) => [department._id, department]));
  const open = (next: OpenDialog) => {
    create.reset();
    update.reset();
    setDialog(next);
  };
  const on = (action: (department: DepartmentNode) => void) => (node: DepartmentTreeNode) => {
    const department = byId.get(node._id);
    if (department) action(department);
  };
  const parentOption = (id: string | null): DepartmentDialogParent => ({
    value: id,
    label: id ? (pathLabels.get(id) ?? '') : ORG_STRUCTURE_TEXTS.topLevel,
  });

  const submit = (values: DepartmentDialogValues) => {
    if (!dialog) return;
    const done = (message: string) => {
      setDialog(null);
      showToast(message, { variant: 'success' });
    };
    if (dialog.mode === 'create') {
      create.mutate(
        { name: values.name ?? '', parentId: values.parentId ?? null, managerIds: values.managerIds ?? [] },
        { onSuccess: (created) => done(ORG_STRUCTURE_TEXTS.departmentCreated(created.name)) },
      );
    } else {
      update.mutate(
        { id: dialog.department._id, payload: values },
        { onSuccess: (saved) => done(ORG_STRUCTURE_TEXTS.departmentSaved(saved.name)) },
      );
    }
  };

  const confirmDelete = () => {
    if (!deleting) return;
    setRefusal(undefined);
    remove.mutate(deleting._id, {
      onSuccess: () =>
        showToast(ORG_STRUCTURE_TEXTS.departmentDeleted(deleting.name), { variant: 'success' }),
      // 'Move or delete its sub-departments first' and the like stay on the page until dismissed.
      onError: (error) => setRefusal(failureText(error, ORG_MESSAGES.deleteDepartmentFailed)),
      onSettled: () => setDeleting(null),
    });
  };

  const actions: DepartmentTreeActions = {
    onRename: on((department) => open({ mode: 'rename', department })),
    onAddChild: on((department) => open({ mode: 'create', parent: department })),
    onMove: on((department) => open({ mode: 'move', department })),
    onAssignManagers: on((department) => open({ mode: 'managers', department })),
    onDelete: on((department) => {
      remove.reset();
      setDeleting(department);
    }),
  };
  const newDepartment = access.createTopLevel ? (
    <Button
      variant="contained"
      aria-label={ORG_STRUCTURE_TEXTS.newDepartment}
      startIcon={<AddRoundedIcon />}
      onClick={() => open({ mode: 'create', parent: null })}
      // On a phone the icon alone, so that the header keeps room for the page's title.
      sx={{ minWidth: 0, '& .MuiButton-startIcon': { mx: { xs: 0, sm: 1 }, ml: { sm: -0.5 } } }}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {ORG_STRUCTURE_TEXTS.newDepartment}
      </Box>
    </Button>
  ) : null;

  return (
    <Stack spacing={2}>
      <PageHeader
        title={ORG_STRUCTURE_TEXTS.departmentsTitle}
        subtitle={
          access.createTopLevel
            ? ORG_STRUCTURE_TEXTS.departmentsSubtitle
            : ORG_STRUCTURE_TEXTS.departmentsManagerSubtitle
        }
        action={newDepartment}
      />
      {refusal ? (
        <Alert severity="error" onClose={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      ) : null}
      {departments.isPending ? (
        <QueryState status="loading" label="Loading departments..." />
      ) : departments.isError ? (
        <QueryState
          status="error"
          title={ORG_MESSAGES.fetchDepartmentsFailed}
          message={failureText(departments.error, ORG_MESSAGES.fetchDepartmentsFailed)}
          onRetry={() => void departments.refetch()}
        />
      ) : (
        <SectionCard flush>
          <DepartmentTree
            departments={tree}
            canManage={(node) => Object.values(access.department(node._id)).some(Boolean)}
            canDo={(node, action) => access.department(node._id)[ACTION_ACCESS[action]]}
            empty={<EmptyState title={ORG_TEXTS.noDepartments} action={newDepartment} />}
            {...actions}
          />
        </SectionCard>
      )}
      {dialog ? (
        <DepartmentDialog
          open
          mode={dialog.mode}
          title={dialogTitle(dialog)}
          parents={
            dialog.mode === 'create'
              ? [
                  ...(access.createTopLevel ? [null] : []),
                  ...flat.filter((item) => access.department(item._id).addChild).map((item) => item._id),
                ].map(parentOption)
              : dialog.mode === 'move'
                ? access.moveTargets(dialog.department._id).map(parentOption)
                : undefined
          }
          // The current managers stay choosable even when the viewer's list of people leaves them out.
          people={
            dialog.mode === 'managers'
              ? [
                  ...people,
                  ...dialog.department.managers.filter(
                    (manager) => !people.some((p) => p._id === manager._id),
                  ),
                ]
              : people
          }
          initial={
            dialog.mode === 'create'
              ? { parentId: dialog.parent?._id ?? null }
              : {
                  name: dialog.department.name,
                  parentId: dialog.department.parentId,
                  managerIds: dialog.department.managers.map((manager) => manager._id),
                }
          }
          onSubmit={submit}
          onCancel={() => setDialog(null)}
          busy={create.isPending || update.isPending}
          error={
            create.isError
              ? failureText(create.error, ORG_MESSAGES.createDepartmentFailed)
              : update.isError
                ? failureText(update.error, ORG_MESSAGES.updateDepartmentFailed)
                : undefined
          }
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={ORG_STRUCTURE_TEXTS.deleteDepartmentTitle(deleting?.name ?? '')}
        message={ORG_STRUCTURE_TEXTS.deleteDepartmentMessage}
        confirmLabel={ORG_STRUCTURE_TEXTS.delete}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function dialogTitle(dialog: NonNullable<OpenDialog>): string {
  if (dialog.mode === 'create') {
    return dialog.parent
      ? ORG_STRUCTURE_TEXTS.createSubDepartmentTitle(dialog.parent.name)
      : ORG_STRUCTURE_TEXTS.createDepartmentTitle;
  }
  const { name } = dialog.department;
  if (dialog.mode === 'rename') return ORG_STRUCTURE_TEXTS.renameDepartmentTitle(name);
  if (dialog.mode === 'move') return ORG_STRUCTURE_TEXTS.moveDepartmentTitle(name);
  return ORG_STRUCTURE_TEXTS.managersTitle(name);
}
