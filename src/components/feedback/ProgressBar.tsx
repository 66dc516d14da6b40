import { Box, useSlotRecipe, type BoxProps } from '@chakra-ui/react';

export interface ProgressBarProps extends Omit<BoxProps, 'children'> {
  /** How far along, 0–100. */
  value: number;
  /** The bar's accessible name. */
  label: string;
}

/**
 * A progress bar that shows a known value, drawn with Chakra's progress recipe (the same look as
 * its `Progress`, the palette from `colorPalette`) on plain elements: Chakra's `Progress` runs a
 * Zag state machine, which brought Zag's core onto the exhibitor's home page for one bar. The kit's
 * MeterBar (a share beside its number in a table cell) draws its bar with it too.
 * @example <ProgressBar value={percent} label={t('company.home.completeness')} colorPalette="blue" flex="1" />
 */
export function ProgressBar({ value, label, ...rest }: ProgressBarProps) {
  const styles = useSlotRecipe({ key: 'progress' })({});
  const percent = Math.min(100, Math.max(0, value));
  return (
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- Chakra's recipe styles a track and a range element; a native <progress> draws its bar in pseudo-elements of its own.
    <Box role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} css={styles.root} {...rest}>
      <Box css={styles.track}>
        <Box css={styles.range} style={{ width: `${percent}%` }} />
      </Box>
    </Box>
  );
}
