/**
 * User-facing text goes through i18n: no Chinese written in the code of src/app, src/features or
 * src/components (comments aside), so that the English areas never show a Chinese word a page
 * wrote itself. The few Chinese values there are data, not text for the reader, each listed below
 * with why; a new one fails here until it moves to the locale files or joins the list.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files';

const root = join(import.meta.dirname, '../..');
const HAN = /[\u3400-\u9fff\uff08\uff09\u3001\u3002\uff0c\uff1a]/;

/** Files whose Chinese is data, and why. */
const DATA_VALUES: Record<string, string> = {
  'src/features/hostServices/applyEx.ts': 'the names the API stores the three apply-exhibition files under',
  'src/features/exports/exportTasks.ts': "the export tasks' names as the API stores them (also their fixed file names)",
  'src/features/open/health.ts': 'Chinese keywords matched against Chinese company and category names',
  'src/features/leads/consults.ts': 'the fixed Chinese file name of an export (the contract names the other)',
  'src/features/company/SharePage.tsx': 'the fixed Chinese file name of the downloaded mini-programme code',
  'src/features/siteShowcase/floorPlans.ts': 'the name a floor plan is stored under, matched when read back',
  'src/features/live/regions.ts': 'the names the API uses for China, matched against what a viewer chose',
  'src/features/supply/demand.ts': 'the fixed Chinese file names of the purchase-demand exports',
  'src/features/cardPlans/cardPlans.ts': "a spreadsheet's column headings read with Chinese punctuation or without",
  'src/components/form/TagsField.tsx': 'a Chinese comma typed ends a tag as an ASCII one does',
};

const sources = (dir: string) => sourceFiles(dir, { generated: false });

/** The code of a file with its comments blanked (line numbers kept). */
function withoutComments(text: string): string[] {
  const blanked = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  return blanked.split('\n').map((line) => line.replace(/(^|[^:'"`\\])\/\/.*$/, '$1'));
}

describe('user-facing text', () => {
  const files = ['src/app', 'src/features', 'src/components'].flatMap((dir) => sources(join(root, dir)));

  it('is not written in Chinese in the code of pages, layouts and the kit', () => {
    expect(files.length).toBeGreaterThan(300);
    const found: string[] = [];
    for (const file of files) {
      const path = relative(root, file);
      if (path in DATA_VALUES) continue;
      withoutComments(readFileSync(file, 'utf8')).forEach((line, i) => {
        if (HAN.test(line)) found.push(`${path}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("writes numbers with the kit's formatNumber and formatYuan, not in the browser's locale", () => {
    // toLocaleString() follows the browser (12.345,5 in a German one), whatever the page's language.
    const found: string[] = [];
    for (const file of files) {
      const path = relative(root, file);
      if (path === 'src/components/format.ts') continue;
      withoutComments(readFileSync(file, 'utf8')).forEach((line, i) => {
        if (/\.toLocaleString\(|Intl\.NumberFormat/.test(line)) found.push(`${path}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('lists only files that still hold Chinese data values', () => {
    const stale = Object.keys(DATA_VALUES).filter((path) => !withoutComments(readFileSync(join(root, path), 'utf8')).some((line) => HAN.test(line)));
    expect(stale).toEqual([]);
  });
});
