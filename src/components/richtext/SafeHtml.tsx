import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

/** Readable defaults for HTML content (images fit, lists indented). */
export const htmlContentStyles: BoxProps['css'] = {
  wordBreak: 'break-word',
  '& img, & video': { maxWidth: '100%', height: 'auto' },
  '& p': { marginBlock: '0.5em' },
  '& h1, & h2, & h3': { fontWeight: 'semibold', marginBlock: '0.6em', fontSize: '1.2em' },
  '& ul': { paddingInlineStart: '1.5em', listStyleType: 'disc' },
  '& ol': { paddingInlineStart: '1.5em', listStyleType: 'decimal' },
  '& a': { color: 'blue.600', textDecoration: 'underline' },
  '& table': { borderCollapse: 'collapse', maxWidth: '100%', display: 'block', overflowX: 'auto' },
  '& td, & th': { border: '1px solid', borderColor: 'border', padding: '1' },
};

/**
 * Renders HTML from the API through DOMPurify: no scripts, no event handlers, no javascript:
 * links; images shrink to fit (375 px phones included).
 * @example <SafeHtml html={product.introduction} />
 */
export function SafeHtml({ html, ...rest }: { html: string | null | undefined } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Box css={htmlContentStyles} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
