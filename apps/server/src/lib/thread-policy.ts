// Scheduling policies for the server's helper threads, on Linux where a policy belongs to a thread. The event loop
// answers every request; the helper threads (password hashing, the embedded database) work for it, and on a
// machine with few cores they must not take its core at the wrong moment:
// - SCHED_IDLE: the thread runs only on a core that nothing else wants, and any thread that wakes up takes the
//   core from it at once. For password hashes: a sign-in waits, signed-in people do not.
// - SCHED_BATCH: normal share of the CPU, but waking up does not preempt the running thread. For the database
//   thread: when the event loop sends a query, the database thread used to take the event loop's own core at
//   once, mid-turn, for the whole query (about 150 us of every query's postMessage, measured on a sign-in).
//   Now it waits for a free core, or for the event loop to finish its turn.
// The thread asks `chrt` (util-linux) to change its own policy, by the thread id the kernel knows it by
// (/proc/thread-self points at /proc/<pid>/task/<tid>). Where that fails (no chrt, not Linux), the thread keeps
// the normal policy; nothing else changes.

export type ThreadPolicy = 'batch' | 'idle';

/**
 * Sets the calling thread's policy; true when it took effect. Self-contained (built-in modules through
 * `process.getBuiltinModule`), so that its text also serves worker threads run with `eval`
 * ({@link SET_THREAD_POLICY_SOURCE}).
 */
export function setThreadPolicy(policy: ThreadPolicy): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const tid = process.getBuiltinModule('node:fs').readlinkSync('/proc/thread-self').split('/').pop() ?? '';
    const result = process
      .getBuiltinModule('node:child_process')
      .spawnSync('chrt', [`--${policy}`, '--pid', '0', tid], { stdio: 'ignore', timeout: 5000 });
    return result.status === 0;
  } catch {
    return false;
  }
}

/** Source of `setThreadPolicy(policy)` for the source of a worker thread run with `eval`. */
export const SET_THREAD_POLICY_SOURCE = `const setThreadPolicy = ${setThreadPolicy.toString()};`;
