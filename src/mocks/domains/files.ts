/**
 * Every download of the contract answers a real file: one handler per binary operation of
 * generated/openapi.json (spreadsheet, PDF, image, zip, octet-stream), with the declared Chinese
 * file name in Content-Disposition. Operations with a known source export the rows of their
 * collection; any other (including exports added to the contract later) answers a header-only
 * sheet, a one-page PDF, a picture or a zip of its kind.
 */
import type { CollectionName } from '../collections';
import { ids } from '../data/places';
import { matchesKeyword, type MockDb, type MockRecord } from '../db';
import type { MockDomain } from '../domain';
import {
  binaryOperations, buildDocx, buildPdf, buildXlsx, buildZip, CONTENT_TYPES, fileResponse, miniProgramCodeJpeg, placeholderPng,
  type BinaryOperation, type Column, type PdfSpec, type SheetSpec,
} from '../files';
import { demoMedia } from '../media';
import { body, fail } from '../respond';
import { fileRoute } from '../route';
import { callingCardStates, companyCards, hostCards, sourceLinkTypes, talkTypes, type HostCardFilter } from './calling-cards';
import { cardAuditStatuses, filterCardUps, idTypes, pushStatuses } from './card-plans';
import { filterGatherings } from './common-settings';
import { filterVehicles, passTemplateFor, passTemplateTypes, vehicleStatuses } from './vehicles';

type Input = Record<string, unknown>;

/** What a source hands back: the rows of a sheet, the fields of a PDF, the PDFs of a zip, or not found. */
interface Produced {
  fileName?: string;
  sheet?: SheetSpec;
  pdf?: PdfSpec;
  zip?: { name: string; pdf: PdfSpec }[];
  notFound?: boolean;
}
type Source = (db: MockDb, input: Input) => Produced;

const sameId = (a: unknown, b: unknown) => String(a ?? '').toLowerCase() === String(b ?? '').toLowerCase();
const given = (v: unknown) => v !== undefined && v !== null && v !== '';
const label = (names: Record<number, string>) => (key: string) => (row: Record<string, unknown>) => (given(row[key]) ? (names[Number(row[key])] ?? row[key]) : '');
const seq: Column = { key: '__index', header: '序号', width: 8, value: (_row, i) => i + 1 };
const col = (key: string, header: string, width?: number, value?: Column['value']): Column => ({ key, header, width, value });

/** Rows of the first of these collections that has any (other domains own them; names are theirs). */
function rowsOf(db: MockDb, names: CollectionName[]): MockRecord[] {
  for (const name of names) {
    const rows = db.all(name).filter((r) => !r.isDeleted);
    if (rows.length) return rows;
  }
  return [];
}

const PAGING = new Set(['pageindex', 'pagesize', 'sorts', 'keyword', 'starttime', 'endtime', 't']);

/** Keeps the rows every filter of the request agrees with (fields the rows do not have are ignored). */
function matchingRows(rows: MockRecord[], input: Input, keywordFields: string[], timeField = 'createTime'): MockRecord[] {
  const t = (v: unknown) => new Date(String(v)).getTime();
  return rows
    .filter((row) =>
      Object.entries(input).every(([k, v]) => {
        if (PAGING.has(k.toLowerCase()) || !given(v) || Array.isArray(v) || typeof v === 'object') return true;
        const own = Object.keys(row).find((f) => f.toLowerCase() === k.toLowerCase());
        return own === undefined || String(row[own]).toLowerCase() === String(v).toLowerCase();
      }),
    )
    .filter((row) => (!given(input.startTime) || t(row[timeField]) >= t(input.startTime)) && (!given(input.endTime) || t(row[timeField]) <= t(input.endTime)))
    .filter((row) => matchesKeyword(row, input.keyword as string | undefined, keywordFields))
    .sort((a, b) => String(b[timeField] ?? '').localeCompare(String(a[timeField] ?? '')));
}

const exhibitionOf = (db: MockDb, exId: unknown) => db.get('exhibitions', String(exId ?? ''));

/** Display names other domains keep as ids: company, product and tag names. */
function withNames(db: MockDb, row: MockRecord): MockRecord {
  const out: MockRecord = { ...row };
  const compId = row.compId ?? row.companyId;
  if (!given(out.compName) && given(compId)) out.compName = db.get('companies', String(compId))?.name ?? '';
  if (!given(out.productName) && given(row.productId)) out.productName = db.get('products', String(row.productId))?.name ?? '';
  if (!given(out.releaseTypeName) && given(row.releaseTypeId)) out.releaseTypeName = db.get('releaseTypes', String(row.releaseTypeId))?.name ?? '';
  if (!given(out.tagNames) && Array.isArray(row.tagIds)) out.tagNames = (row.tagIds as string[]).map((t) => db.get('proTags', t)?.name ?? '').filter(Boolean);
  if (typeof out.tags === 'string') out.tags = tagsOf(out).map((t) => t.name);
  return out;
}

function tagsOf(product: MockRecord): { id?: string; name?: string }[] {
  try {
    const value = typeof product.tags === 'string' ? (JSON.parse(product.tags) as unknown) : product.tags;
    return Array.isArray(value) ? (value.filter((t) => t && typeof t === 'object') as { id?: string; name?: string }[]) : [];
  } catch {
    return [];
  }
}

/** Tag usage counts, counted over the products of the dictionary's leaf tags (no domain keeps them). */
function tagCounts(db: MockDb, input: Input): Record<string, unknown>[] {
  const products = rowsOf(db, ['products']).filter((p) => (!given(input.compId) || sameId(p.compId, input.compId)) && (!given(input.exhibitionId) || sameId(p.exhibitionId, input.exhibitionId)));
  const tags = db.all('proTags');
  const views = rowsOf(db, ['productViewLogs']);
  return tags
    .filter((t) => !tags.some((c) => sameId(c.parentId, t.id)))
    .filter((t) => (!given(input.tagId) || sameId(t.id, input.tagId)) && (!given(input.parentTagId) || sameId(t.parentId, input.parentTagId)))
    .map((t) => {
      const tagged = products.filter((p) => tagsOf(p).some((x) => sameId(x.id, t.id) || x.name === t.name));
      return {
        parentTagName: db.get('proTags', String(t.parentId ?? ''))?.name ?? '', tagName: t.name, tagNameEn: t.nameEn, productCount: tagged.length,
        compCount: new Set(tagged.map((p) => String(p.compId))).size, viewCount: views.filter((v) => tagged.some((p) => sameId(p.id, v.productId))).length, updateTime: t.updateTime ?? t.createTime,
      };
    })
    .filter((r) => matchesKeyword(r, input.keyword as string | undefined, ['tagName', 'parentTagName']))
    .sort((a, b) => b.productCount - a.productCount);
}

// ------------------------------------------------------------------ column sets
/** The purchase-demand export is named after its tab (001 §9: host exports carry Chinese names). */
function purchaseDemandFileName(input: HostCardFilter): string {
  const states = [...(input.states ?? [])].sort().join(',');
  const tab = states === '1' ? '已接收' : states === '3' ? '已拒绝' : states === '0,2' ? (input.overtime ? '未接收或已忽略' : '已回收') : undefined;
  return tab ? `采购需求（${tab}）.xlsx` : '采购需求.xlsx';
}

const cardColumns = (host: boolean): Column[] => [
  seq,
  ...(host ? [col('compName', '展商', 28)] : []),
  col('name', '姓名', 10), col('position', '职位', 12), col('company', '采购商公司', 28), col('phone', '电话', 16), col('email', '邮箱', 26),
  col('talkType', '咨询类型', 12, label(talkTypes)('talkType')), col('sourceLinkType', '来源', 12, label(sourceLinkTypes)('sourceLinkType')),
  col('content', '咨询内容', 50), col('state', '状态', 12, label(callingCardStates)('state')), col('createTime', '发送时间', 20), col('receiveTime', '接收时间', 20),
];

const vehicleColumns: Column[] = [
  seq, col('compName', '参展企业', 28), col('plateNumber', '车牌号', 12), col('driverName', '司机', 10), col('driverPhone', '司机电话', 14), col('vehicleType', '车型', 14),
  col('status', '审核状态', 10, label(vehicleStatuses)('status')), col('createTime', '登记时间', 20),
];

const badgeColumns: Column[] = [
  seq, col('name', '姓名', 10), col('nameEn', '英文名', 16), col('idType', '证件类型', 16, label(idTypes)('idType')), col('idNumber', '证件号码', 22), col('phone', '手机号', 14),
  col('compName', '公司', 28), col('position', '职位', 12), col('cardTypeName', '证件类别', 12), col('cardNo', '证件编号', 16),
  col('pushStatus', '推送状态', 10, label(pushStatuses)('pushStatus')), col('pushTime', '推送时间', 20), col('createTime', '创建时间', 20),
];

const gatheringColumns: Column[] = [
  seq, col('name', '姓名', 10), col('phone', '手机号', 14), col('email', '邮箱', 26), col('companyName', '公司', 28), col('jobTitle', '职位', 12), col('province', '省份', 10), col('city', '城市', 10),
  col('interests', '感兴趣的领域', 24), col('source', '来源', 12, label({ 0: 'PC 官网', 1: '移动端 H5', 2: '微信小程序' })('source')), col('remark', '备注', 30), col('createTime', '提交时间', 20),
];

const releaseColumns: Column[] = [
  seq, col('compName', '企业', 28), col('title', '标题', 36), col('releaseTypeName', '类型', 12), col('categoryName', '分类', 12), col('contactName', '联系人', 10), col('contactPhone', '联系电话', 14),
  col('status', '状态', 10, label({ 0: '待推送', 1: '已推送', 2: '已驳回' })('status')), col('createTime', '发布时间', 20),
];

const tagCountColumns: Column[] = [seq, col('parentTagName', '标签分类', 14), col('tagName', '标签', 14), col('tagNameEn', '英文名', 20), col('productCount', '产品数', 10), col('compCount', '企业数', 10), col('viewCount', '浏览量', 10), col('updateTime', '统计时间', 20)];

const releaseSource = (type?: number): Source => (db, input) => {
  const rows = matchingRows(rowsOf(db, ['newReleases']).map((r) => withNames(db, r)), type === undefined ? input : { ...input, type }, ['title', 'compName', 'content']);
  return { sheet: { columns: releaseColumns, rows } };
};

// ------------------------------------------------------------------ sources per operation
const sources: Record<string, Source> = {
  callingCardExcelExport: (db, input) => ({
    fileName: Number(input.state) === 1 ? '已接收咨询列表.xlsx' : '待接收咨询列表.xlsx',
    sheet: { columns: cardColumns(false), rows: companyCards(db, input) },
  }),
  callingCardExcelExportBack: (db, input) => ({ fileName: purchaseDemandFileName(input), sheet: { columns: cardColumns(true), rows: hostCards(db, input) } }),
  vehicleExcelExport: (db, input) => ({ sheet: { columns: vehicleColumns, rows: filterVehicles(db, input) } }),
  vehicleTemplatePdf: (db, input) => {
    const vehicle = db.get('vehicles', String(input.vehicaleId ?? ''));
    if (!vehicle) return { notFound: true };
    return { pdf: vehiclePass(db, vehicle, String(input.exId ?? vehicle.exId), given(input.type) ? Number(input.type) : undefined) };
  },
  vehicleTemplateZip: (db, input) => {
    const type = given(input.type) ? Number(input.type) : undefined;
    if (given(input.vehicaleId)) {
      const vehicle = db.get('vehicles', String(input.vehicaleId));
      if (!vehicle) return { notFound: true };
      return { zip: [{ name: `${String(vehicle.plateNumber)}.pdf`, pdf: vehiclePass(db, vehicle, String(input.exId ?? vehicle.exId), type) }] };
    }
    const vehicles = db.find('vehicles', (v) => sameId(v.exId, input.exId)).sort((a, b) => String(a.plateNumber).localeCompare(String(b.plateNumber)));
    if (!vehicles.length) {
      const template = passTemplateFor(db, String(input.exId ?? ''), undefined, type);
      return { zip: [{ name: '车辆通行证模板.pdf', pdf: { title: 'Vehicle Pass Template', subtitle: String(template?.name ?? ''), fields: [['Exhibition', exhibitionOf(db, input.exId)?.nameEn ?? ''], ['Template type', template ? passTemplateTypes[Number(template.type)] : '']], size: 'A5' } }] };
    }
    return { zip: vehicles.map((v) => ({ name: `${String(v.plateNumber)}-${String(v.compName ?? '')}.pdf`, pdf: vehiclePass(db, v, String(input.exId), type) })) };
  },
  deExCardUpExcelExportDeexCards: (db, input) => {
    const rows = filterCardUps(db, input);
    const typeName = given(input.cardTypeId)
      ? (db.find('deExCardPlanConfigExhibitions', (c) => sameId(c.cardTypeId, input.cardTypeId))[0]?.cardTypeName ?? rows[0]?.cardTypeName)
      : undefined;
    return { fileName: typeName ? `${String(typeName)}.xlsx` : undefined, sheet: { columns: badgeColumns, rows } };
  },
  pdfGetDeExCardDownEn: (db, input) => {
    const holder = db.get('deExCardDowns', String(input.id ?? ''));
    if (!holder) return { notFound: true };
    const config = db.get('deExCardPlanConfigs', String(holder.configId ?? ''));
    const exhibition = exhibitionOf(db, holder.exhibitionId);
    return {
      pdf: {
        title: String(config?.cardTypeNameEn ?? 'Exhibitor Badge'),
        subtitle: String(exhibition?.nameEn ?? exhibition?.name ?? ''),
        size: 'A5',
        fields: [
          ['Name', holder.nameEn || holder.name], ['Company', holder.compName], ['Position', holder.position], ['Booth', holder.boothNo], ['Badge type', config?.cardTypeNameEn ?? holder.cardTypeName],
          ['ID type', idTypes[Number(holder.idType)]], ['ID number', String(holder.idNumber ?? '').replace(/^(.{4}).+(.{4})$/, '$1**********$2')], ['Phone', holder.phone],
          ['Review', cardAuditStatuses[Number(holder.auditStatus)]], ['Valid', exhibition ? `${String(exhibition.startTime).slice(0, 10)} - ${String(exhibition.endTime).slice(0, 10)}` : ''],
        ],
      },
    };
  },
  informationGatheringExcelExport: (db, input) => ({ sheet: { columns: gatheringColumns, rows: filterGatherings(db, input) } }),
  activityExcelExportUser: (db, input) => {
    const activity = db.get('activities', String(input.activityId ?? ''));
    const rows = matchingRows(rowsOf(db, ['activityApplies']), input, ['name', 'phone', 'companyName']);
    return {
      sheet: {
        sheetName: String(activity?.name ?? '活动报名用户'),
        columns: [seq, col('name', '姓名', 10), col('phone', '手机号', 14), col('email', '邮箱', 26), col('companyName', '公司', 28), col('department', '部门', 12), col('jobTitle', '职位', 12),
          col('isCheckIn', '是否签到', 10), col('checkInTime', '签到时间', 20), col('remark', '备注', 30), col('createTime', '报名时间', 20)],
        rows,
      },
    };
  },
  activityExcelExportCompany: (db, input) => {
    const activities = matchingRows(rowsOf(db, ['activities']), input, ['name', 'companyName'], 'startTime');
    const byCompany = new Map<string, MockRecord[]>();
    for (const a of activities) byCompany.set(String(a.companyId ?? a.companyName), [...(byCompany.get(String(a.companyId ?? a.companyName)) ?? []), a]);
    const rows = [...byCompany.values()].map((list) => {
      const company = db.get('companies', String(list[0]!.companyId ?? ''));
      return { companyName: list[0]!.companyName ?? company?.name, contactName: company?.contactName, phone: company?.phone, activityCount: list.length, activityNames: list.map((a) => a.name), applyCount: list.reduce((s, a) => s + Number(a.applyCount ?? 0), 0) };
    });
    return { sheet: { columns: [seq, col('companyName', '企业名称', 30), col('contactName', '联系人', 10), col('phone', '联系电话', 16), col('activityCount', '活动数', 8), col('activityNames', '活动', 40), col('applyCount', '报名人数', 10)], rows } };
  },
  activityExcelExportProduct: (db, input) => {
    const activities = matchingRows(rowsOf(db, ['activities']), input, ['name', 'companyName'], 'startTime');
    const companies = new Set(activities.map((a) => String(a.companyId ?? '').toLowerCase()));
    // No domain links products to activities: an activity shows its company's products.
    const rows = rowsOf(db, ['products']).filter((p) => companies.has(String(p.compId).toLowerCase()) && p.isShow !== false);
    return { sheet: { columns: [seq, col('name', '产品名称', 30), col('model', '型号', 14), col('compName', '企业', 28), col('price', '参考价', 10), col('groupName', '分组', 12), col('viewCount', '浏览量', 10), col('createTime', '发布时间', 20)], rows: rows.map((r) => withNames(db, r)) } };
  },
  applySceneExcelExport: (db, input) => ({
    sheet: {
      columns: [seq, col('companyName', '企业名称', 30), col('contactName', '联系人', 10), col('position', '职位', 12), col('phone', '手机号', 14), col('email', '邮箱', 26), col('city', '城市', 10), col('industryName', '行业', 12),
        col('boothType', '展位类型', 10, label({ 0: '标准展位', 1: '光地' })('boothType')), col('boothArea', '面积（㎡）', 10), col('boothCount', '展位数', 8), col('intendedHall', '意向展馆', 12), col('boothNo', '展位号', 12), col('remark', '备注', 30), col('createTime', '预定时间', 20)],
      rows: matchingRows(rowsOf(db, ['applyScenes']), input, ['companyName', 'contactName', 'phone']),
    },
  }),
  newRealeaseExcelExportHost: releaseSource(),
  newRealeaseExcelExportCaiGou: releaseSource(2),
  newRealeaseExcelExportZhaoShang: releaseSource(1),
  productExcelExportProductView: (db, input) => ({
    sheet: {
      columns: [seq, col('productName', '产品名称', 30), col('viewCount', '浏览量', 10), col('visitorCount', '访客数', 10), col('shareCount', '分享数', 10), col('collectCount', '收藏数', 10), col('lastViewTime', '最近浏览时间', 20)],
      rows: productViewStats(db, input),
    },
  }),
  productTagAuditLogExcelbyPage: (db, input) => ({
    sheet: {
      columns: [seq, col('compName', '企业', 28), col('productName', '产品', 28), col('tagNames', '申请标签', 30), col('auditStatus', '审核状态', 10, label({ 0: '待审核', 1: '已通过', 2: '已驳回' })('auditStatus')),
        col('auditRemark', '审核意见', 24), col('auditorName', '审核人', 10), col('auditTime', '审核时间', 20), col('createTime', '申请时间', 20)],
      rows: matchingRows(rowsOf(db, ['productTagAuditLogs']).map((r) => withNames(db, r)), input, ['compName', 'productName']),
    },
  }),
  productTagCountExcelExportTagCount: (db, input) => ({ sheet: { columns: tagCountColumns, rows: tagCounts(db, input) } }),
  productTagCountExcelGetAllByCompId: (db, input) => ({ sheet: { columns: tagCountColumns, rows: tagCounts(db, input).filter((r) => Number(r.productCount) > 0) } }),
  productTagCountExcelExportWechatProduct: (db, input) => ({
    sheet: {
      columns: [seq, col('name', '产品名称', 30), col('compName', '企业', 28), col('tags', '标签', 30), col('viewCount', '浏览量', 10), col('isShow', '是否展示', 10), col('createTime', '发布时间', 20)],
      rows: matchingRows(rowsOf(db, ['products']), { exhibitionId: input.exhibitionId, compId: input.compId, keyword: input.keyword }, ['name', 'compName']).filter((p) => p.isShow !== false && tagsOf(p).length > 0).map((p) => withNames(db, p)),
    },
  }),
};


/** Per-product view statistics, counted from the view logs (no domain keeps them). */
function productViewStats(db: MockDb, input: Input): Record<string, unknown>[] {
  const products = rowsOf(db, ['products']).filter((p) => (!given(input.compId) || sameId(p.compId, input.compId)) && (!given(input.productId) || sameId(p.id, input.productId)));
  const logs = matchingRows(rowsOf(db, ['productViewLogs']), { startTime: input.startTime, endTime: input.endTime }, [], 'inTime');
  return products
    .map((p) => {
      const mine = logs.filter((l) => sameId(l.productId, p.id));
      return {
        productName: p.name, viewCount: mine.length || Number(p.viewCount ?? 0), visitorCount: new Set(mine.map((l) => l.userId)).size,
        shareCount: mine.reduce((s, l) => s + Number(l.shareCount ?? 0), 0), collectCount: mine.reduce((s, l) => s + Number(l.collectCount ?? 0), 0),
        lastViewTime: mine.map((l) => String(l.inTime)).sort().pop() ?? '',
      };
    })
    .filter((r) => matchesKeyword(r, input.keyword as string | undefined, ['productName']))
    .sort((a, b) => b.viewCount - a.viewCount);
}

function vehiclePass(db: MockDb, vehicle: MockRecord, exId: string, type: number | undefined): PdfSpec {
  const template = passTemplateFor(db, exId, vehicle, type);
  const exhibition = exhibitionOf(db, exId || vehicle.exId);
  const join = db.get('joins', String(vehicle.joinId ?? ''));
  return {
    title: `Vehicle Pass - ${String(vehicle.plateNumber)}`,
    subtitle: String(exhibition?.nameEn ?? exhibition?.name ?? ''),
    size: 'A5',
    fields: [
      ['Plate number', vehicle.plateNumber], ['Pass type', template ? passTemplateTypes[Number(template.type)] : ''], ['Template', template?.name ?? ''], ['Company', vehicle.compName],
      ['Booth', join ? `${String(join.hallName ?? '')} ${String(join.boothNo ?? '')}` : ''], ['Driver', vehicle.driverName], ['Driver phone', vehicle.driverPhone], ['Vehicle type', vehicle.vehicleType],
      ['Review', vehicleStatuses[Number(vehicle.status)]], ['Valid', exhibition ? `${String(exhibition.startTime).slice(0, 10)} - ${String(exhibition.endTime).slice(0, 10)}` : ''],
    ],
  };
}

// ------------------------------------------------------------------ generic answers
const fileNameOf = (op: BinaryOperation, produced: Produced, fallbackExt: string) =>
  produced.fileName ?? op.fileName ?? `${(op.summary ?? op.operationId).replace(/[\\/:*?"<>|]/g, ' ').slice(0, 60).trim() || op.operationId}.${fallbackExt}`;

const defaultSheet = (op: BinaryOperation): SheetSpec => ({
  sheetName: op.fileName ?? op.operationId,
  columns: [seq, col('name', '名称', 30), col('compName', '企业', 28), col('status', '状态', 10), col('createTime', '创建时间', 20)],
  rows: [],
});

const defaultPdf = (op: BinaryOperation, input: Input): PdfSpec => ({
  title: (op.fileName ?? op.operationId).replace(/\.[a-z]+$/i, ''),
  subtitle: op.summary,
  fields: Object.entries(input).filter(([k, v]) => k !== 't' && given(v)).map(([k, v]) => [k, v]),
});

/**
 * GET /api/file?key=…: a file the mocks build from its key (uploads whose bytes the store keeps are
 * answered by the materials domain before this handler): demo pictures and clips (../media), and
 * documents by the key's extension. The Content-Type is the file's own, so that pictures and
 * clips show in <img> and <video> (the contract declares octet-stream, the generic download type).
 */
async function storedFile(db: MockDb, input: Input): Promise<{ data: ArrayBuffer | Uint8Array; name: string; contentType?: string } | undefined> {
  const key = String(input.key ?? '');
  const media = demoMedia(key);
  if (media) return media;
  const last = key.split('/').pop() || 'file';
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // A name with a bare % is used as it is.
  }
  const ext = (name.split('.').pop() ?? '').toLowerCase();
  const exhibition = exhibitionOf(db, ids.exhibition2026);
  const title = name.replace(/\.[^.]+$/, '');
  switch (ext) {
    case 'pdf':
      return { data: await buildPdf({ title, subtitle: String(exhibition?.nameEn ?? ''), fields: [['File', name], ['Key', key]] }), name, contentType: CONTENT_TYPES.pdf };
    case 'doc':
    case 'docx':
      return { data: buildDocx(title, [String(exhibition?.name ?? ''), `文件：${name}`, '本文件由离线演示数据生成。']), name, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
    case 'xlsx':
    case 'xls':
      return { data: await buildXlsx({ sheetName: title, columns: [seq, col('name', '名称', 30), col('remark', '备注', 30)], rows: [] }), name, contentType: CONTENT_TYPES.xlsx };
    case 'zip':
      return { data: buildZip([{ name: `${title}.pdf`, data: await buildPdf({ title, fields: [['Key', key]] }) }]), name, contentType: CONTENT_TYPES.zip };
    case 'txt':
    case 'csv':
      return { data: new TextEncoder().encode(`${title}\n`), name, contentType: `text/${ext === 'csv' ? 'csv' : 'plain'}; charset=utf-8` };
    default:
      return undefined;
  }
}

async function readInput(request: Request): Promise<Input> {
  const url = new URL(request.url);
  const fromQuery: Input = {};
  for (const [k, v] of url.searchParams) {
    const low = k.toLowerCase();
    // Query names as the handlers read them (case-insensitive on the wire).
    const canonical = { id: 'id', exid: 'exId', vehicaleid: 'vehicaleId', type: 'type', activityid: 'activityId', key: 'key' }[low] ?? k;
    fromQuery[canonical] = v;
  }
  const json = request.method === 'GET' || request.method === 'DELETE' ? {} : await body<Input>(request);
  return { ...json, ...fromQuery };
}

function resolverFor(db: MockDb, op: BinaryOperation) {
  return async ({ request }: { request: Request }) => {
    const input = await readInput(request);
    if (op.operationId === 'fileGet') {
      const file = await storedFile(db, input);
      return file ? fileResponse(file.data, file.contentType ?? op.contentType, file.name) : fail(404);
    }
    const produced = sources[op.operationId]?.(db, input) ?? {};
    if (produced.notFound) return fail(404);
    switch (op.kind) {
      case 'xlsx':
        return fileResponse(await buildXlsx(produced.sheet ?? defaultSheet(op)), op.contentType, fileNameOf(op, produced, 'xlsx'));
      case 'pdf':
        return fileResponse(await buildPdf(produced.pdf ?? defaultPdf(op, input)), op.contentType, fileNameOf(op, produced, 'pdf'));
      case 'jpeg':
        return fileResponse(miniProgramCodeJpeg(), op.contentType, fileNameOf(op, produced, 'jpg'));
      case 'png':
        return fileResponse(placeholderPng(), op.contentType, fileNameOf(op, produced, 'png'));
      case 'zip': {
        const entries = produced.zip ?? [{ name: `${(op.fileName ?? op.operationId).replace(/\.zip$/i, '')}.pdf`, pdf: defaultPdf(op, input) }];
        const files = await Promise.all(entries.map(async (e) => ({ name: e.name, data: await buildPdf(e.pdf) })));
        return fileResponse(buildZip(files), op.contentType, fileNameOf(op, produced, 'zip'));
      }
      default:
        return fileResponse(await buildPdf(produced.pdf ?? defaultPdf(op, input)), op.contentType || CONTENT_TYPES.pdf, fileNameOf(op, produced, 'pdf'));
    }
  };
}

/** A case-insensitive route for a contract path; {param} segments match one path segment. */
const route = (db: MockDb, op: BinaryOperation) => fileRoute(op.method, op.path, resolverFor(db, op));

export const filesDomain: MockDomain = {
  name: 'files',
  handlers: (db) => binaryOperations.map((op) => route(db, op)),
};
