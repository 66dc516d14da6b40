/**
 * The app's style system (src/components/system.ts) carries Chakra's recipes for the components the
 * app uses, and only those: a component whose recipe is missing renders without its styles (a
 * dialog with no box, a menu with no list), with no error anywhere.
 */
import { defaultConfig } from '@chakra-ui/react';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recipes, slotRecipes, system } from '@/components/system';
import { chakraImports, recipesUsed } from '../support/chakra-recipes';

const root = resolve(__dirname, '../..');
const chakraRecipes = new Set([...Object.keys(defaultConfig.theme?.recipes ?? {}), ...Object.keys(defaultConfig.theme?.slotRecipes ?? {})]);
const used = recipesUsed(root);
const declared = new Set([...Object.keys(recipes), ...Object.keys(slotRecipes)]);

describe("the app's Chakra recipes", () => {
  it('are found by following the components src/ imports', () => {
    // The reading itself works: the dialogs, menus and buttons of every page are found.
    expect(chakraImports(resolve(root, 'src')).has('Dialog')).toBe(true);
    expect([...used.keys()]).toEqual(expect.arrayContaining(['dialog', 'menu', 'button', 'spinner', 'toast', 'table']));
    // Button asks for its recipe on a line of its own; CloseButton is built on it.
    expect([...(used.get('button') ?? [])]).toEqual(expect.arrayContaining(['Button', 'CloseButton']));
    // The app's own elements drawn with a recipe: the login page's ways (tabs), the kit's progress bar.
    expect([...(used.get('tabs') ?? [])]).toEqual(expect.arrayContaining(['src/features/account/LoginPage.tsx']));
    expect([...(used.get('progress') ?? [])]).toEqual(expect.arrayContaining(['src/components/feedback/ProgressBar.tsx']));
    // And the table's row buttons and status badges, styled once per table from these recipes.
    expect([...(used.get('button') ?? [])]).toEqual(expect.arrayContaining(['src/components/list/DataTable.tsx']));
    expect([...(used.get('badge') ?? [])]).toEqual(expect.arrayContaining(['src/components/list/DataTable.tsx']));
  });

  it('include every recipe a component of the app asks for', () => {
    const missing = [...used].filter(([key]) => chakraRecipes.has(key) && !declared.has(key)).map(([key, by]) => `${key} (asked for by ${[...by].join(', ')})`);
    expect(missing, 'add them to src/components/system.ts').toEqual([]);
  });

  it('include no recipe that no component of the app asks for', () => {
    const unused = [...declared].filter((key) => !used.has(key));
    expect(unused, 'remove them from src/components/system.ts').toEqual([]);
  });

  it('are what the system finds and styles the components with (they are handed to it once it is made)', () => {
    for (const [key, recipe] of Object.entries(recipes)) {
      expect(system.isRecipe(key), key).toBe(true);
      expect(system.getRecipe(key), key).toBe(recipe);
    }
    for (const [key, recipe] of Object.entries(slotRecipes)) {
      expect(system.isSlotRecipe(key), key).toBe(true);
      expect(system.getSlotRecipe(key), key).toBe(recipe);
    }
    // The styles a component gets: an outline button's border, a dialog's backdrop.
    expect(system.getRecipeFn('button')({ variant: 'outline' })).toMatchObject({ '@layer recipes': { borderWidth: '1px', borderRadius: 'var(--chakra-radii-l2)' } });
    expect(system.getSlotRecipeFn('dialog')({})).toMatchObject({ backdrop: { '@layer recipes': { position: 'fixed', background: 'var(--chakra-colors-black-alpha-500)' } } });
  });

  it("are Chakra's own, under the keys its components ask for", () => {
    for (const key of declared) expect(chakraRecipes.has(key), key).toBe(true);
    for (const [key, recipe] of Object.entries({ ...recipes, ...slotRecipes })) {
      const own = defaultConfig.theme?.recipes?.[key] ?? defaultConfig.theme?.slotRecipes?.[key];
      expect(recipe, key).toStrictEqual(own);
    }
  });
});
