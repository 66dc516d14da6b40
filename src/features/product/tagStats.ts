/**
 * The exhibition's product-tag statistics (ProductTagCount): how many products and companies use
 * each tag, the products bound to one, and the two host exports.
 */
import {
  getProductTagCountGetAllBindsByIdQueryOptions, getProductTagCountPostQueryOptions, productTagCountExcelExportTagCount,
  productTagCountExcelExportWechatProduct,
} from '@gen/api/product/product';
import type { ProductTagCount } from '@gen/api/model';
import { downloadNames } from '@gen/api/downloads';
import { defineResource } from '@/components/kit';
import { tagStatsPages } from './routes';

export const tagStats = defineResource(tagStatsPages, {
  list: (request, exhibitionId) => getProductTagCountPostQueryOptions({ ...request, exhibitionId }),
  nameOf: (row: ProductTagCount) => row.tagName,
  idOf: (row) => row.tagId,
});

export const bindsQuery = (tagId: string) => getProductTagCountGetAllBindsByIdQueryOptions({ id: tagId });

/** The two spreadsheets, with the contract's names for them (used when the answer has none). */
export const tagExports = {
  counts: { request: productTagCountExcelExportTagCount, fileName: downloadNames.productTagCountExcelExportTagCount },
  wechat: { request: productTagCountExcelExportWechatProduct, fileName: downloadNames.productTagCountExcelExportWechatProduct },
} as const;
