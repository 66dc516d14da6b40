/**
 * The exhibition's product-tag statistics (ProductTagCount): how many products and companies use
 * each tag, the products bound to one, and the two host exports.
 */
import {
  getProductTagCountGetAllBindsByIdQueryOptions, getProductTagCountPostQueryOptions, productTagCountExcelExportTagCount,
  productTagCountExcelExportWechatProduct,
} from '@gen/api/product/product';
import type { ProductTagCount } from '@gen/api/model';
import { defineResource } from '@/components/kit';
import { tagStatsPages } from './routes';

export const tagStats = defineResource(tagStatsPages, {
  list: (request, exhibitionId) => getProductTagCountPostQueryOptions({ ...request, exhibitionId }),
  nameOf: (row: ProductTagCount) => row.tagName,
  idOf: (row) => row.tagId,
});

export const bindsQuery = (tagId: string) => getProductTagCountGetAllBindsByIdQueryOptions({ id: tagId });

/** The two spreadsheets, with the names the server gives them (used when the answer has none). */
export const tagExports = {
  counts: { request: productTagCountExcelExportTagCount, fileName: '标签统计.xlsx' },
  wechat: { request: productTagCountExcelExportWechatProduct, fileName: '小程序产品.xlsx' },
} as const;
