import { ButtonGroup, Flex, HStack, IconButton, NativeSelect, Text, type IconButtonProps } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { SearchLink } from '../navigation/RouteLink';
import { PAGE_SIZES } from './listSearch';

/** How a page is chosen: a link that sets a search param of the current page (one of `S`'s keys), or a handler. */
type PageChoice<S> =
  | {
      /** The current page's search param that holds the page: each page is then a link to it (bookmarkable, preloaded on hover). */
      pageParam: Extract<keyof S, string>;
      onPageChange?: undefined;
    }
  | {
      /** For pages kept outside the URL (a dialog's list): each page is a button. */
      onPageChange: (page: number) => void;
      pageParam?: undefined;
    };

/** `S`: the page's search params (`<ListPagination<QueueSearch> pageParam="pageIndex" …>` checks the name). */
export type ListPaginationProps<S = Record<string, unknown>> = PageChoice<S> & {
  /** Total rows on the server (totalCount). */
  total: number;
  /** 1-based page. */
  page: number;
  pageSize: number;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
};

/** A gap between page numbers. */
const GAP = 'gap';

/**
 * The page numbers to show, as Zag's (and MUI's) pagination picks them: all when there are at most
 * seven, else the first, the last, the current one with one on each side, and gaps between.
 */
function pageItems(page: number, totalPages: number, siblings = 1): (number | typeof GAP)[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const slots = 2 * siblings + 5;
  if (totalPages <= slots) return range(1, totalPages);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const gapLeft = left > 3;
  const gapRight = right < totalPages - 2;
  if (!gapLeft) return [...range(1, slots - 2), GAP, totalPages];
  if (!gapRight) return [1, GAP, ...range(totalPages - (slots - 3), totalPages)];
  return [1, GAP, ...range(left, right), GAP, totalPages];
}

/**
 * The total count, a page-size choice and the page numbers (compact on phones). Pages in the URL
 * are links (`pageParam`); other lists get buttons (`onPageChange`). Plain links and buttons: no
 * state machine on a list's first paint.
 * @example <ListPagination total={data.totalCount} page={list.search.pageIndex} pageSize={list.search.pageSize}
 *   pageParam="pageIndex" onPageSizeChange={list.setPageSize} />
 */
export function ListPagination<S = Record<string, unknown>>({ total, page, pageSize, onPageSizeChange, pageSizes = PAGE_SIZES, pageParam, onPageChange }: ListPaginationProps<S>) {
  const { t } = useTranslation();
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const totalPages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(1, page), totalPages);

  /** One page's control: a link or a button, or a disabled button where there is nowhere to go. */
  const control = (to: number | undefined, label: string, content: ReactNode, props: IconButtonProps = {}) => {
    if (to === undefined) return <IconButton aria-label={label} disabled {...props}>{content}</IconButton>;
    if (pageParam !== undefined) {
      return (
        <IconButton asChild {...props}>
          <SearchLink patch={{ [pageParam]: to }} resetScroll={false} aria-label={label}>
            {content}
          </SearchLink>
        </IconButton>
      );
    }
    return <IconButton aria-label={label} onClick={() => onPageChange?.(to)} {...props}>{content}</IconButton>;
  };

  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap">
      <Text textStyle="sm" color="fg.muted">
        {t('kit.list.total', { count: total })}
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        {onPageSizeChange && (
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field aria-label={t('kit.list.pageSize')} value={String(pageSize)} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
              {sizes.map((size) => (
                <option key={size} value={size}>
                  {t('kit.list.pageSizeOption', { count: size })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
        <nav aria-label={t('kit.list.pagination')}>
          <ButtonGroup variant="ghost" size="sm" gap="1">
            {control(current > 1 ? current - 1 : undefined, t('kit.list.prevPage'), <LuChevronLeft />)}
            <HStack gap="1" hideBelow="sm">
              {pageItems(current, totalPages).map((item, i) =>
                item === GAP ? (
                  <Text as="span" key={`gap-${i}`} px="1" color="fg.muted" aria-hidden>
                    …
                  </Text>
                ) : (
                  <Fragment key={item}>
                    {control(item, t('kit.list.pageLabel', { page: item }), item, item === current ? { variant: 'outline', 'aria-current': 'page' } : {})}
                  </Fragment>
                ),
              )}
            </HStack>
            <Text as="span" textStyle="sm" px="2" hideFrom="sm">
              {t('kit.list.pageOf', { page: current, total: totalPages })}
            </Text>
            {control(current < totalPages ? current + 1 : undefined, t('kit.list.nextPage'), <LuChevronRight />)}
          </ButtonGroup>
        </nav>
      </Flex>
    </Flex>
  );
}
