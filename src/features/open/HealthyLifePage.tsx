/**
 * /exhibition/mobileHealthyLife (000 §2, open, Chinese only): the themed "健康生活" page on a phone —
 * the shown products of the default exhibition whose name, category or tags are health related
 * (see health.ts), as cards with image, name and company.
 */
import { Center, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuHeartPulse, LuImage } from 'react-icons/lu';
import { useExhibitionGetAll } from '@gen/api/host-exhibition/host-exhibition';
import type { Exhibition, Product } from '@gen/api/model';
import { useProductGetBackEndByExhibition } from '@gen/api/product/product';
import { firstImage, Thumbnail } from '@/components/kit';
import { useLocalName } from '@/components/mobile/MobileParts';
import { isHealthProduct } from './health';
import { OPEN_REQUEST, OpenQueryState, OpenShell } from '@/components/open/OpenShell';

/** How many products of the exhibition are looked through (one request). */
const SCAN_SIZE = 500;

export function HealthyLifePage() {
  const { t } = useTranslation();
  const exhibitions = useExhibitionGetAll({ pageIndex: 1, pageSize: 50 }, { query: { staleTime: 5 * 60_000 }, request: OPEN_REQUEST });
  const current = exhibitions.data?.data.items.find((e) => e.isDefault) ?? exhibitions.data?.data.items[0];
  return (
    <OpenShell
        title={t('openPages.healthy.title')}
        subtitle={current ? t('openPages.healthy.subtitle', { exhibition: current.shortName || current.name }) : undefined}
      >
        <Center color="green.600" py="1" aria-hidden>
          <LuHeartPulse size="40" />
        </Center>
        <OpenQueryState query={exhibitions} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('openPages.healthy.noExhibition')}>
          {() => current && <HealthyProducts exhibition={current} />}
        </OpenQueryState>
    </OpenShell>
  );
}

function HealthyProducts({ exhibition }: { exhibition: Exhibition }) {
  const { t } = useTranslation();
  const products = useProductGetBackEndByExhibition(
    { exhibitionId: exhibition.id, isShow: true, pageIndex: 1, pageSize: SCAN_SIZE },
    { query: { staleTime: 60_000, select: (r) => r.data.items.filter((p) => p.isShow && !p.isDeleted && isHealthProduct(p)) }, request: OPEN_REQUEST },
  );
  return (
    <OpenQueryState query={products} isEmpty={(items) => items.length === 0} emptyTitle={t('openPages.healthy.empty')} skeletonRows={6}>
      {(items) => (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted" data-testid="healthy-total">
            {t('openPages.total', { count: items.length })}
          </Text>
          <SimpleGrid as="ul" columns={2} gap="3" listStyleType="none" aria-label={t('openPages.healthy.title')}>
            {items.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} />
              </li>
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </OpenQueryState>
  );
}

function ProductCard({ product }: { product: Product }) {
  const localName = useLocalName();
  const src = firstImage(product.banner);
  return (
    <Stack gap="1" minW="0" bg="bg" rounded="md" borderWidth="1px" overflow="hidden" h="full" data-testid="healthy-product">
      {src ? (
        <Thumbnail src={src} alt="" aspectRatio={1} objectFit="cover" loading="lazy" bg="bg.muted" />
      ) : (
        <Center aspectRatio={1} bg="bg.muted" color="fg.subtle">
          <LuImage aria-hidden />
        </Center>
      )}
      <Stack gap="0.5" px="2" pb="2">
        <Text fontWeight="medium" fontSize="sm" lineClamp={2}>
          {localName(product.name, product.nameEn)}
        </Text>
        {product.compName && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {product.compName}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
