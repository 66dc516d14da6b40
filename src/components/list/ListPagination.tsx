import { ButtonGroup, Flex, HStack, IconButton, NativeSelect, Pagination, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { PAGE_SIZES } from './listSearch';

export interface ListPaginationProps {
  /** Total rows on the server (totalCount). */
  total: number;
  /** 1-based page. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
}

/**
 * Chakra pagination with the total count and a page-size choice; compact on phones.
 * @example <ListPagination total={data.totalCount} page={list.search.pageIndex} pageSize={list.search.pageSize}
 *   onPageChange={list.setPage} onPageSizeChange={list.setPageSize} />
 */
export function ListPagination({ total, page, pageSize, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES }: ListPaginationProps) {
  const { t } = useTranslation();
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
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
        <Pagination.Root
          count={total}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          onPageChange={(e) => onPageChange(e.page)}
          translations={{
            rootLabel: t('kit.list.pagination'),
            prevTriggerLabel: t('kit.list.prevPage'),
            nextTriggerLabel: t('kit.list.nextPage'),
            itemLabel: ({ page: p }) => t('kit.list.pageLabel', { page: p }),
          }}
        >
          <ButtonGroup variant="ghost" size="sm" gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label={t('kit.list.prevPage')}>
                <LuChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <HStack gap="1" hideBelow="sm">
              <Pagination.Items
                render={(item) => (
                  <IconButton variant={{ base: 'ghost', _selected: 'outline' }} aria-label={t('kit.list.pageLabel', { page: item.value })}>
                    {item.value}
                  </IconButton>
                )}
              />
            </HStack>
            <Pagination.PageText hideFrom="sm" format={({ page: p, totalPages }) => t('kit.list.pageOf', { page: p, total: totalPages })} />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label={t('kit.list.nextPage')}>
                <LuChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      </Flex>
    </Flex>
  );
}
