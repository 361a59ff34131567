import { isImageAttachmentType, type Project } from '@app/domain';
import { failureText, listProjects, listTasks } from '@app/sdk';
import { useTaskAttachments, useUploadAttachment } from '@app/sdk/react';
import { type MentionOption, useToast } from '@app/ui';
import { useCallback, useMemo } from 'react';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';

const MATCHES = 8;

/**
 * The links of a rich text editor: '@' offers `people` (pass none where nobody can be mentioned), '#' searches
 * tasks and projects (leaving out the task being edited); a '#' link resolves to its page.
 */
export function useRichTextLinks(people: readonly MentionOption[], taskId?: string) {
  const suggest = useCallback(
    async (trigger: '@' | '#', query: string): Promise<MentionOption[]> => {
      const needle = query.trim().toLowerCase();
      if (trigger === '@') {
        return people.filter((person) => person.label.toLowerCase().includes(needle)).slice(0, MATCHES);
      }
      const search = needle || undefined;
      const [tasks, projects] = await Promise.all([
        listTasks(api, { search, limit: MATCHES }),
        listProjects(api, { search, limit: 3 }),
      ]);
      return [
        ...tasks.data
          .filter((task) => task._id !== taskId)
          .map((task) => ({
            id: `task:${task._id}`,
            label: task.title,
            detail: task.project?.title ?? 'Task',
          })),
        ...projects.data.map((item) => ({ id: `project:${item._id}`, label: item.title, detail: 'Project' })),
      ].slice(0, MATCHES);
    },
    [people, taskId],
  );
  const mentionHref = useCallback((trigger: '@' | '#', id: string) => {
    if (trigger !== '#') return undefined;
    if (id.startsWith('task:')) return paths.tasks.detail.href(id.slice(5));
    if (id.startsWith('project:')) return paths.projects.detail.href(id.slice(8));
    return undefined;
  }, []);
  return { suggest, mentionHref };
}

/**
 * What a task's rich text editors need: '@' offers the project's members (the server keeps only people who can
 * see the task), '#' searches tasks and projects; pasted and dropped images become the task's attachments, and
 * attached images and '#' links resolve to their current addresses; files go with a new comment and show
 * under theirs.
 */
export function useRichTextOptions(taskId: string, project: Project | undefined, canAttach: boolean) {
  const attachments = useTaskAttachments(api, taskId);
  const upload = useUploadAttachment(api, taskId);
  const { showToast } = useToast();
  const people = useMemo(
    () =>
      (project?.members ?? []).map((member) => ({
        id: member._id,
        label: member.name,
        detail: member.email,
      })),
    [project?.members],
  );
  const { suggest, mentionHref } = useRichTextLinks(people, taskId);
  const imageUrl = useCallback(
    (attachmentId: string) => attachments.data?.find((item) => item.id === attachmentId)?.url,
    [attachments.data],
  );
  const onImageFile = useCallback(
    async (file: File) => {
      try {
        const stored = await upload.mutateAsync({ file });
        return isImageAttachmentType(stored.type) ? { attachmentId: stored.id, url: stored.url } : undefined;
      } catch (error) {
        showToast(failureText(error, `“${file.name}” could not be attached.`), { variant: 'error' });
        return undefined;
      }
    },
    [upload, showToast],
  );
  const filesOf = useCallback(
    (commentId: string) => attachments.data?.filter((item) => item.commentId === commentId) ?? [],
    [attachments.data],
  );
  return {
    suggest,
    imageUrl,
    onImageFile: canAttach ? onImageFile : undefined,
    mentionHref,
    filesOf,
    attachFiles: canAttach,
  };
}
