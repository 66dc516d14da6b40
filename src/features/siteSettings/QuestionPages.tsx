/**
 * 常见问题 / FAQ: the questions of the current exhibition by group (参展, 观展, 交通住宿, 证件), shown
 * or hidden from the row, read as visitors will (answers sanitised) in a side drawer; one form for
 * 添加 and 编辑 with the question and its rich-text answer in Chinese and English.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Question } from '@gen/api/model';
import { QuestionCreateBody } from '@gen/zod/site-settings/site-settings';
import {
  blank, columnsOf, defineStatusMap, DetailDrawer, FormSection, NumberField, ResourceFormPage, ResourceListPage, RichTextField, SelectField, SwitchField,
  TextField, TwoLines, type DetailField, type FilterOption,
} from '@/components/kit';
import { question } from './questions';
import { QUESTION_GROUPS } from './routes';

type Group = (typeof QUESTION_GROUPS)[number];

const groupStatus = defineStatusMap({
  1: { label: 'siteSettings.question.groups.1', color: 'blue' },
  2: { label: 'siteSettings.question.groups.2', color: 'green' },
  3: { label: 'siteSettings.question.groups.3', color: 'orange' },
  4: { label: 'siteSettings.question.groups.4', color: 'purple' },
});

const GROUP_FILTER: FilterOption<Group>[] = QUESTION_GROUPS.map((g) => ({ value: g, label: `siteSettings.question.groups.${g}` as const }));

const c = columnsOf<Question>();
const columns = [
  c.custom('question', 'siteSettings.question.question', (q) => <TwoLines main={q.question} sub={q.questionEn} />, { minWidth: '16rem' }),
  c.status('group', 'siteSettings.question.group', groupStatus),
  c.text('showIndex', 'siteSettings.question.showIndex', { width: '5rem' }),
  c.showSwitch(question.setShow!),
  c.date('updateTime', 'kit.column.updateTime'),
];

const previewFields: DetailField<Question>[] = [
  { label: 'siteSettings.question.group', value: 'group', type: 'status', map: groupStatus },
  { label: 'siteSettings.question.question', value: 'question' },
  { label: 'siteSettings.question.answer', value: 'answer', type: 'html' },
  { label: 'siteSettings.question.questionEn', value: 'questionEn' },
  { label: 'siteSettings.question.answerEn', value: 'answerEn', type: 'html' },
];

/** 常见问题: filter by group and shown/hidden, search questions and answers, read one as visitors will. */
export function QuestionListPage() {
  const [viewing, setViewing] = useState<Question>();
  return (
    <ResourceListPage
      resource={question}
      columns={columns}
      filters={[{ name: 'group', label: 'siteSettings.question.group', options: GROUP_FILTER }]}
      showFilter
      searchPlaceholder="siteSettings.question.search"
      description="siteSettings.question.description"
      onView={setViewing}
    >
      <DetailDrawer open={Boolean(viewing)} onClose={() => setViewing(undefined)} title="siteSettings.question.preview" record={viewing} fields={previewFields} />
    </ResourceListPage>
  );
}

const B = QuestionCreateBody.shape;
const schema = z.object({
  // The select holds the group as text ('' until one is chosen).
  group: z.string().min(1).transform(Number).pipe(B.group),
  question: B.question,
  questionEn: blank(B.questionEn),
  answer: B.answer,
  answerEn: blank(B.answerEn),
  showIndex: B.showIndex,
  isShow: z.boolean(),
});

const defaults: z.input<typeof schema> = { group: '', question: '', questionEn: '', answer: '', answerEn: '', showIndex: undefined, isShow: true };

/** 添加常见问题 / 编辑常见问题. */
export function QuestionFormPage() {
  const { t } = useTranslation();
  const groupOptions = QUESTION_GROUPS.map((g) => ({ value: String(g), label: t(`siteSettings.question.groups.${g}`) }));
  return (
    <ResourceFormPage
      resource={question}
      schema={schema}
      defaultValues={defaults}
      toValues={(record: { data: Question }) => ({
        group: String(record.data.group),
        question: record.data.question,
        questionEn: record.data.questionEn ?? '',
        answer: record.data.answer,
        answerEn: record.data.answerEn ?? '',
        showIndex: record.data.showIndex,
        isShow: record.data.isShow,
      })}
    >
      {({ control }) => (
        <>
          <FormSection title="siteSettings.question.basic" columns={2}>
            <SelectField control={control} name="group" label={t('siteSettings.question.group')} options={groupOptions} required />
            <NumberField control={control} name="showIndex" label={t('siteSettings.question.showIndex')} helper={t('siteSettings.question.showIndexHelper')} />
            <TextField control={control} name="question" label={t('siteSettings.question.question')} required />
            <TextField control={control} name="questionEn" label={t('siteSettings.question.questionEn')} />
            <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
          </FormSection>
          <FormSection title="siteSettings.question.answers" description="siteSettings.question.answersHelper">
            <RichTextField control={control} name="answer" label={t('siteSettings.question.answer')} required minHeight="10rem" />
            <RichTextField control={control} name="answerEn" label={t('siteSettings.question.answerEn')} minHeight="10rem" />
          </FormSection>
        </>
      )}
    </ResourceFormPage>
  );
}
