/**
 * 常见问题: the FAQ of the current exhibition (site-settings.yaml, designed calls Question/*):
 * question and answer in both languages, a group, an order within the group, shown or hidden.
 */
import {
  getQuestionGetByExhibitionQueryOptions, getQuestionGetQueryOptions, questionCreate, questionDelete, questionSetShow, questionUpdate,
} from '@gen/api/site-settings/site-settings';
import type { QuestionInput } from '@gen/api/model';
import { defineResource } from '@/components/kit';
import { questionPages } from './routes';

export type QuestionValues = Omit<QuestionInput, 'exhibitionId'>;

export const question = defineResource(questionPages, {
  list: (request, exhibitionId) => getQuestionGetByExhibitionQueryOptions({ ...request, exhibitionId }),
  one: (id) => getQuestionGetQueryOptions({ id }),
  create: (values: QuestionValues, exhibitionId) => questionCreate({ ...values, exhibitionId }),
  // A question stays with the exhibition it was written for.
  update: (id, values, exhibitionId, record) => questionUpdate({ ...values, id, exhibitionId: record.data.exhibitionId ?? exhibitionId }),
  remove: (row) => questionDelete({ id: row.id }),
  setShow: (row, isShow) => questionSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.question,
});
