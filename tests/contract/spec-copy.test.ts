/**
 * spec/ holds the project's copy of the specification's checklists, so that the contract tests pass
 * in a clone in any folder. Where the specification sits next to the repository (../shared/spec),
 * this test fails when the copy differs from it and says which entries; elsewhere it says in its
 * output that it could not compare.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checklists, readChecklist, repoRoot, specDir, type Checklist } from './spec';

const sharedDir = resolve(repoRoot, '..', 'shared', 'spec');

/** One readable line per entry: its identifying fields first, so a difference is easy to spot. */
function label(name: Checklist, entry: Record<string, unknown>): string {
  if (name === 'calls.json') return `${String(entry.method)} ${String(entry.path)}`;
  if (name === 'routes.json') return String(entry.path);
  return `${String(entry.group)}.${String(entry.operation)}`;
}

/** What differs between spec/<name> and ../shared/spec/<name>, as sentences (none when equal). */
function differences(name: Checklist): string[] {
  const shared = resolve(sharedDir, name);
  if (!existsSync(shared)) return [`${name}: missing from ../shared/spec`];
  if (readFileSync(shared, 'utf8') === readFileSync(resolve(specDir, name), 'utf8')) return [];
  const ours = readChecklist<Record<string, unknown>>(name);
  const theirs = readChecklist<Record<string, unknown>>(name, sharedDir);
  const text = (e: Record<string, unknown>) => JSON.stringify(e);
  const oursText = new Set(ours.map(text));
  const theirsText = new Set(theirs.map(text));
  const problems = [
    ...theirs.filter((e) => !oursText.has(text(e))).map((e) => `${name}: only in ../shared/spec (new or changed there): ${label(name, e)}`),
    ...ours.filter((e) => !theirsText.has(text(e))).map((e) => `${name}: only in spec/ (removed or changed in ../shared/spec): ${label(name, e)}`),
  ];
  return problems.length ? problems : [`${name}: same entries, but the order or formatting differs`];
}

describe('the checklist copy in spec/', () => {
  it('holds every checklist, each a non-empty list', () => {
    for (const name of checklists) {
      const entries = readChecklist<Record<string, unknown>>(name);
      expect(Array.isArray(entries), name).toBe(true);
      expect(entries.length, name).toBeGreaterThan(0);
    }
  });

  it('is the same as ../shared/spec where that folder exists', () => {
    if (!existsSync(sharedDir)) {
      console.log(`spec copy: no ${sharedDir} next to this clone, comparison not made (spec/ is used as it is)`);
      return;
    }
    const problems = checklists.flatMap(differences);
    if (problems.length) {
      console.error(
        `spec/ differs from ${sharedDir}: copy the new checklists with\n` +
          `  cp ${sharedDir}/{routes,calls,graphql}.json spec/\n` +
          'then update the contract, the routes and tests/contract/routes-to-build.txt to match.',
      );
    }
    expect(problems).toEqual([]);
    console.log(`spec copy: spec/ matches ${sharedDir} (${checklists.join(', ')})`);
  });
});
