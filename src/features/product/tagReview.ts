/**
 * The organiser's audit of the product tags exhibitors submit (ProductTagAuditLog): pass one,
 * reject one with a remark, pass or reject the selected ones, the product's audit history, export.
 */
import {
  getProductTagAuditLogGetByProductIdQueryOptions, getProductTagAuditLogPageQueryOptions, productTagAuditLogAuditAll, productTagAuditLogExcelbyPage,
  productTagAuditLogPass, productTagAuditLogUpdate,
} from '@gen/api/product/product';
import { ProductTagAuditStatus, type ProductTagAuditLog } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { defineResource, defineStatusMap, ensureAccepted } from '@/components/kit';
import { tagReviewPages } from './routes';

export const tagReview = defineResource(tagReviewPages, {
  list: (request, exhibitionId) => getProductTagAuditLogPageQueryOptions({ ...request, exhibitionId }),
  nameOf: (row: ProductTagAuditLog) => row.productName ?? row.productId,
});

export const tagDecisions = {
  pass: async (row: ProductTagAuditLog) => ensureAccepted(await productTagAuditLogPass({ id: row.id })),
  reject: (row: ProductTagAuditLog, remark: string) =>
    productTagAuditLogUpdate({
      id: row.id, exhibitionId: row.exhibitionId, compId: row.compId, productId: row.productId, tagIds: row.tagIds,
      auditStatus: ProductTagAuditStatus.Rejected, auditRemark: remark,
    }),
  /** The selected logs at once: 1 passes, 2 rejects (with the remark the exhibitors read). */
  decideMany: async (rows: ProductTagAuditLog[], auditStatus: 1 | 2, auditRemark?: string) =>
    ensureAccepted(await productTagAuditLogAuditAll({ ids: rows.map((r) => r.id), auditStatus, auditRemark })),
};

export const historyQuery = (productId: string) => getProductTagAuditLogGetByProductIdQueryOptions({ ProductId: productId });
export const exportTagReview = productTagAuditLogExcelbyPage;
export const TAG_REVIEW_EXPORT_NAME = downloadNames.productTagAuditLogExcelbyPage;

export const tagAuditStatus = defineStatusMap({
  [ProductTagAuditStatus.Pending]: { label: 'host.tagReview.status.pending', color: 'orange' },
  [ProductTagAuditStatus.Passed]: { label: 'host.tagReview.status.passed', color: 'green' },
  [ProductTagAuditStatus.Rejected]: { label: 'host.tagReview.status.rejected', color: 'red' },
});
