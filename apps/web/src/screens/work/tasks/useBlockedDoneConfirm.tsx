import { TASK_MODEL_TEXTS, type Task } from '@app/domain';
import { ConfirmDialog } from '@app/ui';
import { useState } from 'react';

interface Pending {
  title: string;
  proceed: () => void;
}

/**
 * Moving a blocked task (a task that blocks it is not done) to a done state asks first. `guard(task, category,
 * proceed)`, with the category of the state it moves to, runs `proceed` at once unless that is the case;
 * `dialog` is the question, to render once.
 */
export function useBlockedDoneConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const guard = (task: Pick<Task, 'title' | 'blocked'>, category: string, proceed: () => void) => {
    if (category === 'done' && task.blocked) setPending({ title: task.title, proceed });
    else proceed();
  };
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={TASK_MODEL_TEXTS.blockedDone.title}
      message={pending ? TASK_MODEL_TEXTS.blockedDone.message(pending.title) : ''}
      confirmLabel={TASK_MODEL_TEXTS.blockedDone.confirm}
      onConfirm={() => {
        pending?.proceed();
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { guard, dialog };
}
