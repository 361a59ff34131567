import {
  type ChatAction,
  ProgressDataSchema,
  ProjectDisplayDataSchema,
  QuickActionsDataSchema,
  TaskDisplayDataSchema,
  TeamDataSchema,
} from '@app/domain';
import { ProgressResult } from './ProgressResult';
import { ProjectListResult } from './ProjectListResult';
import { QuickActionsResult } from './QuickActionsResult';
import { TaskListResult } from './TaskListResult';
import { TeamResult } from './TeamResult';

export interface ChatActionResultProps {
  /** The reply's action; only the display actions render anything. */
  action: ChatAction | null | undefined;
  /** The reply's action data, checked against the action's schema before it is shown. */
  actionData: unknown;
  /** Called with a quick action's command. */
  onQuickAction: (command: string) => void;
  /** Called with `/tasks/{id}` or `/tasks` on a plain click of a task link. */
  onNavigate?: (href: string) => void;
  /** Disables actions that send a request (quick actions) while one is in flight. */
  busy?: boolean;
}

/**
 * The rich part of a bot reply, picked by its action: tasks, projects, progress, team or quick actions.
 * Data that does not match the action's schema is not shown (the reply's text still is).
 */
export function ChatActionResult({
  action,
  actionData,
  onQuickAction,
  onNavigate,
  busy,
}: ChatActionResultProps) {
  switch (action) {
    case 'display_tasks': {
      const parsed = TaskDisplayDataSchema.safeParse(actionData);
      return parsed.success ? <TaskListResult data={parsed.data} onNavigate={onNavigate} /> : null;
    }
    case 'display_projects': {
      const parsed = ProjectDisplayDataSchema.safeParse(actionData);
      return parsed.success ? <ProjectListResult data={parsed.data} /> : null;
    }
    case 'display_progress': {
      const parsed = ProgressDataSchema.safeParse(actionData);
      return parsed.success ? <ProgressResult data={parsed.data} /> : null;
    }
    case 'display_team': {
      const parsed = TeamDataSchema.safeParse(actionData);
      return parsed.success ? <TeamResult data={parsed.data} /> : null;
    }
    case 'display_quick_actions': {
      const parsed = QuickActionsDataSchema.safeParse(actionData);
      return parsed.success ? (
        <QuickActionsResult data={parsed.data} onQuickAction={onQuickAction} disabled={busy} />
      ) : null;
    }
    default:
      return null;
  }
}
