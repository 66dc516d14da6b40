/**
 * 消息管理: the SMS gateway account (signature, enabled, balance checked on demand, password kept
 * unless replaced) and the SMS templates of each business module, chosen in the URL.
 */
import { Badge, Button, Card, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuRefreshCw } from 'react-icons/lu';
import { z } from 'zod';
import { smsAccountGetBalance, smsAccountSave, smsTempSave } from '@gen/api/common-settings/common-settings';
import type { SmsAccount, SmsTemplate } from '@gen/api/model';
import { SmsAccountSaveBody, SmsTempSaveBody } from '@gen/zod/common-settings/common-settings';
import { blank, ensureAccepted, formatDate, FormDrawer, PageHeader, QueryState, reportError, SwitchField, TextareaField, TextField } from '@/components/kit';
import { notify } from '@/lib/notify';
import { accountQuery, modulesQuery, smsParts, templatesQuery } from './messages';

const route = getRouteApi('/host/index/common/common-message');

const account = SmsAccountSaveBody.shape;
const accountSchema = z.object({
  account: account.account,
  password: blank(account.password),
  signature: account.signature,
  isEnable: z.boolean(),
});

const template = SmsTempSaveBody.shape;
const templateSchema = z.object({
  name: template.name,
  content: template.content,
  templateCode: blank(template.templateCode),
  isEnable: z.boolean(),
  remark: blank(template.remark),
});

function AccountCard({ data, onEdit }: { data: SmsAccount | null; onEdit: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [checked, setChecked] = useState<{ balance: number; queryTime?: string }>();
  const balance = useMutation({
    mutationFn: async () => ensureAccepted(await smsAccountGetBalance({})),
    onSuccess: (answer) => {
      setChecked({ balance: answer.data.balance, queryTime: answer.data.queryTime });
      notify.success(t('settings.messages.balanceChecked', { count: answer.data.balance }));
      void queryClient.invalidateQueries({ queryKey: accountQuery().queryKey });
    },
    onError: (error) => reportError(error, t('settings.messages.balanceFailed')),
  });
  return (
    <Card.Root data-testid="sms-account">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Card.Title>{t('settings.messages.account')}</Card.Title>
          <Button size="sm" variant="outline" onClick={onEdit}>
            <LuPencil /> {t(data ? 'settings.messages.editAccount' : 'settings.messages.setUpAccount')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        {data ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <Stack gap="0">
              <Text textStyle="xs" color="fg.muted">{t('settings.messages.accountName')}</Text>
              <Text>{data.account}</Text>
            </Stack>
            <Stack gap="0">
              <Text textStyle="xs" color="fg.muted">{t('settings.messages.signature')}</Text>
              <Text>【{data.signature}】</Text>
            </Stack>
            <Stack gap="0">
              <Text textStyle="xs" color="fg.muted">{t('settings.messages.state')}</Text>
              <Badge alignSelf="start" colorPalette={data.isEnable ? 'green' : 'gray'}>{t(data.isEnable ? 'settings.messages.enabled' : 'settings.messages.disabled')}</Badge>
            </Stack>
            <Stack gap="1">
              <Text textStyle="xs" color="fg.muted">{t('settings.messages.balance')}</Text>
              <HStack>
                <Text fontWeight="semibold" data-testid="sms-balance">{t('settings.messages.balanceValue', { count: checked?.balance ?? data.balance ?? 0 })}</Text>
                <Button size="xs" variant="ghost" loading={balance.isPending} onClick={() => balance.mutate()}>
                  <LuRefreshCw /> {t('settings.messages.checkBalance')}
                </Button>
              </HStack>
              {(checked?.queryTime ?? data.updateTime) && (
                <Text textStyle="xs" color="fg.muted">{t('settings.messages.checkedAt', { time: formatDate(checked?.queryTime ?? data.updateTime) })}</Text>
              )}
            </Stack>
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">{t('settings.messages.noAccount')}</Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function TemplateCard({ item, onEdit }: { item: SmsTemplate; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Card.Root size="sm" data-testid="sms-template">
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <HStack gap="2">
            <Card.Title textStyle="md">{item.name}</Card.Title>
            <Badge colorPalette={item.isEnable ? 'green' : 'gray'}>{t(item.isEnable ? 'settings.messages.enabled' : 'settings.messages.disabled')}</Badge>
          </HStack>
          <Button size="xs" variant="ghost" onClick={onEdit} aria-label={t('settings.messages.editTemplateOf', { name: item.name })}>
            <LuPencil /> {t('settings.geo.edit')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        <Text whiteSpace="pre-wrap">{item.content}</Text>
        <HStack gap="3" wrap="wrap" textStyle="xs" color="fg.muted">
          <Text>{t('settings.messages.length', { count: [...item.content].length, parts: smsParts(item.content) })}</Text>
          {item.templateCode && <Text>{t('settings.messages.templateCodeIs', { code: item.templateCode })}</Text>}
          {item.remark && <Text>{item.remark}</Text>}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

type Opening = { kind: 'account' } | { kind: 'template'; item?: SmsTemplate };
type Drawer = Opening & { key: number };

export function MessagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const accountInfo = useQuery(accountQuery());
  const modules = useQuery(modulesQuery());
  const module = search.module ?? modules.data?.data[0]?.module;
  const templates = useQuery({ ...templatesQuery(module ?? ''), enabled: Boolean(module) });
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const open = (d: Opening) => setDrawer((prev) => ({ ...d, key: (prev?.key ?? 0) + 1 }));
  const refreshTemplates = () => Promise.all([queryClient.invalidateQueries({ queryKey: modulesQuery().queryKey }), module ? queryClient.invalidateQueries({ queryKey: templatesQuery(module).queryKey }) : undefined]);
  const current = accountInfo.data?.data ?? null;
  const placeholders = templates.data?.data.find((x) => x.placeholders?.length)?.placeholders ?? [];
  const editing = drawer?.kind === 'template' ? drawer.item : undefined;

  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.host.common.common-message" description="settings.messages.description" />
      <QueryState query={accountInfo} skeletonRows={2}>
        {(r) => <AccountCard data={r.data ?? null} onEdit={() => open({ kind: 'account' })} />}
      </QueryState>
      <QueryState query={modules} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.messages.noModules')}>
        {(r) => (
          <Tabs.Root value={module} onValueChange={(e) => void navigate({ search: { module: e.value } })} variant="enclosed" lazyMount>
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Tabs.List flexWrap="wrap">
                {r.data.map((m) => (
                  <Tabs.Trigger key={m.module} value={m.module}>
                    {m.name}
                    <Badge size="sm" variant="subtle">{m.templateCount ?? 0}</Badge>
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Button size="sm" colorPalette="blue" onClick={() => open({ kind: 'template' })} disabled={!module}>
                <LuPlus /> {t('settings.messages.addTemplate')}
              </Button>
            </HStack>
            <Tabs.Content value={module ?? ''}>
              <QueryState query={templates} isEmpty={(x) => x.data.length === 0} emptyTitle={t('settings.messages.noTemplates')}>
                {(x) => (
                  <Stack gap="3">
                    {x.data.map((item) => (
                      <TemplateCard key={item.id} item={item} onEdit={() => open({ kind: 'template', item })} />
                    ))}
                  </Stack>
                )}
              </QueryState>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </QueryState>
      {drawer?.kind === 'account' && (
        <FormDrawer
          key={drawer.key}
          open
          title={t(current ? 'settings.messages.editAccount' : 'settings.messages.setUpAccount')}
          schema={accountSchema}
          defaultValues={{ account: current?.account ?? '', password: '', signature: current?.signature ?? '', isEnable: current?.isEnable ?? true }}
          save={(values) => smsAccountSave(values)}
          onClose={() => setDrawer(null)}
          onSaved={() => queryClient.invalidateQueries({ queryKey: accountQuery().queryKey })}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="account" label={t('settings.messages.accountName')} required />
              <TextField control={control} name="password" type="password" label={t('settings.messages.password')} helper={t(current ? 'settings.messages.passwordKeep' : 'settings.messages.passwordNew')} />
              <TextField control={control} name="signature" label={t('settings.messages.signature')} helper={t('settings.messages.signatureHelper')} required />
              <SwitchField control={control} name="isEnable" label={t('settings.messages.enableSending')} />
            </>
          )}
        </FormDrawer>
      )}
      {drawer?.kind === 'template' && module && (
        <FormDrawer
          key={drawer.key}
          open
          title={editing ? t('settings.geo.editTitle', { name: editing.name }) : t('settings.messages.addTemplate')}
          schema={templateSchema}
          defaultValues={{ name: editing?.name ?? '', content: editing?.content ?? '', templateCode: editing?.templateCode ?? '', isEnable: editing?.isEnable ?? true, remark: editing?.remark ?? '' }}
          save={(values) => smsTempSave({ ...values, module, id: editing?.id })}
          onClose={() => setDrawer(null)}
          onSaved={refreshTemplates}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.messages.templateName')} required />
              <TextareaField
                control={control}
                name="content"
                label={t('settings.messages.content')}
                rows={5}
                required
                helper={placeholders.length ? t('settings.messages.placeholders', { list: placeholders.join(' ') }) : undefined}
              />
              <TextField control={control} name="templateCode" label={t('settings.messages.templateCode')} helper={t('settings.messages.templateCodeHelper')} />
              <TextField control={control} name="remark" label={t('settings.messages.remark')} />
              <SwitchField control={control} name="isEnable" label={t('settings.messages.enabled')} />
            </>
          )}
        </FormDrawer>
      )}
    </Stack>
  );
}
