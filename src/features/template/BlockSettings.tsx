import { Field, Fieldset, HStack, IconButton, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, type JSX } from 'react';
import { useController, useFieldArray, useForm, useWatch, type Control, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { z } from 'zod';
import { useProductGetByCompId } from '@gen/api/product/product';
import { RichTextField, schemaResolver, TextareaField, TextField, UploadField, UploadInput } from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { useSession } from '@/lib/session/store';
import {
  COLOR_PATTERN,
  COVER_TYPES,
  FONT_SIZES,
  LINK_TYPES,
  POSITIONS,
  SEARCH_STYLES,
  TEXT_TYPES,
  toHex6,
  type Block,
  type BlockConfigs,
  type BlockType,
  type PictureItem,
} from './blocks';

// ── Edit-time schemas (messages under the fields; the stored page is read tolerantly in blocks.ts) ──

const blockTitle = z.string().max(30);
const position = z.enum(POSITIONS);
const color = z.string().regex(COLOR_PATTERN);
const px = z.number().int().min(0).max(50);
const isWebAddress = (v: string) => /^https?:\/\/\S+$/i.test(v.trim());
const link = z
  .object({ type: z.enum(LINK_TYPES), value: z.string().max(500) })
  .superRefine((l, ctx) => {
    // An empty address or product leaves the link inert until it is filled in.
    if (l.type === 'url' && l.value && !isWebAddress(l.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: i18n.t('validation.url') });
  });

const schemas = {
  text: z.object({
    title: blockTitle,
    type: z.enum(TEXT_TYPES),
    content: z.string().max(10_000),
    fontSize: z.enum(FONT_SIZES),
    color,
    position,
  }),
  picture: z.object({
    title: blockTitle,
    padding: px,
    spacing: px,
    list: z.array(z.object({ url: z.string().min(1), title: z.string().max(50), link })).max(20),
  }),
  title: z.object({ title: blockTitle, text: z.string().max(50), padding: px, position }),
  link: z.object({ title: blockTitle, text: z.string().max(50), link, position }),
  search: z.object({
    title: blockTitle,
    words: z.string().max(50),
    style: z.enum(SEARCH_STYLES),
    position,
    colors: z.object({ border: color, background: color, button: color }),
  }),
  video: z.object({
    title: blockTitle,
    link: z.string().max(500),
    cover: z.string().max(500),
    coverType: z.enum(COVER_TYPES),
    time: z.number().int().min(1000).max(600_000),
  }),
} satisfies { [K in BlockType]: z.ZodType<{ title: string } & BlockConfigs[K]> };

type Values<K extends BlockType> = { title: string } & BlockConfigs[K];

export interface BlockSettingsProps {
  block: Block;
  /** A valid edit: the block's new title and config (the preview follows as you type). */
  onChange: (title: string, config: BlockConfigs[BlockType]) => void;
  /** Whether the form holds a value it cannot accept. */
  onValidity: (invalid: boolean) => void;
}

/** A form whose valid values flow out on every change (the live preview), errors under the fields. */
function useLiveForm<K extends BlockType>(type: K, block: Block, onChange: BlockSettingsProps['onChange'], onValidity: BlockSettingsProps['onValidity']) {
  const schema = schemas[type] as unknown as z.ZodType<Values<K>, Values<K>>;
  const defaultValues = { title: block.title, ...(block.config as BlockConfigs[K]) } as DefaultValues<Values<K>>;
  const form = useForm<Values<K>>({
    defaultValues,
    resolver: schemaResolver(schema),
    mode: 'onChange',
  });
  const handlers = useRef({ onChange, onValidity });
  useLayoutEffect(() => {
    handlers.current = { onChange, onValidity };
  });
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const result = schema.safeParse(values);
          handlers.current.onValidity(!result.success);
          if (result.success) {
            const { title, ...config } = result.data;
            handlers.current.onChange(title, config as unknown as BlockConfigs[BlockType]);
          }
        },
      }),
    [subscribe, schema],
  );
  return form as unknown as UseFormReturn<FieldValues>;
}

// ── Fields ──────────────────────────────────────────────────────────────────────────────────

function ChoiceField({ control, name, label, options }: { control: Control<FieldValues>; name: string; label: string; options: { value: string; label: string }[] }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field.Root invalid={Boolean(fieldState.error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field} value={String(field.value ?? '')} onChange={(e) => field.onChange(e.target.value)} aria-label={label}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

function NumberField({ control, name, label }: { control: Control<FieldValues>; name: string; label: string }) {
  return <TextField control={control} name={name} label={label} type="number" />;
}

function ColorField({ control, name, label }: { control: Control<FieldValues>; name: string; label: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = String(field.value ?? '');
  return (
    <Field.Root invalid={Boolean(fieldState.error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" width="full">
        <Input
          type="color"
          value={toHex6(value)}
          onChange={(e) => field.onChange(e.target.value)}
          aria-label={t('template.fields.pickColor', { name: label })}
          width="12"
          flexShrink={0}
          p="1"
        />
        <Input {...field} value={value} onChange={(e) => field.onChange(e.target.value)} aria-label={label} />
      </HStack>
      <Field.ErrorText>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}

function usePositionOptions() {
  const { t } = useTranslation();
  return POSITIONS.map((p) => ({ value: p, label: t(`template.fields.positions.${p}`) }));
}

/** The company's products, for links to a product. */
function useProductOptions(enabled: boolean) {
  const compId = useSession((s) => s.company?.id ?? '');
  const localName = useLocalName();
  const query = useProductGetByCompId({ compId, pageIndex: 1, pageSize: 100 }, { query: { enabled: enabled && Boolean(compId), staleTime: 60_000 } });
  return { options: (query.data?.data?.items ?? []).map((p) => ({ value: p.id, label: localName(p) })), loading: query.isPending && enabled };
}

/** Where a picture or link leads: nothing, a web address, or a product. */
function LinkFields({ control, name }: { control: Control<FieldValues>; name: string }) {
  const { t } = useTranslation();
  const type = useController({ control, name: `${name}.type` });
  const value = useController({ control, name: `${name}.value` });
  const products = useProductOptions(type.field.value === 'product');
  const label = type.field.value === 'product' ? t('template.fields.linkProduct') : t('template.fields.linkUrl');
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Field.Root>
        <Field.Label>{t('template.fields.linkType')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={String(type.field.value ?? 'none')}
            onChange={(e) => {
              type.field.onChange(e.target.value);
              value.field.onChange('');
            }}
            aria-label={t('template.fields.linkType')}
          >
            {LINK_TYPES.map((l) => (
              <option key={l} value={l}>
                {t(`template.fields.linkTypes.${l}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {type.field.value === 'url' && (
        <Field.Root invalid={Boolean(value.fieldState.error)}>
          <Field.Label>{label}</Field.Label>
          <Input
            {...value.field}
            value={String(value.field.value ?? '')}
            type="url"
            inputMode="url"
            placeholder="https://"
            aria-label={label}
          />
          <Field.ErrorText>{value.fieldState.error?.message}</Field.ErrorText>
        </Field.Root>
      )}
      {type.field.value === 'product' && (
        <Field.Root disabled={products.loading}>
          <Field.Label>{label}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={String(value.field.value ?? '')} onChange={(e) => value.field.onChange(e.target.value)} aria-label={label}>
              <option value="">{products.loading ? t('template.fields.productsLoading') : t('template.fields.chooseProduct')}</option>
              {products.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {!products.loading && products.options.length === 0 && <Field.HelperText>{t('template.fields.noProducts')}</Field.HelperText>}
        </Field.Root>
      )}
    </SimpleGrid>
  );
}

// ── One form per block type ─────────────────────────────────────────────────────────────────

interface FormProps {
  block: Block;
  onChange: BlockSettingsProps['onChange'];
  onValidity: BlockSettingsProps['onValidity'];
}

function TitleOfBlock({ control }: { control: Control<FieldValues> }) {
  const { t } = useTranslation();
  return <TextField control={control} name="title" label={t('template.fields.blockTitle')} helper={t('template.fields.blockTitleHelper')} />;
}

function TextForm({ block, onChange, onValidity }: FormProps) {
  const { t } = useTranslation();
  const form = useLiveForm('text', block, onChange, onValidity);
  const { control } = form;
  const type = useWatch({ control, name: 'type' }) as string;
  return (
    <Stack gap="4">
      <TitleOfBlock control={control} />
      <ChoiceField control={control} name="type" label={t('template.fields.textType')} options={TEXT_TYPES.map((v) => ({ value: v, label: t(`template.fields.textTypes.${v}`) }))} />
      {type === 'html' ? (
        <RichTextField control={control} name="content" label={t('template.fields.content')} minHeight="8rem" />
      ) : (
        <TextareaField control={control} name="content" label={t('template.fields.content')} rows={5} />
      )}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <ChoiceField control={control} name="fontSize" label={t('template.fields.fontSize')} options={FONT_SIZES.map((v) => ({ value: v, label: v }))} />
        <ColorField control={control} name="color" label={t('template.fields.color')} />
        <ChoiceField control={control} name="position" label={t('template.fields.position')} options={usePositionOptions()} />
      </SimpleGrid>
    </Stack>
  );
}

/** Uploaded URLs → picture items: kept items keep their title and link, new ones start blank. */
function reconcile(items: readonly PictureItem[], urls: readonly string[]): PictureItem[] {
  const pool = [...items];
  return urls.map((url) => {
    const at = pool.findIndex((p) => p.url === url);
    return at >= 0 ? pool.splice(at, 1)[0]! : { url, title: '', link: { type: 'none', value: '' } };
  });
}

function PictureForm({ block, onChange, onValidity }: FormProps) {
  const { t } = useTranslation();
  const form = useLiveForm('picture', block, onChange, onValidity);
  const { control } = form;
  const { fields, replace, remove } = useFieldArray({ control, name: 'list' });
  const list = (useWatch({ control, name: 'list' }) ?? []) as PictureItem[];
  return (
    <Stack gap="4">
      <TitleOfBlock control={control} />
      <SimpleGrid columns={2} gap="3">
        <NumberField control={control} name="padding" label={t('template.fields.padding')} />
        <NumberField control={control} name="spacing" label={t('template.fields.spacing')} />
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t('template.fields.pictures')}</Field.Label>
        <UploadInput kind="image" multiple max={20} label={t('template.fields.pictures')} value={list.map((p) => p.url)} onChange={(urls) => replace(reconcile(list, urls as string[]))} />
      </Field.Root>
      {fields.map((f, i) => (
        <Fieldset.Root key={f.id} borderWidth="1px" rounded="md" p="3">
          <HStack justify="space-between">
            <Fieldset.Legend>{t('template.fields.pictureItem', { index: i + 1 })}</Fieldset.Legend>
            <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={`${t('kit.upload.remove')} ${t('template.fields.pictureItem', { index: i + 1 })}`} onClick={() => remove(i)}>
              <LuX />
            </IconButton>
          </HStack>
          <Fieldset.Content>
            <TextField control={control} name={`list.${i}.title`} label={t('template.fields.pictureTitle')} />
            <LinkFields control={control} name={`list.${i}.link`} />
          </Fieldset.Content>
        </Fieldset.Root>
      ))}
    </Stack>
  );
}

function TitleForm({ block, onChange, onValidity }: FormProps) {
  const { t } = useTranslation();
  const { control } = useLiveForm('title', block, onChange, onValidity);
  return (
    <Stack gap="4">
      <TitleOfBlock control={control} />
      <TextField control={control} name="text" label={t('template.fields.titleText')} />
      <SimpleGrid columns={2} gap="3">
        <NumberField control={control} name="padding" label={t('template.fields.padding')} />
        <ChoiceField control={control} name="position" label={t('template.fields.position')} options={usePositionOptions()} />
      </SimpleGrid>
    </Stack>
  );
}

function LinkForm({ block, onChange, onValidity }: FormProps) {
  const { t } = useTranslation();
  const { control } = useLiveForm('link', block, onChange, onValidity);
  return (
    <Stack gap="4">
      <TitleOfBlock control={control} />
      <TextField control={control} name="text" label={t('template.fields.linkText')} />
      <LinkFields control={control} name="link" />
      <ChoiceField control={control} name="position" label={t('template.fields.position')} options={usePositionOptions()} />
    </Stack>
  );
}

function SearchForm({ block, onChange, onValidity }: FormProps) {
  const { t } = useTranslation();
  const { control } = useLiveForm('search', block, onChange, onValidity);
  return (
    <Stack gap="4">
      <TitleOfBlock control={control} />
      <TextField control={control} name="words" label={t('template.fields.words')} />
      <SimpleGrid columns={2} gap="3">
        <ChoiceField control={control} name="style" label={t('template.fields.style')} options={SEARCH_STYLES.map((v) => ({ value: v, label: t(`template.fields.styles.${v}`) }))} />
        <ChoiceField control={control} name="position" label={t('template.fields.position')} options={usePositionOptions()} />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <ColorField control={control} name="colors.border" label={t('template.fields.borderColor')} />
        <ColorField control={control} name="colors.background" label={t('template.fields.backgroundColor')} />
        <ColorField control={control} name="colors.button" label={t('template.fields.buttonColor')} />
      </SimpleGrid>
    </Stack>
  );
}

function VideoForm({ block, onChange, onValidity }: FormProps) {
  const { t } = useTranslation();
  const { control } = useLiveForm('video', block, onChange, onValidity);
  const coverType = useWatch({ control, name: 'coverType' }) as string;
  return (
    <Stack gap="4">
      <TitleOfBlock control={control} />
      <UploadField control={control} name="link" kind="video" label={t('template.fields.video')} />
      <TextField control={control} name="link" label={t('template.fields.videoUrl')} type="url" placeholder="https://" />
      <SimpleGrid columns={2} gap="3">
        <ChoiceField control={control} name="coverType" label={t('template.fields.coverType')} options={COVER_TYPES.map((v) => ({ value: v, label: t(`template.fields.coverTypes.${v}`) }))} />
        <NumberField control={control} name="time" label={t('template.fields.time')} />
      </SimpleGrid>
      {coverType === 'custom' && <UploadField control={control} name="cover" kind="image" label={t('template.fields.cover')} />}
    </Stack>
  );
}

const FORMS: { [K in BlockType]: (props: FormProps) => JSX.Element } = {
  text: TextForm,
  picture: PictureForm,
  title: TitleForm,
  link: LinkForm,
  search: SearchForm,
  video: VideoForm,
};

/** The settings of one block: a typed form per block type (remount it per block: `key={block.id}`). */
export function BlockSettings({ block, onChange, onValidity }: BlockSettingsProps) {
  const Form = FORMS[block.type];
  return <Form block={block} onChange={onChange} onValidity={onValidity} />;
}

