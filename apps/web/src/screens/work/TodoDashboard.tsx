import { PAGE_LIMIT_MAX, type TodoView } from '@app/domain';
import { failureText } from '@app/sdk';
import { useCreateTodo, useDeleteTodo, useProjects, useTodos, useUpdateTodo } from '@app/sdk/react';
import {
  ConfirmDialog,
  ListPagination,
  PageHeader,
  QueryState,
  RouteTabs,
  SectionCard,
  TodoList,
  type TodoListItem,
  type TodoProjectOption,
  type TodoSharing,
  useToast,
} from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../app/api';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';

const VIEWS: { view: TodoView; label: string; href: string; description: string }[] = [
  {
    view: 'all',
    label: 'All',
    href: paths.todos.root.href(),
    description: 'Your to-dos and those shared with you.',
  },
  {
    view: 'personal',
    label: 'Personal',
    href: paths.todos.personal.href(),
    description: 'To-dos only you can see.',
  },
  {
    view: 'shared',
    label: 'Shared',
    href: paths.todos.shared.href(),
    description: 'To-dos shared with a project or your organization, by you or by others.',
  },
];

function viewOf(pathname: string): TodoView {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.todos.personal.path) return 'personal';
  if (path === paths.todos.shared.path) return 'shared';
  return 'all';
}

/**
 * Quick to-dos (/todos, /todos/personal, /todos/shared): one screen with three views as tabs, a quick-add with
 * sharing, ticking, inline editing, reordering and deleting after a confirmation. Changes show at once and roll
 * back with the server's message when it refuses them.
 */
export function TodoDashboard() {
  const { user } = useSession();
  const { showToast } = useToast();
  const location = useLocation();
  const view = viewOf(location.pathname);
  const current = VIEWS.find((entry) => entry.view === view) ?? VIEWS[0];
  const [page, setPage] = useState(1);
  const [pageView, setPageView] = useState(view);
  if (pageView !== view) {
    // Another tab starts at its first page.
    setPageView(view);
    setPage(1);
  }

  const todos = useTodos(api, { view, page, limit: PAGE_LIMIT_MAX });
  const projects = useProjects(api, { page: 1, limit: PAGE_LIMIT_MAX, sort: 'title' });
  const createTodo = useCreateTodo(api);
  const updateTodo = useUpdateTodo(api);
  const deleteTodo = useDeleteTodo(api);
  const [pendingDelete, setPendingDelete] = useState<TodoListItem | null>(null);

  const projectOptions = useMemo<TodoProjectOption[]>(
    () => (projects.data?.data ?? []).map((project) => ({ id: project._id, title: project.title })),
    [projects.data],
  );
  const allowOrganization = Boolean(user?.organizationId);
  // In the shared view a new to-do starts shared, so it stays in sight.
  const defaultSharing: TodoSharing =
    view === 'shared' && allowOrganization
      ? { visibility: 'organization', projectId: null }
      : view === 'shared' && projectOptions[0]
        ? { visibility: 'project', projectId: projectOptions[0].id }
        : { visibility: 'personal', projectId: null };

  const fail = (fallback: string) => (error: unknown) =>
    showToast(failureText(error, fallback), { variant: 'error' });

  const items = todos.data?.data ?? [];
  const pages = todos.data?.pagination.pages ?? 0;

  return (
    <Stack spacing={3}>
      <PageHeader title="To-dos" {...(current ? { subtitle: current.description } : {})} />
      <RouteTabs
        tabs={VIEWS.map((entry) => ({ value: entry.view, label: entry.label }))}
        value={view}
        href={(next) => VIEWS.find((entry) => entry.view === next)?.href ?? paths.todos.root.href()}
        aria-label="To-do views"
      >
        {todos.isError && !todos.data ? (
          <QueryState
            status="error"
            title="Your to-dos could not be loaded."
            message={failureText(todos.error, 'Please try again.')}
            onRetry={todos.refetch}
          />
        ) : (
          <SectionCard busy={todos.isFetching && !todos.isPending ? 'Updating to-dos' : undefined}>
            {todos.isError ? (
              <Box sx={{ mb: 2 }}>
                <QueryState
                  status="error"
                  title="The list could not be refreshed."
                  message={failureText(todos.error, 'Please try again.')}
                  onRetry={todos.refetch}
                />
              </Box>
            ) : null}
            <TodoList
              key={`${view}:${defaultSharing.visibility}:${defaultSharing.projectId ?? ''}`}
              items={items}
              loading={todos.isPending}
              projects={projectOptions}
              allowOrganization={allowOrganization}
              defaultSharing={defaultSharing}
              label={`${current?.label ?? 'All'} to-dos`}
              emptyText={
                view === 'shared'
                  ? 'Nothing shared yet. Share a to-do with a project or your organization.'
                  : 'Nothing to do yet. Add your first to-do above.'
              }
              onAdd={(draft) =>
                createTodo
                  .mutateAsync({
                    text: draft.text,
                    visibility: draft.visibility,
                    projectId: draft.visibility === 'project' ? draft.projectId : null,
                  })
                  .catch((error: unknown) => {
                    fail('The to-do could not be added')(error);
                    throw error;
                  })
              }
              onToggle={(item, done) =>
                updateTodo.mutate(
                  { id: item._id, payload: { done } },
                  { onError: fail('The to-do could not be updated') },
                )
              }
              onUpdate={(item, changes) =>
                updateTodo
                  .mutateAsync({ id: item._id, payload: changes })
                  .then(() => showToast('To-do saved', { variant: 'success' }))
                  .catch((error: unknown) => {
                    fail('The to-do could not be saved')(error);
                    throw error;
                  })
              }
              onReorder={(id, position) =>
                updateTodo.mutate(
                  { id, payload: { position } },
                  { onError: fail('The new order could not be saved') },
                )
              }
              onDelete={setPendingDelete}
            />
            <Box sx={{ mt: pages > 1 ? 2 : 0 }}>
              <ListPagination
                page={page}
                pages={pages}
                onChange={setPage}
                label="To-do pages"
                siblingCount={0}
              />
            </Box>
          </SectionCard>
        )}
      </RouteTabs>
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete this to-do?"
        message={
          pendingDelete ? `"${pendingDelete.text}" will be removed for everyone who can see it.` : undefined
        }
        confirmLabel="Delete"
        destructive
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          const item = pendingDelete;
          setPendingDelete(null);
          if (!item) return;
          deleteTodo.mutate(item._id, {
            onSuccess: () => showToast('To-do deleted', { variant: 'success' }),
            onError: fail('The to-do could not be deleted'),
          });
        }}
      />
    </Stack>
  );
}
