import type { ReactNode } from 'react';

/**
 * A name with a muted second line under it (its company, English name, contact): the cell most
 * lists show first. The second line is left out when empty; `mainLines` / `subLines` cut a line
 * that runs longer with an ellipsis.
 *
 * Plain elements that the app's global styles draw (`.kit-two-lines` in src/components/system.ts,
 * written into index.html at build): a list shows one in every row, where Chakra's Stack and two
 * Texts were three styled components to resolve each time a row is rendered.
 * @example <TwoLines main={j.companyName} sub={j.companyNameEn} />
 */
export function TwoLines({ main, sub, strong = true, mainLines, subLines }: { main: ReactNode; sub?: ReactNode; strong?: boolean; mainLines?: 1 | 2; subLines?: 1 | 2 }) {
  return (
    <div className="kit-two-lines">
      <p data-strong={strong ? '' : undefined} data-lines={mainLines}>
        {main}
      </p>
      {sub !== undefined && sub !== null && sub !== '' && (
        <p data-sub="" data-lines={subLines}>
          {sub}
        </p>
      )}
    </div>
  );
}
