import { Link } from '@tanstack/react-router';
import { Alert, Badge, Box, Button, Card, Grid, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw, LuSave } from 'react-icons/lu';
import type { Company } from '@gen/api/model';
import { ErrorPanel, PageHeader, QueryState, reportError, useConfirm, useExhibitorLang, useLeaveGuard } from '@/components/kit';
import { notify } from '@/lib/notify';
import { BLOCK_ICONS, BlockList, useBlockName } from './BlockList';
import { PhonePreview } from './BlockPreview';
import { BlockSettings } from './BlockSettings';
import {
  BLOCK_SETS,
  choiceRoute,
  createBlock,
  defaultPage,
  distinctTitle,
  kindOfTemplateType,
  parseTemplateConfig,
  serializeTemplateConfig,
  templateTypeOf,
  type BlockSet,
  type BlockType,
  type TemplateKind,
} from './blocks';
import { builderReducer, initBuilder, isDirty } from './builderState';
import { useDefaultCopy, useSaveTemplate, useTemplateCompany } from './templateCompany';

export interface TemplateBuilderProps {
  kind: TemplateKind;
  /** `reduced`: text, picture and video blocks (template/*); `full`: all six (template/*-new). */
  set: BlockSet;
}

const pageTitle = (kind: TemplateKind, set: BlockSet) => `nav.exhibitor.template.${kind}${set === 'full' ? '-new' : ''}` as const;

function Builder({ company, kind, set }: TemplateBuilderProps & { company: Company }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const copy = useDefaultCopy();
  const nameOf = useBlockName();
  const saveTemplate = useSaveTemplate();
  const [confirm, confirmDialog] = useConfirm();
  const templateType = templateTypeOf(kind);
  const allowed = BLOCK_SETS[set];

  // The company's saved page when it uses this template; else this template's default page.
  const [start] = useState(() => {
    const parsed = parseTemplateConfig(company.templateConfig);
    const own = company.templateType === templateType;
    return { blocks: own && parsed.status === 'ok' ? parsed.blocks : defaultPage(kind, set, copy), malformed: own && parsed.status === 'malformed' };
  });
  const [state, dispatch] = useReducer(builderReducer, start.blocks, initBuilder);
  const [savedType, setSavedType] = useState(company.templateType ?? 0);
  const dirty = isDirty(state);
  const switching = savedType !== templateType;
  const currentKind = kindOfTemplateType(savedType);
  const leaveDialog = useLeaveGuard(() => dirty);
  const activeBlock = state.blocks[state.active];
  const templateName = t(`template.kinds.${kind}`);

  // A new block is named after its type, numbered when the page already has a block of that name.
  const add = (type: BlockType) =>
    dispatch({ type: 'add', block: createBlock(type, { title: distinctTitle(t(`template.blockTypes.${type}`), state.blocks) }) });

  const remove = async (index: number) => {
    const block = state.blocks[index];
    if (!block) return;
    dispatch({ type: 'askRemove', index });
    const ok = await confirm({ title: t('template.builder.removeTitle'), message: t('template.builder.removeConfirm', nameOf(block)), confirmLabel: t('kit.list.delete'), danger: true });
    dispatch(ok ? { type: 'remove', index } : { type: 'cancelRemove' });
  };

  const reset = async () => {
    const ok = await confirm({ title: t('template.builder.resetTitle'), message: t('template.builder.resetMessage', { name: templateName }), confirmLabel: t('template.builder.reset'), danger: true });
    if (ok) dispatch({ type: 'reset', blocks: defaultPage(kind, set, copy) });
  };

  const save = async () => {
    if (state.invalid) {
      notify.error(t('template.builder.invalid'));
      return;
    }
    const templateConfig = serializeTemplateConfig(state.blocks);
    dispatch({ type: 'saving' });
    try {
      await saveTemplate(company, { templateType, templateConfig });
      dispatch({ type: 'saved', baseline: templateConfig });
      setSavedType(templateType);
      notify.success(t('template.builder.saved'));
    } catch (error) {
      dispatch({ type: 'saveFailed' });
      reportError(error, t('template.builder.saveFailed'));
    }
  };

  return (
    <Stack gap="4">
      <PageHeader
        title={pageTitle(kind, set)}
        description={`template.sets.${set}`}
        actions={
          <>
            <Badge as="output" colorPalette={dirty ? 'orange' : 'green'} variant="subtle" data-testid="save-state">
              {dirty ? t('template.builder.unsaved') : t('template.builder.allSaved')}
            </Badge>
            <Button asChild variant="ghost" size="sm">
              <Link to={choiceRoute(set)} params={{ lang }}>
                {t('template.builder.chooseOther')}
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => void reset()} disabled={state.saving}>
              <LuRotateCcw aria-hidden />
              {t('template.builder.reset')}
            </Button>
            <Button size="sm" colorPalette="blue" onClick={() => void save()} loading={state.saving} disabled={!dirty && !switching}>
              <LuSave aria-hidden />
              {t('template.builder.save')}
            </Button>
          </>
        }
      />
      {switching && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {currentKind
              ? t('template.builder.otherTemplate', { current: t(`template.kinds.${currentKind}`), name: templateName })
              : t('template.builder.noTemplate', { name: templateName })}
          </Alert.Title>
        </Alert.Root>
      )}
      {start.malformed && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('template.builder.malformed')}</Alert.Title>
        </Alert.Root>
      )}
      {/*
        Phones: one column. Laptops: the blocks beside the preview, the settings under the preview.
        Wide screens (from 1280 px): blocks | preview | settings, so editing and checking happen side by side.
      */}
      <Grid
        templateColumns={{
          base: 'minmax(0, 1fr)',
          lg: 'minmax(280px, 1fr) minmax(0, 395px)',
          xl: 'minmax(280px, 1fr) 395px minmax(320px, 1.2fr)',
        }}
        gap="4"
        alignItems="start"
        data-testid="builder-layout"
      >
        <Stack gap="4" minW="0">
          <Card.Root size="sm">
            <Card.Header>
              <Heading as="h2" size="sm">
                {t('template.builder.palette')}
              </Heading>
            </Card.Header>
            <Card.Body>
              <Wrap gap="2" data-testid="block-palette">
                {allowed.map((type) => {
                  const Icon = BLOCK_ICONS[type];
                  const name = t(`template.blockTypes.${type}`);
                  return (
                    <Button key={type} variant="outline" size="sm" onClick={() => add(type)} aria-label={t('template.builder.add', { type: name })}>
                      <Icon aria-hidden />
                      {name}
                    </Button>
                  );
                })}
              </Wrap>
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm">
            <Card.Header>
              <HStack justify="space-between">
                <Heading as="h2" size="sm">
                  {t('template.builder.blocks')}
                </Heading>
                <Text textStyle="xs" color="fg.muted">
                  {t('template.builder.blockCount', { count: state.blocks.length })}
                </Text>
              </HStack>
            </Card.Header>
            <Card.Body>
              <BlockList
                blocks={state.blocks}
                active={state.active}
                allowed={allowed}
                onSelect={(index) => dispatch({ type: 'select', index })}
                onMove={(from, to) => dispatch({ type: 'move', from, to })}
                onRemove={(index) => void remove(index)}
              />
            </Card.Body>
          </Card.Root>
        </Stack>
        <Stack gap="2" minW="0">
          <Heading as="h2" size="sm" textAlign="center">
            {t('template.builder.preview')}
          </Heading>
          <PhonePreview blocks={state.blocks} active={state.active} />
        </Stack>
        <Box gridColumn={{ lg: '2', xl: 'auto' }} minW="0">
          <Card.Root size="sm" as="section" aria-labelledby="template-settings">
            <Card.Header>
              <Heading as="h2" size="sm" id="template-settings">
                {activeBlock ? t('template.builder.settingsOf', { type: t(`template.blockTypes.${activeBlock.type}`) }) : t('template.builder.settings')}
              </Heading>
            </Card.Header>
            <Card.Body>
              {activeBlock ? (
                <BlockSettings
                  key={activeBlock.id}
                  block={activeBlock}
                  onChange={(title, config) => dispatch({ type: 'update', index: state.active, title, config })}
                  onValidity={(invalid) => dispatch({ type: 'validity', invalid })}
                />
              ) : (
                <Text color="fg.muted" textStyle="sm">
                  {t('template.builder.noSelection')}
                </Text>
              )}
            </Card.Body>
          </Card.Root>
        </Box>
      </Grid>
      {confirmDialog}
      {leaveDialog}
    </Stack>
  );
}

/**
 * The page builder of one template (template/factory … template/brand-new): a block palette, the
 * sortable block list, a phone-width live preview and the selected block's settings; Save writes
 * templateType + templateConfig; Reset returns to the template's default page.
 */
export function TemplateBuilderPage({ kind, set }: TemplateBuilderProps) {
  const { t } = useTranslation();
  const { compId, query } = useTemplateCompany();
  const answer = query.data as unknown;
  const company = query.isSuccess && answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: Company | null }).data : undefined;
  if (compId && company && typeof company === 'object' && company.id) {
    return <Builder key={`${company.id}-${kind}-${set}`} company={company} kind={kind} set={set} />;
  }
  // Everything else keeps the page's title in place: loading, a failure (with retry), or no company.
  let body;
  if (!compId || (query.isSuccess && company === null)) {
    // Only when it is so: the account has no company, or the server says there is none.
    body = <Text color="fg.muted">{t('template.builder.noCompany')}</Text>;
  } else if (query.isSuccess) {
    // An answer that is not a company (a proxy's page, a cut-off body): a failure, not "no company".
    body = <ErrorPanel description={t('template.builder.unreadable')} onRetry={() => void query.refetch()} />;
  } else {
    body = (
      <QueryState query={query} skeletonRows={6}>
        {() => null}
      </QueryState>
    );
  }
  return (
    <Stack gap="4" data-testid="builder-state">
      <PageHeader title={pageTitle(kind, set)} description={`template.sets.${set}`} />
      {body}
    </Stack>
  );
}
