/**
 * One person's badge application in a side drawer: the badge holder's details of the contract
 * (DeExCardPerson), the ID number checked to its check digit, the ID photo when the type needs one.
 */
import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { deExCardPlanCreate } from '@gen/api/card-plans/card-plans';
import { DeExCardIdType, type DeExCardPlanConfig } from '@gen/api/model';
import { FormDrawer, SelectField, TextField, UploadField, useExhibitorLang } from '@/components/kit';
import { useSession } from '@/lib/session/store';
import { idTypeLabel, personFormSchema, typeNameOf, type PersonFormInput, type PersonFormValues } from './cardPlans';

const ID_TYPES = Object.values(DeExCardIdType);

/** The holder's fields; `photo` only where a picture belongs (the single application). */
export function PersonFields({ control, photo, needPhoto }: { control: Control<PersonFormInput, unknown, any>; photo?: boolean; needPhoto?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField control={control} name="name" label={t('badges.field.name')} required />
      <TextField control={control} name="nameEn" label={t('badges.field.nameEn')} helper={t('badges.form.nameEnHelper')} />
      <SelectField
        control={control}
        name="idType"
        label={t('badges.field.idType')}
        required
        options={ID_TYPES.map((v) => ({ value: String(v), label: t(idTypeLabel(v)) }))}
      />
      <TextField control={control} name="idNumber" label={t('badges.field.idNumber')} required />
      <TextField control={control} name="phone" type="tel" label={t('badges.field.phone')} required />
      <TextField control={control} name="compName" label={t('badges.field.compName')} />
      <TextField control={control} name="position" label={t('badges.field.position')} />
      {photo && <UploadField control={control} name="photo" kind="image" label={t('badges.field.photo')} helper={t('badges.form.photoHelper')} required={needPhoto} />}
    </>
  );
}

export const emptyPerson = (compName = ''): PersonFormValues => ({
  name: '', nameEn: '', idType: String(DeExCardIdType.IdCard), idNumber: '', phone: '', compName, position: '', photo: '',
});

export function ApplyDrawer({ joinId, config, onClose, onSaved }: { joinId: string; config: DeExCardPlanConfig; onClose: () => void; onSaved: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const compName = useSession((s) => s.company?.name ?? '');
  const schema = personFormSchema(Boolean(config.needPhoto), (key) => t(key));
  return (
    <FormDrawer
      open
      title={t('badges.form.title', { name: typeNameOf(config, lang) })}
      schema={schema}
      defaultValues={emptyPerson(compName)}
      save={(v) => deExCardPlanCreate({ ...v, joinId, configId: config.id })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control }) => <PersonFields control={control} photo needPhoto={Boolean(config.needPhoto)} />}
    </FormDrawer>
  );
}
