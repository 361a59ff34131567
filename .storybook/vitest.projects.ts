import type { TestProjectInlineConfiguration } from 'vitest/config';

export function storybookProjects(): TestProjectInlineConfiguration[] {
  return [];
}
