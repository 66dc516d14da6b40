import { Box, Center, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronRight, LuImage, LuLink, LuSearch, LuVideo } from 'react-icons/lu';
import { useProductGetByCompId } from '@gen/api/product/product';
import { firstImage, SafeHtml, Thumbnail } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { useSession } from '@/lib/session/store';
import { isHtmlText, type Block, type Position } from './blocks';

const VideoBox = chakra('video');

const justify: Record<Position, 'flex-start' | 'center' | 'flex-end'> = { left: 'flex-start', center: 'center', right: 'flex-end' };

function Placeholder({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Center flexDirection="column" gap="1" bg="gray.100" color="gray.500" rounded="md" minH="24" textStyle="sm">
      {icon}
      <Text>{text}</Text>
    </Center>
  );
}

function TextPreview({ block }: { block: Block<'text'> }) {
  const { t } = useTranslation();
  const c = block.config;
  const style = { fontSize: c.fontSize, color: c.color, textAlign: c.position } as const;
  if (!c.content.trim()) {
    return (
      <Text px="3" py="2" color="gray.400" textAlign={c.position}>
        {t('template.preview.emptyText')}
      </Text>
    );
  }
  return isHtmlText(c) ? (
    <SafeHtml html={c.content} px="3" py="2" style={style} />
  ) : (
    <Text px="3" py="2" whiteSpace="pre-wrap" style={style}>
      {c.content}
    </Text>
  );
}

function PicturePreview({ block }: { block: Block<'picture'> }) {
  const { t } = useTranslation();
  const c = block.config;
  return (
    <Box style={{ padding: `${c.padding}px` }}>
      {c.list.length === 0 ? (
        <Placeholder icon={<LuImage aria-hidden />} text={t('template.preview.noPictures')} />
      ) : (
        <Stack gap="0" style={{ rowGap: `${c.spacing}px` }}>
          {c.list.map((item, i) => (
            <Box key={`${item.url}-${i}`} position="relative">
              <Thumbnail src={item.url} alt={item.title} width="full" display="block" loading="lazy" />
              {item.link.type !== 'none' && item.link.value && (
                <Box position="absolute" top="2" right="2" bg="blackAlpha.600" color="white" rounded="full" p="1" aria-hidden>
                  <LuLink size="12" />
                </Box>
              )}
              {item.title && (
                <Text textStyle="sm" px="2" py="1" color="gray.700">
                  {item.title}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function TitlePreview({ block }: { block: Block<'title'> }) {
  const { t } = useTranslation();
  const c = block.config;
  return (
    <Box style={{ padding: `${c.padding}px` }}>
      <Heading as="h2" size="md" textAlign={c.position} px="3" color={c.text ? 'black' : 'gray.400'}>
        {c.text || t('template.preview.emptyTitle')}
      </Heading>
    </Box>
  );
}

function LinkPreview({ block }: { block: Block<'link'> }) {
  const { t } = useTranslation();
  const c = block.config;
  return (
    <HStack px="3" py="2" justify={justify[c.position]} color={c.text ? 'blue.600' : 'gray.400'} gap="1">
      <Text>{c.text || t('template.preview.emptyLink')}</Text>
      <LuChevronRight aria-hidden />
    </HStack>
  );
}

function SearchPreview({ block }: { block: Block<'search'> }) {
  const { t } = useTranslation();
  const c = block.config;
  const compId = useSession((s) => s.company?.id ?? '');
  const localName = useLocalName();
  const products = useProductGetByCompId({ compId, pageIndex: 1, pageSize: 4 }, { query: { enabled: Boolean(compId), staleTime: 60_000 } });
  const items = products.data?.data?.items ?? [];
  const radius = c.style === 'circular' ? '999px' : '4px';
  return (
    <Stack px="3" py="2" gap="3">
      <HStack justify={justify[c.position]}>
        <HStack
          gap="0"
          width={c.position === 'center' ? 'full' : '80%'}
          overflow="hidden"
          style={{ border: `1px solid ${c.colors.border}`, background: c.colors.background, borderRadius: radius }}
        >
          <HStack flex="1" px="3" py="1.5" gap="2" color="gray.500" minW="0">
            <LuSearch aria-hidden />
            <Text truncate textStyle="sm">
              {c.words}
            </Text>
          </HStack>
          <Box px="3" py="1.5" color="white" textStyle="sm" style={{ background: c.colors.button, borderRadius: radius }}>
            {t('template.preview.searchButton')}
          </Box>
        </HStack>
      </HStack>
      {items.length > 0 ? (
        <SimpleGrid columns={2} gap="2">
          {items.map((p) => {
            const src = firstImage(p.banner);
            return (
              <Stack key={p.id} gap="1" minW="0">
                {src ? (
                  <Thumbnail src={src} alt="" aspectRatio="1" objectFit="cover" rounded="sm" loading="lazy" />
                ) : (
                  <Center aspectRatio="1" bg="gray.100" color="gray.400" rounded="sm">
                    <LuImage aria-hidden />
                  </Center>
                )}
                <Text textStyle="xs" truncate>
                  {localName(p)}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
      ) : (
        products.isSuccess && (
          <Text textStyle="xs" color="gray.500" textAlign="center">
            {t('template.preview.noProducts')}
          </Text>
        )
      )}
    </Stack>
  );
}

function VideoPreview({ block }: { block: Block<'video'> }) {
  const { t } = useTranslation();
  const c = block.config;
  return (
    <Stack px="3" py="2" gap="1">
      {c.link ? (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- company videos come without captions
        <VideoBox
          src={c.link}
          poster={c.coverType === 'custom' && c.cover ? c.cover : undefined}
          controls
          preload="metadata"
          width="full"
          aspectRatio="16/9"
          bg="black"
          rounded="md"
        />
      ) : c.coverType === 'custom' && c.cover ? (
        <Thumbnail src={c.cover} alt="" width="full" aspectRatio="16/9" objectFit="cover" rounded="md" />
      ) : (
        <Placeholder icon={<LuVideo aria-hidden />} text={t('template.preview.noVideo')} />
      )}
      <Text textStyle="xs" color="gray.500" textAlign="right">
        {t('template.preview.duration', { seconds: c.time / 1000 })}
      </Text>
    </Stack>
  );
}

/** One block as the mini-site shows it. */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'text':
      return <TextPreview block={block} />;
    case 'picture':
      return <PicturePreview block={block} />;
    case 'title':
      return <TitlePreview block={block} />;
    case 'link':
      return <LinkPreview block={block} />;
    case 'search':
      return <SearchPreview block={block} />;
    case 'video':
      return <VideoPreview block={block} />;
  }
}

/**
 * The page at phone width (375 px, narrower when the screen is): the blocks as the mini-site
 * shows them; the active block is outlined.
 */
export function PhonePreview({ blocks, active = -1, label, maxHeight = '70vh', minHeight = '480px' }: {
  blocks: readonly Block[];
  active?: number;
  /** Accessible name of the frame. */
  label?: string;
  maxHeight?: string;
  minHeight?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      as="section"
      aria-label={label ?? t('template.preview.frame')}
      data-testid="phone-preview"
      width="375px"
      maxWidth="full"
      mx="auto"
      borderWidth="6px"
      borderColor="gray.800"
      rounded="3xl"
      overflow="hidden"
      bg="white"
      color="black"
      boxShadow="md"
    >
      <Box height="5" bg="gray.800" />
      <Stack gap="2" py="3" minHeight={minHeight} maxHeight={maxHeight} overflowY="auto">
        {blocks.length === 0 ? (
          <Center flex="1" color="gray.400" textStyle="sm">
            {t('template.preview.empty')}
          </Center>
        ) : (
          blocks.map((block, i) => (
            <Box
              key={block.id}
              data-testid="preview-block"
              data-type={block.type}
              outline={i === active ? '2px solid' : undefined}
              outlineColor="blue.500"
              outlineOffset="-2px"
            >
              <BlockView block={block} />
            </Box>
          ))
        )}
      </Stack>
    </Box>
  );
}
