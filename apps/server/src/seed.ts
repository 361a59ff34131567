import { sql } from 'drizzle-orm';
import type { AppDb } from './db/client';
import { users } from './db/schema';
import { serverModules } from './modules';
import { type DemoAccount, findDemoAccounts } from './modules/auth';
import type { SeedContext, SeedFacts, SeedStep, ServerModule } from './modules/module';

export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
  type DemoAccountKind,
} from './modules/auth';
export { findDemoAccounts };

// Serializes concurrent seeders (several processes starting on one PostgreSQL); any constant works.
const SEED_LOCK_KEY = 728_164_002;

interface NamedStep {
  module: string;
  step: SeedStep;
}

/**
 * The modules' seed steps in an order that runs each after the modules it names in `after` (otherwise in the
 * order of the module list). Fails on a step that names a module without a seed step, or on a cycle.
 */
export function orderSeedSteps(modules: readonly ServerModule[]): NamedStep[] {
  const steps = new Map<string, SeedStep>();
  for (const module of modules) if (module.seed) steps.set(module.name, module.seed);
  const ordered: NamedStep[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: readonly string[]) => {
    if (state.get(name) === 'done') return;
    if (state.get(name) === 'visiting')
      throw new Error(`Seed steps wait on each other: ${[...path, name].join(' -> ')}`);
    const step = steps.get(name);
    if (!step)
      throw new Error(`The seed step of ${path.at(-1)} runs after '${name}', which has no seed step`);
    state.set(name, 'visiting');
    for (const before of step.after ?? []) visit(before, [...path, name]);
    state.set(name, 'done');
    ordered.push({ module: name, step });
  };
  for (const name of steps.keys()) visit(name, []);
  return ordered;
}

/**
 * Fills an empty database (no users) with every module's demo data, in one transaction: an individual with three
 * projects, their tasks, comments and to-dos; Acme with its admin, a department manager, members, departments
 * (one a sub-department), two teams, projects in each department and a shared to-do; Globex with its admin and a
 * project; and a platform admin. Returns the accounts it created: none when
 * users exist.
 */
export async function seedDemoData(
  db: AppDb,
  modules: readonly ServerModule[] = serverModules,
): Promise<DemoAccount[]> {
  const steps = orderSeedSteps(modules);
  // Slow preparations (password hashes) outside the transaction.
  const prepared = await Promise.all(steps.map(({ step }) => step.prepare?.()));
  const now = new Date();

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const anyUser = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser.length > 0) return [];

    const facts = new Map<keyof SeedFacts, unknown>();
    let current = '';
    const context: SeedContext = {
      tx,
      now,
      need: (key) => {
        if (!facts.has(key)) {
          throw new Error(
            `The seed step of ${current} needs '${key}': name the module that provides it in 'after'`,
          );
        }
        return facts.get(key) as SeedFacts[typeof key];
      },
      provide: (key, value) => {
        facts.set(key, value);
      },
    };
    for (const [index, { module, step }] of steps.entries()) {
      current = module;
      await step.run(context, prepared[index]);
    }
    return (facts.get('demoAccounts') as DemoAccount[] | undefined) ?? [];
  });
}
