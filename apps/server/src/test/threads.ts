import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

// The scheduling of this process's threads as Linux reports it, for the tests of the helper threads' policies
// (src/lib/thread-policy.ts).

/** Linux's policy numbers (field 41 of /proc/<pid>/task/<tid>/stat). */
export const LINUX_POLICY = { other: 0, batch: 3, idle: 5 } as const;

/** True where a thread can change its policy here: Linux with util-linux's `chrt`. */
export const canSetThreadPolicy =
  process.platform === 'linux' && spawnSync('chrt', ['--version']).status === 0;

export interface ThreadScheduling {
  tid: number;
  nice: number;
  policy: number;
}

/** Every thread of this process, with its nice value and policy; the main thread's tid is the process id. */
export function threadScheduling(): ThreadScheduling[] {
  return readdirSync('/proc/self/task').map((tid) => {
    // The fields after the command name: [16] is field 19 (nice), [38] is field 41 (policy).
    const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return { tid: Number(tid), nice: Number(fields[16]), policy: Number(fields[38]) };
  });
}

/** The main thread's entry of {@link threadScheduling}. */
export function mainThread(threads: ThreadScheduling[]): ThreadScheduling | undefined {
  return threads.find((thread) => thread.tid === process.pid);
}
