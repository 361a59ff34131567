import type { TestProjectInlineConfiguration } from 'vitest/config';

export function serverProjects(): TestProjectInlineConfiguration[] {
  return [];
}
