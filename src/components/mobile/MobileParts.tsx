/** Building blocks shared by the mobile back office pages (375 px first, large touch targets). */
import { Button, EmptyState, Flex, Heading, IconButton, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Link, useCanGoBack, useRouter, type NavigateOptions } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronLeft, LuSearch } from 'react-icons/lu';
import { useDebouncedValue } from '@/components/form/useDebouncedValue';

export { useLocalName } from '@/lib/i18n/useLocalName';

/**
 * A page's title row. `back` is where the back button goes when there is no history to return
 * to (a link opened directly); otherwise it returns to the previous page as it was left.
 */
export function PageHeader({ title, subtitle, back }: { title: string; subtitle?: ReactNode; back?: NavigateOptions }) {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Flex align="center" gap="1" minW="0">
      {back && (
        <IconButton
          aria-label={t('common.back')}
          title={t('common.back')}
          variant="ghost"
          size="md"
          ml="-2"
          flexShrink={0}
          data-testid="back"
          onClick={() => (canGoBack ? router.history.back() : void router.navigate({ ...back, replace: true }))}
        >
          <LuChevronLeft />
        </IconButton>
      )}
      <Stack gap="0" minW="0" flex="1">
        <Heading as="h1" size="lg" lineClamp={2}>
          {title}
        </Heading>
        {subtitle && (
          <Text fontSize="sm" color="fg.muted" truncate>
            {subtitle}
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

/**
 * Search as you type: the text is kept locally and handed on 350 ms after the last keystroke
 * (or at once on Enter). When the value changes from outside (a link), the box follows it.
 */
export function SearchBox({ value, onChange, placeholder }: { value?: string; onChange: (value: string | undefined) => void; placeholder: string }) {
  const [text, setText] = useState(value ?? '');
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  const debounced = useDebouncedValue(text, 350);
  const handed = useRef(debounced);
  const lastDebounced = useRef(debounced);
  useEffect(() => {
    // Only a settled change of the typed text is handed on: a new `value` from the URL (after an
    // Enter) must not re-send an older, still-debouncing text.
    if (debounced === lastDebounced.current) return;
    lastDebounced.current = debounced;
    if (debounced === handed.current) return;
    handed.current = debounced;
    const next = debounced.trim() || undefined;
    if (next !== value) onChange(next);
  }, [debounced, value, onChange]);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        handed.current = text;
        const next = text.trim() || undefined;
        if (next !== value) onChange(next);
      }}
    >
      <InputGroup startElement={<LuSearch />}>
        <Input
          type="search"
          enterKeyHint="search"
          size="lg"
          fontSize="md"
          maxLength={100}
          value={text}
          placeholder={placeholder}
          aria-label={placeholder}
          onChange={(e) => setText(e.target.value)}
        />
      </InputGroup>
    </form>
  );
}

interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The end of a paged list: a "load more" button while pages remain. */
export function LoadMore({ query }: { query: PagedQuery }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) {
    return (
      <Text textAlign="center" fontSize="sm" color="fg.muted" py="3">
        {t('mobile.noMore')}
      </Text>
    );
  }
  return (
    <Button
      variant="outline"
      size="lg"
      w="full"
      loading={query.isFetchingNextPage}
      loadingText={t('common.loading')}
      onClick={() => void query.fetchNextPage()}
    >
      {t('mobile.loadMore')}
    </Button>
  );
}

/** A page reached without its exhibition (for example from the tab bar): send the user to pick one. */
export function ChooseExhibition() {
  const { t } = useTranslation();
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Title>{t('mobile.chooseExhibition')}</EmptyState.Title>
        <Button asChild size="lg">
          <Link to="/mobile-backend/ex-list">{t('mobile.chooseExhibitionAction')}</Link>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** "Total N" above a list. */
export function ListTotal({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="list-total">
      {t('mobile.total', { count })}
    </Text>
  );
}
