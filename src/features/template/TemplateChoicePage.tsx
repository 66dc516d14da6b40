import { Badge, Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuPencil } from 'react-icons/lu';
import type { Company } from '@gen/api/model';
import { PageHeader, QueryState, reportError, useConfirm, useExhibitorLang } from '@/components/kit';
import { notify } from '@/lib/notify';
import { PhonePreview } from './BlockPreview';
import { builderRoute, defaultPage, kindOfTemplateType, parseTemplateConfig, serializeTemplateConfig, TEMPLATE_KINDS, templateTypeOf, type BlockSet, type TemplateKind } from './blocks';
import { useDefaultCopy, useSaveTemplate, useTemplateCompany } from './templateCompany';

const pageTitle = (set: BlockSet) => `nav.exhibitor.template.${set === 'full' ? 'choice-new' : 'choice'}` as const;

function Choices({ company, set }: { company: Company; set: BlockSet }) {
  const { t, i18n } = useTranslation();
  const lang = useExhibitorLang();
  const navigate = useNavigate();
  const copy = useDefaultCopy();
  const saveTemplate = useSaveTemplate();
  const [confirm, confirmDialog] = useConfirm();
  const [choosing, setChoosing] = useState<TemplateKind | null>(null);
  const current = kindOfTemplateType(company.templateType);
  // oxlint-disable-next-line react-hooks/exhaustive-deps -- the words change with the language
  const pages = useMemo(() => Object.fromEntries(TEMPLATE_KINDS.map((kind) => [kind, defaultPage(kind, set, copy)])) as Record<TemplateKind, ReturnType<typeof defaultPage>>, [set, i18n.language]);

  const choose = async (kind: TemplateKind) => {
    const name = t(`template.kinds.${kind}`);
    const hasPage = current !== undefined && parseTemplateConfig(company.templateConfig).blocks.length > 0;
    if (hasPage) {
      const ok = await confirm({ title: t('template.choice.switchTitle'), message: t('template.choice.switchMessage', { name }), confirmLabel: t('template.choice.switchConfirm') });
      if (!ok) return;
    }
    setChoosing(kind);
    try {
      // The chosen template starts from its default page.
      await saveTemplate(company, { templateType: templateTypeOf(kind), templateConfig: serializeTemplateConfig(defaultPage(kind, set, copy)) });
      notify.success(t('template.choice.chosen', { name }));
      await navigate({ to: builderRoute(kind, set), params: { lang } });
    } catch (error) {
      reportError(error, t('template.choice.failed'));
    } finally {
      setChoosing(null);
    }
  };

  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2, '2xl': 4 }} gap="4" data-testid="template-choices">
        {TEMPLATE_KINDS.map((kind) => {
          const name = t(`template.kinds.${kind}`);
          const inUse = kind === current;
          return (
            <Card.Root key={kind} as="article" aria-labelledby={`template-${kind}`} borderColor={inUse ? 'blue.500' : undefined} borderWidth={inUse ? '2px' : undefined} data-testid={`template-card-${kind}`}>
              <Card.Header>
                <HStack justify="space-between" align="start" gap="2">
                  <Heading as="h2" size="md" id={`template-${kind}`}>
                    {name}
                  </Heading>
                  {inUse && (
                    <Badge colorPalette="blue" variant="solid">
                      <LuCheck aria-hidden />
                      {t('template.choice.current')}
                    </Badge>
                  )}
                </HStack>
                <Text color="fg.muted" textStyle="sm">
                  {t(`template.kindDescriptions.${kind}`)}
                </Text>
              </Card.Header>
              <Card.Body>
                <PhonePreview blocks={pages[kind]} label={t('template.choice.previewOf', { name })} maxHeight="360px" minHeight="360px" />
              </Card.Body>
              <Card.Footer>
                {inUse ? (
                  <Button asChild width="full" colorPalette="blue" variant="outline">
                    <Link to={builderRoute(kind, set)} params={{ lang }}>
                      <LuPencil aria-hidden />
                      {t('template.choice.edit')}
                    </Link>
                  </Button>
                ) : (
                  <Button
                    width="full"
                    colorPalette="blue"
                    onClick={() => void choose(kind)}
                    loading={choosing === kind}
                    disabled={choosing !== null && choosing !== kind}
                    aria-label={t('template.choice.useNamed', { name })}
                  >
                    {t('template.choice.use')}
                  </Button>
                )}
              </Card.Footer>
            </Card.Root>
          );
        })}
      </SimpleGrid>
      {confirmDialog}
    </>
  );
}

/**
 * Choose the mini-site template by company type (template/choice → the basic builders,
 * template/choice-new → the full builders): choosing saves templateType (with the template's
 * default page) and opens that template's editor.
 */
export function TemplateChoicePage({ set }: { set: BlockSet }) {
  const { t } = useTranslation();
  const { compId, query } = useTemplateCompany();
  return (
    <Stack gap="4">
      <PageHeader title={pageTitle(set)} description="template.choice.intro" />
      <Text textStyle="sm" color="fg.muted">
        {t(`template.sets.${set}`)}
      </Text>
      {compId ? (
        <QueryState query={query} skeletonRows={6}>
          {({ data }) => (data ? <Choices company={data} set={set} /> : <Text color="fg.muted">{t('template.choice.noCompany')}</Text>)}
        </QueryState>
      ) : (
        <Text color="fg.muted">{t('template.choice.noCompany')}</Text>
      )}
    </Stack>
  );
}
