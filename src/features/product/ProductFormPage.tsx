/**
 * 发布产品 / 编辑产品 (/exhibition{-$lang}/index/product/addpro, …/editpro?id=): one form for both.
 * Category, tags, authorisations, qualities, sales channels and section offices (科室) are {id, name} JSON text, banner and video JSON text, the introduction rich
 * text or (styleId 1) blocks. Featured is its own call (SetTopic) after the save (resources.ts).
 */
import { Fieldset, HStack, RadioGroup } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Product, ProTag } from '@gen/api/model';
import { useProAuthGetList, useProCertificateQualitiesGetList, useProTagGetListAndChildren } from '@gen/api/product/product';
import { ProductCreateBody, productCreateBodyNameMax } from '@gen/zod/product/product';
import {
  blank, DateRangeField, FormSection, FullRow, ImageListField, NumberField, QuerySelectField, ResourceFormPage, RichTextField, StructuredIntroField,
  SwitchField, TextField, VideoListField, withDateRange, type EntityForm,
} from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { RefTreeField } from './fields';
import { blocksToHtml, htmlToBlocks, isBlocks } from './introduction';
import { channelsQuery, product, sectionOfficesQuery } from './resources';
import { useCategoryTree, useCompanyGroups, type TreeNode } from './shared';

export const productSchema = withDateRange(
  ProductCreateBody.pick({
    nameEn: true, model: true, price: true, banner: true, video: true, category: true, tags: true, auths: true, qualities: true, channels: true, sectionOffices: true,
    styleId: true, introduction: true,
    exhibitIntroductType: true, applyStart: true, applyEnd: true, isShow: true,
  }).extend({
    name: z.string().trim().min(1).max(productCreateBodyNameMax),
    groupId: blank(ProductCreateBody.shape.groupId),
    /** Shown as a switch; saved through SetTopic (topic 1/0). */
    featured: z.boolean(),
    /** Whose product (the host's form chooses the exhibitor's join; the exhibitor's own form leaves it). */
    joinId: z.string().optional(),
  }),
  'applyStart',
  'applyEnd',
);
type Values = z.input<typeof productSchema>;
export type ProductFormValues = Values;

export const productDefaults: Values = {
  name: '', nameEn: '', model: '', price: undefined, groupId: '', category: '', tags: '', auths: '', qualities: '', channels: '', sectionOffices: '', banner: '', video: '',
  styleId: 0, introduction: '', exhibitIntroductType: '0', applyStart: undefined, applyEnd: undefined, isShow: true, featured: false,
};

export const productToValues = ({ data: p }: { data: Product }): Values => ({
  name: p.name, nameEn: p.nameEn ?? '', model: p.model ?? '', price: p.price, groupId: p.groupId ?? '', category: p.category ?? '',
  tags: p.tags ?? '', auths: p.auths ?? '', qualities: p.qualities ?? '', channels: p.channels ?? '', sectionOffices: p.sectionOffices ?? '', banner: p.banner ?? '', video: p.video ?? '', styleId: p.styleId ?? 0, introduction: p.introduction ?? '',
  exhibitIntroductType: p.exhibitIntroductType || '0', applyStart: p.applyStart, applyEnd: p.applyEnd, isShow: p.isShow, featured: p.topic === 1,
});

/** Rich text or blocks; switching carries the introduction over to the other form. */
function StyleChoice({ control, onSwitch }: { control: Control<Values>; onSwitch: (blocks: boolean) => void }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'styleId' });
  const value = isBlocks(field.value) ? '1' : '0';
  return (
    <Fieldset.Root>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {t('product.fields.style')}
      </Fieldset.Legend>
      <RadioGroup.Root
        value={value}
        onValueChange={(e) => {
          if (e.value === value) return;
          field.onChange(Number(e.value));
          onSwitch(e.value === '1');
        }}
      >
        <HStack gap="6" wrap="wrap">
          {(['0', '1'] as const).map((v) => (
            <RadioGroup.Item key={v} value={v}>
              <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(v === '1' ? 'product.fields.styleBlocks' : 'product.fields.styleRich')}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}

/**
 * The fields: choices from the company's groups, the exhibition's categories, and the tag,
 * authorisation and quality lists. `compId`: whose groups (the host's product form); the signed-in
 * company's otherwise. `extra`: fields the page adds first (the host's choice of exhibitor).
 */
export function ProductFields({ form, compId, extra }: { form: EntityForm<typeof productSchema>; compId?: string; extra?: ReactNode }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const groups = useCompanyGroups(compId);
  const categories = useCategoryTree();
  const tagQuery = useProTagGetListAndChildren(undefined, { query: { staleTime: 5 * 60_000 } });
  const tagNodes = useMemo(() => {
    const toNode = (tag: ProTag): TreeNode => ({ id: tag.id, name: tag.name, label: localName(tag), children: (tag.children ?? []).filter((c) => c.isShow).map(toNode) });
    return (tagQuery.data?.data ?? []).filter((tag) => tag.isShow).map(toNode);
  }, [tagQuery.data, localName]);
  // Authorisations and qualities are flat lists, chosen like tags and kept as {id, name} JSON text.
  const authQuery = useProAuthGetList(undefined, { query: { staleTime: 5 * 60_000 } });
  const authNodes = useMemo(
    () => (authQuery.data?.data ?? []).filter((a) => a.isShow).map((a): TreeNode => ({ id: a.id, name: a.name, label: localName(a), children: [] })),
    [authQuery.data, localName],
  );
  const qualityQuery = useProCertificateQualitiesGetList(undefined, { query: { staleTime: 5 * 60_000 } });
  const qualityNodes = useMemo(
    () => (qualityQuery.data?.data ?? []).filter((q) => q.isShow !== false).map((q): TreeNode => ({ id: q.id, name: q.name, label: localName(q), children: [] })),
    [qualityQuery.data, localName],
  );
  // Sales channels and section offices (科室): flat reference lists, kept the same way.
  const channelQuery = useQuery(channelsQuery());
  const channelNodes = useMemo(
    () => (channelQuery.data?.data ?? []).map((c): TreeNode => ({ id: c.id, name: c.name, label: localName(c), children: [] })),
    [channelQuery.data, localName],
  );
  const officeQuery = useQuery(sectionOfficesQuery());
  const officeNodes = useMemo(
    () => (officeQuery.data?.data ?? []).map((o): TreeNode => ({ id: o.id, name: o.name, label: localName(o), children: [] })),
    [officeQuery.data, localName],
  );

  const styleId = useWatch({ control: form.control, name: 'styleId' });
  const switchStyle = (blocks: boolean) => {
    const text = form.getValues('introduction') ?? '';
    if (text) form.setValue('introduction', blocks ? htmlToBlocks(text) : blocksToHtml(text), { shouldDirty: true });
  };

  return (
    <>
      <FormSection title="product.sections.basic" columns={2}>
        {extra}
        <TextField control={form.control} name="name" label={t('product.fields.name')} required />
        <TextField control={form.control} name="nameEn" label={t('product.fields.nameEn')} />
        <TextField control={form.control} name="model" label={t('product.fields.model')} />
        <NumberField
          control={form.control}
          name="price"
          label={t('product.fields.price')}
          decimals={2}
          unit={t('product.fields.priceUnit')}
          placeholder={t('product.fields.pricePlaceholder')}
        />
      </FormSection>
      <FormSection title="product.sections.classification" columns={2}>
        <QuerySelectField
          control={form.control}
          name="groupId"
          label={t('product.fields.group')}
          query={groups.query}
          options={(r) => r.data.items.map((g) => ({ value: g.id, label: localName(g) }))}
          placeholder={t('product.fields.noGroup')}
        />
        <FullRow>
          <RefTreeField
            control={form.control}
            name="category"
            label={t('product.fields.category')}
            helper={t('product.fields.categoryHelper')}
            query={categories.query}
            nodes={categories.nodes}
            otherLabel={t('product.fields.categoryOther')}
          />
        </FullRow>
        <FullRow>
          <RefTreeField
            control={form.control}
            name="tags"
            label={t('product.fields.tags')}
            helper={t('product.fields.tagsHelper')}
            query={tagQuery}
            nodes={tagNodes}
            leavesOnly
            max={20}
          />
        </FullRow>
        <FullRow>
          <RefTreeField control={form.control} name="auths" label={t('product.fields.auths')} query={authQuery} nodes={authNodes} max={20} />
        </FullRow>
        <FullRow>
          <RefTreeField control={form.control} name="qualities" label={t('product.fields.qualities')} query={qualityQuery} nodes={qualityNodes} max={20} />
        </FullRow>
        <FullRow>
          <RefTreeField control={form.control} name="channels" label={t('product.fields.channels')} query={channelQuery} nodes={channelNodes} max={20} />
        </FullRow>
        <FullRow>
          <RefTreeField
            control={form.control}
            name="sectionOffices"
            label={t('product.fields.sectionOffices')}
            helper={t('product.fields.sectionOfficesHelper')}
            query={officeQuery}
            nodes={officeNodes}
            max={20}
          />
        </FullRow>
      </FormSection>
      <FormSection title="product.sections.media">
        <ImageListField control={form.control} name="banner" label={t('product.fields.banner')} helper={t('product.fields.bannerHelper')} max={6} />
        <VideoListField control={form.control} name="video" label={t('product.fields.video')} max={3} />
      </FormSection>
      <FormSection title="product.sections.detail">
        <StyleChoice control={form.control} onSwitch={switchStyle} />
        {isBlocks(styleId) ? (
          <StructuredIntroField control={form.control} name="introduction" label={t('product.fields.introduction')} />
        ) : (
          <RichTextField control={form.control} name="introduction" label={t('product.fields.introduction')} />
        )}
      </FormSection>
      <FormSection title="product.sections.settings" columns={2}>
        <FullRow>
          <DateRangeField
            control={form.control}
            startName="applyStart"
            endName="applyEnd"
            label={t('product.fields.applyTime')}
            helper={t('product.fields.applyHelper')}
          />
        </FullRow>
        <SwitchField control={form.control} name="isShow" label={t('product.fields.isShow')} />
        <SwitchField control={form.control} name="featured" label={t('product.fields.topic')} />
      </FormSection>
    </>
  );
}


/** 发布产品 / 编辑产品: the edit page starts from the product its route loaded. */
export function ProductFormPage() {
  return (
    <ResourceFormPage resource={product} schema={productSchema} defaultValues={productDefaults} toValues={productToValues}>
      {(form) => <ProductFields form={form} />}
    </ResourceFormPage>
  );
}
