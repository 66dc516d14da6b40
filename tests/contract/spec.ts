/**
 * The project's own copy of the specification's checklists (spec/routes.json, calls.json,
 * graphql.json), so that the contract tests pass in a clone in any folder.
 * tests/contract/spec-copy.test.ts says when the copy differs from ../shared/spec.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '../..');
export const specDir = resolve(repoRoot, 'spec');
export const checklists = ['routes.json', 'calls.json', 'graphql.json'] as const;
export type Checklist = (typeof checklists)[number];

export function readChecklist<T>(name: Checklist, dir = specDir): T[] {
  return JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as T[];
}
