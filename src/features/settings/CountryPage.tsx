/** 国家管理: the countries and regions offered to overseas exhibitors and visitors (Country/GetList + CRUD). */
import { Button, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuSearch } from 'react-icons/lu';
import { z } from 'zod';
import { GeoLevelType, type Country } from '@gen/api/model';
import { CountryCreateBody } from '@gen/zod/reference-data/reference-data';
import { blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, SelectField, TextField, useConfirm, type ListContext } from '@/components/kit';
import { countryList } from './geography';

const body = CountryCreateBody.shape;
const countrySchema = z.object({
  name: body.name,
  nameEn: blank(body.nameEn),
  code: z.string().optional().transform((v) => v?.trim().toUpperCase() || undefined).pipe(body.code),
  leveltype: z.enum(['1', '2']).transform((v) => Number(v) as GeoLevelType),
  showIndex: body.showIndex,
});

export function CountryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(countryList.query());
  const [keyword, setKeyword] = useState('');
  const [drawer, setDrawer] = useState<{ key: number; country?: Country } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  // Each opening is a new key, so the form starts from the chosen country.
  const open = useCallback((country?: Country) => setDrawer((prev) => ({ key: (prev?.key ?? 0) + 1, country })), []);
  const refresh = () => queryClient.invalidateQueries({ queryKey: countryList.query().queryKey });
  const context: ListContext = { refresh, confirm, navigate: () => undefined };

  const columns = useMemo(() => {
    const c = columnsOf<Country>();
    return [
      c.text('name', 'settings.geo.name'),
      c.text('nameEn', 'settings.geo.nameEn'),
      c.text('code', 'settings.geo.code'),
      c.text('leveltype', 'settings.geo.leveltype', { format: (v) => t(`settings.geo.leveltypes.${v === GeoLevelType.Overseas ? '2' : '1'}`) }),
      c.text('showIndex', 'settings.geo.showIndex'),
      c.actions({
        items: [{ label: 'settings.geo.edit', onSelect: (row) => open(row) }],
        onDelete: (row) => countryList.remove(row.id),
        nameOf: (row) => row.name,
      }),
    ];
  }, [t, open]);

  const country = drawer?.country;
  const k = keyword.trim().toLowerCase();
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.common.common-country"
        description="settings.geo.country.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('settings.geo.country.add')}
          </Button>
        }
      />
      <InputGroup startElement={<LuSearch />} maxW="sm">
        <Input value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('settings.geo.search')} aria-label={t('settings.geo.search')} />
      </InputGroup>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.geo.country.empty')}>
        {(r) => {
          const rows = [...r.data]
            .filter((c) => !k || [c.name, c.nameEn, c.code].some((v) => v?.toLowerCase().includes(k)))
            .sort((a, b) => a.showIndex - b.showIndex || a.name.localeCompare(b.name, 'zh'));
          return rows.length ? (
            <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.common.common-country')} busy={query.isFetching} />
          ) : (
            <HStack>
              <Text color="fg.muted">{t('settings.geo.emptySearch', { keyword: keyword.trim() })}</Text>
            </HStack>
          );
        }}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={country ? t('settings.geo.editTitle', { name: country.name }) : t('settings.geo.country.addTitle')}
          schema={countrySchema}
          defaultValues={{
            name: country?.name ?? '',
            nameEn: country?.nameEn ?? '',
            code: country?.code ?? '',
            leveltype: String(country?.leveltype ?? GeoLevelType.Overseas) as '1' | '2',
            showIndex: country?.showIndex ?? 0,
          }}
          save={(values) => (country ? countryList.update({ ...values, id: country.id }) : countryList.create(values))}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.geo.name')} required />
              <TextField control={control} name="nameEn" label={t('settings.geo.nameEn')} />
              <TextField control={control} name="code" label={t('settings.geo.code')} helper={t('settings.geo.countryCodeHelper')} />
              <SelectField
                control={control}
                name="leveltype"
                label={t('settings.geo.leveltype')}
                options={[
                  { value: '1', label: t('settings.geo.leveltypes.1') },
                  { value: '2', label: t('settings.geo.leveltypes.2') },
                ]}
              />
              <NumberField control={control} name="showIndex" label={t('settings.geo.showIndex')} helper={t('settings.geo.showIndexHelper')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}
