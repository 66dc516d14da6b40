import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A chart's frame: its title (the figure's name), the chart and, beside it on wide screens (below
 * on narrow ones), its table. The chart itself is hidden from assistive technology: the table says
 * the same.
 */
export function ChartFigure({ title, description, chart, table, empty }: { title: string; description?: string; chart: ReactNode; table?: ReactNode; empty?: ReactNode }) {
  const id = useId();
  return (
    <Stack as="figure" gap="3" aria-labelledby={id} minW="0">
      <Stack gap="0" as="figcaption" id={id}>
        <Text fontWeight="semibold">{title}</Text>
        {description && (
          <Text textStyle="sm" color="fg.muted">
            {description}
          </Text>
        )}
      </Stack>
      {empty ?? (
        <Grid templateColumns={{ base: '1fr', lg: table ? 'minmax(0, 3fr) minmax(16rem, 2fr)' : '1fr' }} gap="4" alignItems="start">
          <Box aria-hidden minW="0">
            {chart}
          </Box>
          {table}
        </Grid>
      )}
    </Stack>
  );
}

/**
 * The box a chart draws in: the drawing mounts only once the box has a size. Where there is no
 * layout (jsdom) it never mounts, so recharts neither draws at 0 × 0 nor measures tick labels in
 * a hidden element of the page; the table beside still shows the figures.
 */
export function ChartCanvas({ height, children }: { height: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [sized, setSized] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const check = () => {
      const { width, height: h } = box.getBoundingClientRect();
      setSized(width > 0 && h > 0);
    };
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} height={height} width="full">
      {sized ? children : null}
    </Box>
  );
}
