import { SAVED_VIEW_MESSAGES, SAVED_VIEW_TEXTS, type SavedView, type SavedViewLayout } from '@app/domain';
import { failureText } from '@app/sdk';
import { useCreateSavedView, useDeleteSavedView, useSavedViews, useUpdateSavedView } from '@app/sdk/react';
import { type SavedViewItem, SavedViewsMenu, useToast } from '@app/ui';
import { useState } from 'react';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';

export interface TaskSavedViewsProps {
  /** A project's Tasks tab; without one, My Tasks. */
  projectId?: string;
  /** The filter-language query in force. */
  query: string;
  /** The layout in force, which a new view keeps. */
  layout: SavedViewLayout;
  /** Puts a view's filter (and, on a project, its layout) in force. */
  onOpen: (view: Pick<SavedView, 'query' | 'layout'>) => void;
}

/**
 * The saved views of a task list (issue 39): the user's own and those shared with them, opened with one click;
 * the filter in force saved as a new view (shared with the project or the organization where the user has one),
 * or into the view in force.
 */
export function TaskSavedViews({ projectId, query, layout, onOpen }: TaskSavedViewsProps) {
  const { user } = useSession();
  const { showToast } = useToast();
  const views = useSavedViews(api, projectId ? { projectId } : {});
  const create = useCreateSavedView(api);
  const update = useUpdateSavedView(api);
  const remove = useDeleteSavedView(api);
  const [openedId, setOpenedId] = useState<string | undefined>();
  const items: SavedViewItem[] = (views.data ?? []).map((view) => ({
    _id: view._id,
    name: view.name,
    query: view.query,
    shared: view.shared,
    canEdit: view.canEdit,
    mine: view.owner._id === user?._id,
  }));
  // The view opened here, else the one whose filter is in force (after a reload, or from a shared link).
  const activeId =
    (openedId && items.some((view) => view._id === openedId) ? openedId : undefined) ??
    items.find((view) => view.query.trim() === query.trim() && query.trim() !== '')?._id;
  // An individual's views are theirs alone (`isSavedViewShared`): sharing needs an organization.
  const shareLabel = user?.organizationId
    ? projectId
      ? SAVED_VIEW_TEXTS.shareProject
      : SAVED_VIEW_TEXTS.shareOrganization
    : null;
  const failed = (error: unknown, fallback: string) =>
    showToast(failureText(error, fallback), { variant: 'error' });

  return (
    <SavedViewsMenu
      views={items}
      currentQuery={query}
      activeId={activeId}
      shareLabel={shareLabel}
      onOpen={(item) => {
        const view = views.data?.find((candidate) => candidate._id === item._id);
        if (!view) return;
        setOpenedId(view._id);
        onOpen(view);
      }}
      onSave={async ({ name, shared }) => {
        try {
          const made = await create.mutateAsync({
            name,
            query: query.trim(),
            layout,
            shared,
            ...(projectId ? { projectId } : {}),
          });
          setOpenedId(made._id);
          showToast(SAVED_VIEW_MESSAGES.created, { variant: 'success' });
        } catch (error) {
          throw new Error(failureText(error, SAVED_VIEW_TEXTS.saveFailed));
        }
      }}
      onUpdate={(view) =>
        update.mutate(
          { id: view._id, payload: { query: query.trim(), layout } },
          {
            onSuccess: () => showToast(SAVED_VIEW_MESSAGES.updated, { variant: 'success' }),
            onError: (error) => failed(error, SAVED_VIEW_TEXTS.changeFailed),
          },
        )
      }
      onDelete={(view) =>
        remove.mutate(view._id, {
          onSuccess: () => showToast(SAVED_VIEW_MESSAGES.deleted, { variant: 'success' }),
          onError: (error) => failed(error, SAVED_VIEW_TEXTS.deleteFailed),
        })
      }
    />
  );
}
