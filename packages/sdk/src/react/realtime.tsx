import {
  ACTIVITY_FEED_LIMIT,
  type Dashboard,
  type OnlineUser,
  type Paginated,
  type ServerEventName,
  type ServerToClientEvents,
  type Task,
  TYPING_INDICATOR_MS,
} from '@app/domain';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { RealtimeClient, RealtimeStatus } from '../realtime';
import { invalidateMatching, updateMatching, withItem } from './cache';
import { invitationQueryKeys, isProjectTaskListKey, isTaskListKey, workQueryKeys } from './keys';
import { searchQueryKeys } from './search';
import { savedViewQueryKeys } from './views';

const RealtimeContext = createContext<RealtimeClient | null>(null);

export interface RealtimeProviderProps {
  client: RealtimeClient;
  children?: ReactNode;
}

/** Hands the app's one real-time client to the hooks below; connecting and disconnecting stay with the app. */
export function RealtimeProvider({ client, children }: RealtimeProviderProps) {
  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

export function useRealtimeClient(): RealtimeClient {
  const client = useContext(RealtimeContext);
  if (!client) throw new Error('useRealtimeClient must be used inside a RealtimeProvider');
  return client;
}

/** The connection's status, re-rendering on every change. */
export function useRealtimeStatus(): RealtimeStatus {
  const client = useRealtimeClient();
  const subscribe = useCallback((changed: () => void) => client.onStatus(() => changed()), [client]);
  return useSyncExternalStore(subscribe, client.getStatus, client.getStatus);
}

/**
 * Calls `handler` with each `event` from the server while mounted. The subscription is made once (per client and
 * event); the handler of the latest render is the one called, so it may close over anything.
 */
export function useRealtimeEvent<E extends ServerEventName>(
  event: E,
  handler: ServerToClientEvents[E],
): void {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      client.on(event, ((...args: unknown[]) =>
        (latest.current as (...a: unknown[]) => void)(...args)) as ServerToClientEvents[E]),
    [client, event],
  );
}

/**
 * Calls `callback` each time the connection comes back after a drop (not at the first connection): what the server
 * sent meanwhile was lost, so the data it would have refreshed is fetched again.
 */
export function useOnReconnect(callback: () => void): void {
  const client = useRealtimeClient();
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    let wasConnected = client.getStatus() === 'connected';
    let previous = client.getStatus();
    return client.onStatus((status) => {
      if (status === 'connected' && previous !== 'connected') {
        if (wasConnected) latest.current();
        wasConnected = true;
      }
      previous = status;
    });
  }, [client]);
}

/** Joins a project's room while mounted (and while the id is known). */
export function useProjectRoom(projectId: string | undefined): void {
  const client = useRealtimeClient();
  useEffect(() => (projectId ? client.joinProject(projectId) : undefined), [client, projectId]);
}

export interface ProjectPresence {
  /** Who has the project open, as the server last reported it. */
  onlineUsers: OnlineUser[];
  /** Who is typing in the project's discussion, oldest first; the current user left out. */
  typingUsers: OnlineUser[];
}

/**
 * Who is in a project and who is typing in its discussion (one discussion per project, named by the project's id).
 * Joins the project's room while mounted. A typing entry lasts 3 seconds unless renewed, or until the user stops.
 */
export function useProjectPresence(projectId: string | undefined, currentUserId?: string): ProjectPresence {
  useProjectRoom(projectId);
  const [presence, setPresence] = useState<{ projectId: string | undefined; onlineUsers: OnlineUser[] }>({
    projectId,
    onlineUsers: [],
  });
  const [typing, setTyping] = useState<{ projectId: string | undefined; users: OnlineUser[] }>({
    projectId,
    users: [],
  });
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  // A new project starts with nobody; the timers of the previous one are dropped.
  // biome-ignore lint/correctness/useExhaustiveDependencies: projectId is the trigger, the cleanup needs no value of it.
  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running.values()) clearTimeout(timer);
      running.clear();
    };
  }, [projectId]);

  const stopTyping = useCallback((forProject: string, userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((current) =>
      current.projectId === forProject
        ? { projectId: forProject, users: current.users.filter((user) => user.userId !== userId) }
        : current,
    );
  }, []);

  const updateOnline = ({
    projectId: about,
    onlineUsers,
  }: {
    projectId: string;
    onlineUsers: OnlineUser[];
  }) => {
    if (about === projectId) setPresence({ projectId, onlineUsers });
  };
  useRealtimeEvent('userJoinedProject', updateOnline);
  useRealtimeEvent('userLeftProject', updateOnline);
  useRealtimeEvent('userTyping', ({ discussionId, userId, userName }) => {
    if (!projectId || discussionId !== projectId || userId === currentUserId) return;
    clearTimeout(timers.current.get(userId));
    timers.current.set(
      userId,
      setTimeout(() => stopTyping(projectId, userId), TYPING_INDICATOR_MS),
    );
    setTyping((current) => {
      const users = current.projectId === projectId ? current.users : [];
      return users.some((user) => user.userId === userId)
        ? current
        : { projectId, users: [...users, { userId, userName }] };
    });
  });
  useRealtimeEvent('userStoppedTyping', ({ discussionId, userId }) => {
    if (projectId && discussionId === projectId) stopTyping(projectId, userId);
  });

  return {
    onlineUsers: presence.projectId === projectId ? presence.onlineUsers : [],
    typingUsers: typing.projectId === projectId ? typing.users : [],
  };
}

/** Marks the task mutations of react/tasks.ts: while one is in flight, its own settling refreshes the tasks. */
const TASK_MUTATION_KEY = ['tasks', 'mutation'] as const;
/** The same for the to-do mutations of react/todos.ts. */
const TODO_MUTATION_KEY = ['todos', 'mutation'] as const;
const isTaskPageKey = (key: QueryKey) => isTaskListKey(key) || isProjectTaskListKey(key);

// One change brings several events at once (taskUpdated, task:updated, task_status_changed, activity_update...),
// all after its commit: the dashboard's refetch started by the first serves the others, instead of each one
// cancelling it and asking again. Its figures come live anyway (react/dashboard.ts).
function invalidateDashboard(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() }, { cancelRefetch: false });
}

// Search answers (the palette's) hold titles, snippets and who may see what: any change to tasks, projects or
// comments makes them stale. Only an open palette reads again; the others are read when next asked for.
function invalidateSearch(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: searchQueryKeys.all() }, { cancelRefetch: false });
}

// What a change to a task affects: its copies, its project (progress, counts, task lists), search and the dashboard.
function invalidateTask(
  queryClient: QueryClient,
  taskId: string,
  projectId: string | null | undefined,
): void {
  if (queryClient.isMutating({ mutationKey: TASK_MUTATION_KEY }) === 0) {
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.detail(taskId), exact: true });
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.relations(taskId) });
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.lists() });
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.timeline.all() });
    if (projectId) void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.detail(projectId) });
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.lists() });
  }
  invalidateSearch(queryClient);
  invalidateDashboard(queryClient);
}

/** Shows a task as the server sent it in every cached copy at once (a board moves before any refetch). */
function writeTask(queryClient: QueryClient, task: Task): void {
  // A change of this user's in flight would be overwritten; its own settling brings the server's version.
  if (queryClient.isMutating({ mutationKey: TASK_MUTATION_KEY }) > 0) return;
  // Events and lists carry a task without its sub-tasks themselves: the detail keeps those it has until its refetch.
  queryClient.setQueryData<Task>(workQueryKeys.tasks.detail(task._id), (before) =>
    task.subtasks === undefined && before?.subtasks ? { ...task, subtasks: before.subtasks } : task,
  );
  updateMatching<Paginated<Task>>(queryClient, isTaskPageKey, (page) => withItem(page, task._id, () => task));
}

/**
 * Keeps the cached work data in step with the server's events: a task changed elsewhere is shown at once and then
 * refetched with what depends on it (its project, the lists, the dashboard); comments, projects, members and the
 * dashboard's activity are refetched; after a reconnection everything is, since events were missed.
 */
export function useLiveWorkUpdates(): void {
  const queryClient = useQueryClient();
  const onTaskUpdated = ({ task, projectId }: { task: Task; projectId: string | null }) => {
    writeTask(queryClient, task);
    invalidateTask(queryClient, task._id, projectId ?? task.projectId);
  };
  const onStatusChanged = ({ taskId, projectId }: { taskId: string; projectId: string | null }) =>
    invalidateTask(queryClient, taskId, projectId);
  const onProjects = () => {
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() });
    invalidateSearch(queryClient);
    invalidateDashboard(queryClient);
  };
  const onDashboard = () => invalidateDashboard(queryClient);

  useRealtimeEvent('taskUpdated', onTaskUpdated);
  useRealtimeEvent('task:updated', onTaskUpdated);
  useRealtimeEvent('task_status_changed', onStatusChanged);
  useRealtimeEvent('task:status_changed', onStatusChanged);
  useRealtimeEvent('new_task_comment', ({ taskId, projectId }) => {
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.comments(taskId) });
    invalidateTask(queryClient, taskId, projectId);
  });
  useRealtimeEvent('projectUpdated', onProjects);
  useRealtimeEvent('member_update', ({ projectId }) => {
    onProjects();
    // An invitation accepted (someone joined) leaves the inviters' pending lists; a removed or demoted inviter's
    // pending invitations are revoked; a demoted viewer may lose the list: the project's list is read again.
    if (projectId) void queryClient.invalidateQueries({ queryKey: invitationQueryKeys.list(projectId) });
  });
  useRealtimeEvent('activity_update', (entry) => {
    // The feed shows the entry at once, keeping its 20 (spec 4.5); the counts come with the refetch.
    queryClient.setQueriesData<Dashboard>({ queryKey: workQueryKeys.dashboard.all() }, (dashboard) =>
      dashboard?.recentActivity
        ? {
            ...dashboard,
            recentActivity: [entry, ...dashboard.recentActivity.filter((item) => item.id !== entry.id)].slice(
              0,
              ACTIVITY_FEED_LIMIT,
            ),
          }
        : dashboard,
    );
    onDashboard();
  });
  useRealtimeEvent('dashboard_update', ({ type, data }) => {
    // What the server tells of a deletion or a shared to-do: refetch what shows it.
    const about = (data ?? {}) as { projectId?: string | null };
    if (type === 'todo_changed') {
      // While a to-do change of this user's is in flight, a refetch could bring the list from before it and undo
      // what the screen already shows; that change's own settling refetches the lists.
      if (queryClient.isMutating({ mutationKey: TODO_MUTATION_KEY }) === 0) {
        void queryClient.invalidateQueries({ queryKey: workQueryKeys.todos.all() });
      }
      return;
    }
    if (type === 'fields_changed' && about.projectId) {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.fields(about.projectId) });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void invalidateMatching(queryClient, isProjectTaskListKey);
      return;
    }
    if (type === 'workflow_changed' && about.projectId) {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.workflow(about.projectId) });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void invalidateMatching(queryClient, isProjectTaskListKey);
      return;
    }
    // A file attached to or deleted from a task (issue 38): its open screens read its attachments again.
    if (type === 'attachment_added' || type === 'attachment_removed') {
      const { taskId } = (data ?? {}) as { taskId?: string };
      if (taskId) void queryClient.invalidateQueries({ queryKey: workQueryKeys.attachments(taskId) });
      return;
    }
    // Someone followed or left a task: its open screens read its followers again.
    if (type === 'watchers_changed') {
      const { taskId } = (data ?? {}) as { taskId?: string };
      if (taskId) void queryClient.invalidateQueries({ queryKey: workQueryKeys.watchers(taskId) });
      return;
    }
    // A saved view was made, changed or deleted (issue 39): the lists of views are read again.
    if (type === 'views_changed') {
      void queryClient.invalidateQueries({ queryKey: savedViewQueryKeys.all() });
      return;
    }
    if (type === 'labels_changed') {
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.labels() });
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      void invalidateMatching(queryClient, isProjectTaskListKey);
      return;
    }
    if (type === 'task_deleted' || type === 'project_deleted') {
      invalidateSearch(queryClient);
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
      if (type === 'project_deleted' && about.projectId) {
        queryClient.removeQueries({ queryKey: workQueryKeys.projects.detail(about.projectId) });
      }
      void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() });
    }
    onDashboard();
  });
  useRealtimeEvent('dashboard_refresh_requested', onDashboard);
  useOnReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.tasks.all() });
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.projects.all() });
    void queryClient.invalidateQueries({ queryKey: workQueryKeys.dashboard.all() });
    void queryClient.invalidateQueries({ queryKey: invitationQueryKeys.lists() });
    invalidateSearch(queryClient);
  });
}

/** 'typing' is sent at most this often while the person keeps typing; the server clears it 3 s after the last. */
export const TYPING_RESEND_MS = 2000;

export interface DiscussionTyping {
  /** Call on each keystroke: sends 'typing' at once, then at most every {@link TYPING_RESEND_MS}. */
  onTyping: () => void;
  /** Call when the person sends or clears the message: sends 'stopTyping', and the next keystroke types again. */
  onStopTyping: () => void;
}

/** Tells the others in a discussion that the current user is typing, without a message per keystroke. */
export function useDiscussionTyping(discussionId: string): DiscussionTyping {
  const client = useRealtimeClient();
  const lastSent = useRef<number | undefined>(undefined);
  const onTyping = useCallback(() => {
    const now = Date.now();
    if (lastSent.current !== undefined && now - lastSent.current < TYPING_RESEND_MS) return;
    lastSent.current = now;
    void client.emit('typing', { discussionId });
  }, [client, discussionId]);
  const onStopTyping = useCallback(() => {
    lastSent.current = undefined;
    void client.emit('stopTyping', { discussionId });
  }, [client, discussionId]);
  return { onTyping, onStopTyping };
}
