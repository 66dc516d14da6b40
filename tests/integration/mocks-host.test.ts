/**
 * The stateful host-side mocks (src/mocks/domains/{calling-cards,audit,catalogue,card-plans,vehicles,
 * host-exhibition,reference-data,third-party,common-settings,files}.ts), driven through the generated
 * REST functions, i.e. the app's own HTTP client. JSON answers are parsed with the generated zod
 * `...Response` schemas; downloads are checked as real files (xlsx, pdf, zip, jpeg) with their
 * Content-Disposition names. Every request is checked against the contract (tests/setup.ts).
 */
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as audit from '@gen/api/audit/audit';
import * as callingCards from '@gen/api/calling-cards/calling-cards';
import * as cardPlans from '@gen/api/card-plans/card-plans';
import * as catalogue from '@gen/api/catalogue/catalogue';
import * as settings from '@gen/api/common-settings/common-settings';
import * as hostExhibition from '@gen/api/host-exhibition/host-exhibition';
import * as referenceData from '@gen/api/reference-data/reference-data';
import * as release from '@gen/api/release/release';
import * as thirdParty from '@gen/api/third-party/third-party';
import * as vehicles from '@gen/api/vehicles/vehicles';
import * as Za from '@gen/zod/audit/audit';
import * as Zcc from '@gen/zod/calling-cards/calling-cards';
import * as Zcp from '@gen/zod/card-plans/card-plans';
import * as Zc from '@gen/zod/catalogue/catalogue';
import * as Zs from '@gen/zod/common-settings/common-settings';
import * as Zh from '@gen/zod/host-exhibition/host-exhibition';
import * as Zr from '@gen/zod/reference-data/reference-data';
import * as Zt from '@gen/zod/third-party/third-party';
import * as Zv from '@gen/zod/vehicles/vehicles';
import { http, serverMessage } from '@/lib/http/client';
import { session } from '@/lib/session/store';
import { ids } from '@/mocks/data/places';
import { actionTypeGroups, ROOT_ID } from '@/mocks/domains/reference-data';
import { categoryGroups } from '@/mocks/domains/host-exhibition';
import { binaryOperations } from '@/mocks/files';
import { signInAs } from '../support/session';

const compId = ids.company;
const exhibitionId = ids.exhibition2026;
const quiet = { silent: true } as const;

/** The answer, checked against its generated zod schema. */
async function parsed<T>(schema: ZodType, answer: Promise<T>): Promise<T> {
  const value = await answer;
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`answer rejected by its zod schema: ${JSON.stringify(result.error.issues.slice(0, 5))}`);
  return value;
}

async function rejection(answer: Promise<unknown>): Promise<{ status?: number; message?: string }> {
  try {
    await answer;
  } catch (error) {
    return { status: (error as { response?: { status?: number } }).response?.status, message: serverMessage(error) };
  }
  throw new Error('the call was expected to fail');
}

async function bytesOf(data: Blob | ArrayBuffer): Promise<Uint8Array> {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return new Uint8Array(typeof data.arrayBuffer === 'function' ? await data.arrayBuffer() : await new Response(data).arrayBuffer());
}
const ascii = (bytes: Uint8Array, n: number) => String.fromCharCode(...bytes.slice(0, n));

/** The download name of a raw answer's Content-Disposition (RFC 5987 filename*). */
function downloadName(header: unknown): string {
  const m = /filename\*=UTF-8''([^;]+)/i.exec(String(header ?? ''));
  return m ? decodeURIComponent(m[1]!) : '';
}

/** Rows of the first sheet of an xlsx, header row first. */
async function sheetRows(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

beforeEach(async () => {
  session.clear();
  await signInAs('host');
});
afterEach(() => session.clear());

describe('calling cards', () => {
  const consults = (state: 0 | 1) =>
    parsed(Zcc.CallingCardWechatCompPageResponse, callingCards.callingCardWechatCompPage({ compId, state, pageSize: 100 })).then((r) => r.data);

  it('receiving a card moves it from the pending list to the received list', async () => {
    const pending = await consults(0);
    const received = await consults(1);
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((c) => c.state === 0 && c.compId === compId)).toBe(true);
    expect(pending.items.map((c) => c.name)).toContain('王强');
    const card = pending.items.find((c) => c.name === '王强')!;
    expect(card.company).toBe('美的集团股份有限公司');
    expect(card.receiveTime ?? null).toBeNull();

    await parsed(Zcc.CallingCardUpdateCallingStateResponse, callingCards.callingCardUpdateCallingState({ id: card.id, state: 1 }));

    const pendingAfter = await consults(0);
    const receivedAfter = await consults(1);
    expect(pendingAfter.totalCount).toBe(pending.totalCount - 1);
    expect(pendingAfter.items.map((c) => c.id)).not.toContain(card.id);
    expect(receivedAfter.totalCount).toBe(received.totalCount + 1);
    const moved = receivedAfter.items.find((c) => c.id === card.id)!;
    expect(moved.state).toBe(1);
    expect(moved.receiveTime).toBeTruthy();
  });

  it('filters the consult list by keyword and pages it', async () => {
    const page = await parsed(Zcc.CallingCardWechatCompPageResponse, callingCards.callingCardWechatCompPage({ compId, state: 0, keyword: '格力', pageIndex: 1, pageSize: 10 }));
    expect(page.data.items.map((c) => c.company)).toEqual(['珠海格力电器股份有限公司']);
    const small = await callingCards.callingCardWechatCompPage({ compId, state: 0, pageSize: 2 });
    expect(small.data.items).toHaveLength(2);
    expect(small.data.totalPages).toBe(Math.ceil(small.data.totalCount / 2));
  });

  it('exports the pending list as a real xlsx named 待接收咨询列表.xlsx, the received one as 已接收咨询列表.xlsx', async () => {
    const pending = await consults(0);
    const blob = await callingCards.callingCardExcelExport({ compId, state: 0 });
    const bytes = await bytesOf(blob);
    expect(ascii(bytes, 2)).toBe('PK');
    const rows = await sheetRows(bytes);
    expect(rows[0]).toContain('姓名');
    expect(rows).toHaveLength(pending.totalCount + 1);
    expect(rows.slice(1).map((r) => r[1])).toEqual(pending.items.map((c) => c.name));

    const raw = await http.post('/api/CallingCard/ExcelExport', { compId, state: 0 }, { responseType: 'arraybuffer' });
    expect(raw.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(raw.headers['content-disposition'])).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(downloadName(raw.headers['content-disposition'])).toBe('待接收咨询列表.xlsx');
    const received = await http.post('/api/CallingCard/ExcelExport', { compId, state: 1 }, { responseType: 'arraybuffer' });
    expect(downloadName(received.headers['content-disposition'])).toBe('已接收咨询列表.xlsx');
  });

  it('keeps greeting messages and deletes a card', async () => {
    const before = await parsed(Zcc.CallingCardGetDeExHiConListResponse, callingCards.callingCardGetDeExHiConList({ compId }));
    const created = await parsed(Zcc.CallingCardDeExHiConAddResponse, callingCards.callingCardDeExHiConAdd({ compId, content: '您好，欢迎到 A10 展位洽谈。' }));
    const after = await callingCards.callingCardGetDeExHiConList({ compId });
    expect(after.data).toHaveLength(before.data.length + 1);
    expect(after.data.find((h) => h.id === created.data)?.content).toBe('您好，欢迎到 A10 展位洽谈。');

    const pending = await consults(0);
    await parsed(Zcc.CallingCardDeleteResponse, callingCards.callingCardDelete({ id: pending.items[0]!.id, isSms: false }));
    expect((await consults(0)).totalCount).toBe(pending.totalCount - 1);
    expect((await rejection(callingCards.callingCardDelete({ id: pending.items[0]!.id }, quiet))).status).toBe(404);
  });

  it('host purchase demand: tabs, statistics and group counts computed from the cards', async () => {
    const tab = (states: (0 | 1 | 2 | 3)[], overtime?: boolean) =>
      parsed(Zcc.CallingCardGetNewCallingCardResponse, callingCards.callingCardGetNewCallingCard({ exhibitionId, states, overtime, pageSize: 200 })).then((r) => r.data);
    const all = await tab([]);
    const recovered = await tab([0, 2], false);
    const ignored = await tab([0, 2], true);
    const received = await tab([1]);
    const rejected = await tab([3]);
    expect(all.items.every((c) => c.compName)).toBe(true);
    expect(recovered.totalCount + ignored.totalCount + received.totalCount + rejected.totalCount).toBe(all.totalCount);
    expect(ignored.items.every((c) => Date.now() - new Date(c.createTime).getTime() > 24 * 3600_000)).toBe(true);

    const stats = await parsed(Zcc.CallingCardGetCallingCardStatisticsResponse, callingCards.callingCardGetCallingCardStatistics({ exhibitionId }));
    expect(stats.data).toMatchObject({ totalCount: all.totalCount, recoveredCount: recovered.totalCount, notReceivedCount: ignored.totalCount, receivedCount: received.totalCount, rejectedCount: rejected.totalCount });
    const bySource = await parsed(Zcc.CallingCardGetStatisticsGroupBySourceLinkTypeCountResponse, callingCards.callingCardGetStatisticsGroupBySourceLinkTypeCount({ exhibitionId }));
    const byTalk = await parsed(Zcc.CallingCardGetStatisticsGroupByTalkTypeCountResponse, callingCards.callingCardGetStatisticsGroupByTalkTypeCount({ exhibitionId }));
    expect(bySource.data.reduce((s, g) => s + g.count, 0)).toBe(all.totalCount);
    expect(byTalk.data.reduce((s, g) => s + g.count, 0)).toBe(all.totalCount);
    expect(bySource.data.find((g) => g.key === 1)?.name).toBe('产品详情页');

    // Sending an ignored card again makes it pending within the limit again.
    const stale = ignored.items[0]!;
    await parsed(Zcc.CallingCardCallingAgainResponse, callingCards.callingCardCallingAgain({ id: stale.id }));
    const afterAgain = await tab([0, 2], true);
    expect(afterAgain.items.map((c) => c.id)).not.toContain(stale.id);
    expect((await tab([0, 2], false)).items.find((c) => c.id === stale.id)?.state).toBe(0);

    const back = await http.post('/api/CallingCard/ExcelExportBack', { exhibitionId, states: [1] }, { responseType: 'arraybuffer' });
    // Each tab's file is named after it (001 §9: host exports carry Chinese names).
    expect(downloadName(back.headers['content-disposition'])).toBe('采购需求（已接收）.xlsx');
    expect(await sheetRows(new Uint8Array(back.data as ArrayBuffer))).toHaveLength(received.totalCount + 1);
  });
});

describe('audit', () => {
  const pendingList = (type: 1 | 2 | 3 | 4 | 5 | 6) =>
    parsed(Za.AuditGetAuditListResponse, audit.auditGetAuditList({ exhibitionId, type, auditStatus: 0, pageSize: 100 })).then((r) => r.data);

  it('lists audit records of every kind in every state', async () => {
    const page = await parsed(Za.AuditGetAuditListResponse, audit.auditGetAuditList({ exhibitionId, pageSize: 500 }));
    for (const type of [1, 2, 3, 4, 5, 6]) {
      const states = new Set(page.data.items.filter((r) => r.type === type).map((r) => r.auditStatus));
      expect(states, `type ${type}`).toEqual(new Set([0, 1, 2]));
    }
    expect(new Set(page.data.items.map((r) => r.compName)).size).toBeGreaterThan(5);
  });

  it('verifying a catalogue change approves it, takes it off the pending list and applies it', async () => {
    const pending = await pendingList(2);
    const record = pending.items.find((r) => r.joinId === ids.join)!;
    expect(record).toBeTruthy();
    const change = await parsed(Za.CatalogueDownGetResponse, audit.catalogueDownGet({ id: record.targetId! }));
    expect(change.data.auditStatus).toBe(0);
    const after = JSON.parse(change.data.afterContent) as { introductionZh: string };

    await parsed(Za.CatalogueDownVerifyResponse, audit.catalogueDownVerify({ id: record.targetId!, auditStatus: 1 }));

    expect((await pendingList(2)).items.map((r) => r.id)).not.toContain(record.id);
    const approved = await audit.auditGetAuditList({ exhibitionId, type: 2, auditStatus: 1, pageSize: 100 });
    expect(approved.data.items.find((r) => r.id === record.id)).toMatchObject({ auditStatus: 1, auditorName: '陈建国' });
    expect((await audit.catalogueDownGet({ id: record.targetId! })).data.auditStatus).toBe(1);
    const entry = await parsed(Zc.CatalogueGetResponse, catalogue.catalogueGet({ joinId: ids.join }));
    expect(entry.data?.introductionZh).toBe(after.introductionZh);
    expect((await rejection(audit.catalogueDownVerify({ id: record.targetId!, auditStatus: 2 }, quiet))).status).toBe(400);
  });

  it('Audit/Audit rejects with a remark; GetHasAuditInfos follows the pending records', async () => {
    const flags = await parsed(Za.AuditGetHasAuditInfosResponse, audit.auditGetHasAuditInfos({ joinId: ids.join }));
    expect(flags.data.lintel).toBe(true);
    const record = (await pendingList(5)).items.find((r) => r.joinId === ids.join)!;
    await parsed(Za.AuditAuditResponse, audit.auditAudit({ id: record.id, auditStatus: 2, remark: '楣板英文名称过长' }));
    const latest = await parsed(Za.LintelDownGetRecordResponse, audit.lintelDownGetRecord({ joinId: ids.join }));
    expect(latest.data).toMatchObject({ auditStatus: 2, remark: '楣板英文名称过长' });
    expect((await audit.auditGetHasAuditInfos({ joinId: ids.join })).data.lintel).toBe(false);
    expect((await rejection(audit.auditReSync({ id: record.id }, quiet))).status).toBe(400);
  });

  it("an exhibitor's change submission creates a pending record in the host's list", async () => {
    await signInAs('exhibitor');
    const joinId = ids.joinEn;
    const before = await pendingList(1);
    await parsed(Za.CompanyDownUpdateResponse, audit.companyDownUpdate({ joinId, afterContent: JSON.stringify({ name: '上海东方精工机械股份有限公司', phone: '021-58881234' }) }));
    const after = await pendingList(1);
    expect(after.totalCount).toBe(before.totalCount + 1);
    const record = after.items.find((r) => r.joinId === joinId)!;
    expect(record.compName).toBe('上海东方精工机械有限公司');
    const change = await parsed(Za.CompanyDownGetRecordResponse, audit.companyDownGetRecord({ joinId }));
    expect(change.data?.auditStatus).toBe(0);
    expect(JSON.parse(change.data!.beforeContent!)).toMatchObject({ name: '上海东方精工机械有限公司' });
    expect((await audit.auditGetHasAuditInfos({ joinId })).data.company).toBe(true);

    await signInAs('host');
    await audit.companyDownVerify({ id: change.data!.id, auditStatus: 1 });
    expect((await audit.auditGetHasAuditInfos({ joinId })).data.company).toBe(false);
    expect((await audit.auditReSync({ id: record.id })).data).toBe(true);
  });

  it('vehicle records: list by join and verify', async () => {
    const list = await parsed(Za.VehicleDownGetListRecordByJoinIdResponse, audit.vehicleDownGetListRecordByJoinId({ joinId: ids.join }));
    expect(list.data.map((v) => v.plateNumber)).toContain('粤BD12345');
    const pending = list.data.find((v) => v.auditStatus === 0)!;
    expect((await parsed(Za.VehicleDownGetHasRecordResponse, audit.vehicleDownGetHasRecord({ joinId: ids.join }))).data).toBe(true);
    await audit.vehicleDownVerify({ id: pending.id, auditStatus: 1 });
    expect((await audit.vehicleDownGetHasRecord({ joinId: ids.join })).data).toBe(false);
    const cars = await vehicles.vehicleGetPagedListByExhibitionId({ exhibitionId, plateNumber: String(pending.plateNumber), pageSize: 10 });
    expect(cars.data.items[0]?.status).toBe(1);
  });
});

describe('catalogue, fascia board and invoice', () => {
  it('a first submission waits for review; an approved entry only changes through a change record', async () => {
    const joinId = ids.joinEn;
    const lintel = await parsed(Zc.LintelGetResponse, catalogue.lintelGet({ joinId }));
    expect(lintel.data?.auditStatus).toBe(1);
    expect((await rejection(catalogue.lintelUpdate({ id: lintel.data!.id, joinId, compId: lintel.data!.compId, nameZh: '东方精工' }, quiet))).status).toBe(400);

    const emptyJoin = (await catalogue.catalogueGet({ joinId: 'b0a80101-0000-4000-8000-00000000100b' })).data;
    expect(emptyJoin).toBeNull();
    const id = (await parsed(Zc.CatalogueCreateResponse, catalogue.catalogueCreate({ joinId: 'b0a80101-0000-4000-8000-00000000100b', compId: 'c0a80101-0000-4000-8000-00000000100b', compNameZh: '厦门鹭岛智能仓储有限公司', introductionZh: '四向穿梭车立体库。' }))).data;
    const entry = await parsed(Zc.CatalogueGetResponse, catalogue.catalogueGet({ joinId: 'b0a80101-0000-4000-8000-00000000100b' }));
    expect(entry.data).toMatchObject({ id, auditStatus: 0 });
    const record = await parsed(Za.CatalogueDownGetRecordResponse, audit.catalogueDownGetRecord({ joinId: 'b0a80101-0000-4000-8000-00000000100b' }));
    expect(record.data).toMatchObject({ auditStatus: 0, beforeContent: null });

    const types = await parsed(Zc.CatalogueTypeGetListResponse, catalogue.catalogueTypeGetList());
    expect(types.data.map((t) => t.name)).toEqual(expect.arrayContaining(['工业机器人', '数控机床', '激光设备', '智能仓储']));
    const invoices = await parsed(Zc.InvoiceGetByCompIdResponse, catalogue.invoiceGetByCompId({ compId }));
    expect(invoices.data[0]?.exhibitionName).toBe('2027 深圳国际智能制造博览会');
  });
});

describe('card plans', () => {
  it('quota, applications, imports checked for repeats, review and badge records', async () => {
    const configs = await parsed(Zcp.DeExCardPlanConfigGetByJoinIdResponse, cardPlans.deExCardPlanConfigGetByJoinId({ joinId: ids.join }));
    const exhibitor = configs.data.find((c) => c.cardTypeName === '参展商证')!;
    const plans = await parsed(Zcp.DeExCardPlanGetListByJoinIdResponse, cardPlans.deExCardPlanGetListByJoinId({ joinId: ids.join }));
    expect(exhibitor.usedCount).toBe(plans.data.filter((p) => p.configId === exhibitor.id && p.status !== 2).length);

    const created = await parsed(Zcp.DeExCardPlanCreateResponse, cardPlans.deExCardPlanCreate({ joinId: ids.join, configId: exhibitor.id, name: '马骏', idType: 0, idNumber: '44030519890109123X', phone: '13600112233' }));
    const afterCreate = await cardPlans.deExCardPlanConfigGetByJoinId({ joinId: ids.join });
    expect(afterCreate.data.find((c) => c.id === exhibitor.id)?.usedCount).toBe(exhibitor.usedCount + 1);
    await parsed(Zcp.DeExCardPlanDeletePlanResponse, cardPlans.deExCardPlanDeletePlan({ id: created.data }));
    const authenticated = await parsed(Zcp.DeExCardPlanGetAuthenticationCountByJoinIdResponse, cardPlans.deExCardPlanGetAuthenticationCountByJoinId({ joinId: ids.join }));
    expect(authenticated.data).toBe(plans.data.filter((p) => p.isAuthenticated).length);

    const form = await parsed(Zcp.DeExCardPlanGetFormDataByUrlResponse, cardPlans.deExCardPlanGetFormDataByUrl({ url: 'https://form.example.com/f/huazhan-2026-staff', joinId: ids.join }));
    const repeats = await parsed(Zcp.DeExCardDownCheckRepeatResponse, cardPlans.deExCardDownCheckRepeat({ joinId: ids.join, idNumbers: form.data.map((p) => p.idNumber) }));
    expect(repeats.data).toHaveLength(1);
    const fresh = form.data.filter((p) => !repeats.data.some((r) => r.idNumber === p.idNumber));
    const imported = await parsed(Zcp.DeExCardDownImportNewResponse, cardPlans.deExCardDownImportNew({ joinId: ids.join, configId: exhibitor.id, items: fresh }));
    expect(imported.data).toBe(fresh.length);

    const reviewList = await parsed(Zcp.DeExCardDownGetDeExCardDownAuditListResponse, cardPlans.deExCardDownGetDeExCardDownAuditList({ ExhibitionId: exhibitionId }));
    const holder = reviewList.data.find((d) => d.idNumber === fresh[0]!.idNumber)!;
    expect(holder.auditStatus).toBe(0);
    const upsBefore = await parsed(Zcp.DeExCardUpPageListsResponse, cardPlans.deExCardUpPageLists({ joinId: ids.join, pageSize: 100 }));
    await parsed(Zcp.DeExCardDownVerifyResponse, cardPlans.deExCardDownVerify({ id: holder.id, auditStatus: 1 }));
    const upsAfter = await cardPlans.deExCardUpPageLists({ joinId: ids.join, pageSize: 100 });
    expect(upsAfter.data.totalCount).toBe(upsBefore.data.totalCount + 1);

    const pdf = await bytesOf(await cardPlans.pdfGetDeExCardDownEn({ Id: holder.id }));
    expect(ascii(pdf, 5)).toBe('%PDF-');
    const sheet = await http.post('/api/DeExCardUp/excelExportDeexCards', { joinId: ids.join, cardTypeId: exhibitor.cardTypeId }, { responseType: 'arraybuffer' });
    expect(downloadName(sheet.headers['content-disposition'])).toBe('参展商证.xlsx');
    expect((await sheetRows(new Uint8Array(sheet.data as ArrayBuffer))).length).toBe(upsAfter.data.items.filter((u) => u.cardTypeId === exhibitor.cardTypeId).length + 1);
  });
});

describe('vehicles and their files', () => {
  it('lists, exports and renders passes as PDF and zip', async () => {
    const page = await parsed(Zv.VehicleGetPagedListByExhibitionIdResponse, vehicles.vehicleGetPagedListByExhibitionId({ exhibitionId, pageSize: 100 }));
    expect(page.data.totalCount).toBeGreaterThanOrEqual(15);
    expect(page.data.items.map((v) => v.plateNumber)).toContain('粤BD12345');
    const cantonese = await vehicles.vehicleGetPagedListByExhibitionId({ exhibitionId, plateNumber: '粤B', pageSize: 100 });
    expect(cantonese.data.items.every((v) => v.plateNumber.startsWith('粤B'))).toBe(true);

    const raw = await http.post('/api/Vehicle/ExcelExport', { exhibitionId }, { responseType: 'arraybuffer' });
    expect(downloadName(raw.headers['content-disposition'])).toBe('车辆信息.xlsx');
    const rows = await sheetRows(new Uint8Array(raw.data as ArrayBuffer));
    expect(rows).toHaveLength(page.data.totalCount + 1);
    expect(rows.flat()).toContain('粤BD12345');

    const vehicle = page.data.items.find((v) => v.plateNumber === '粤BD12345')!;
    const pdf = await bytesOf(await vehicles.vehicleTemplatePdf({ exId: exhibitionId, vehicaleId: vehicle.id }));
    expect(ascii(pdf, 5)).toBe('%PDF-');
    const zip = await bytesOf(await vehicles.vehicleTemplateZip({ exId: exhibitionId }));
    expect(ascii(zip, 4)).toBe('PK\u0003\u0004');
    expect(new TextDecoder('latin1').decode(zip)).toContain('%PDF-');
    expect((await rejection(vehicles.vehicleTemplatePdf({ exId: exhibitionId, vehicaleId: '3f6c2a8e-9b1d-4c57-a0e2-6d8f1b2c4e90' }, quiet))).status).toBe(404);

    const templates = await parsed(Zv.VehicleTemplateGetByExIdResponse, vehicles.vehicleTemplateGetByExId({ exId: exhibitionId }));
    expect(templates.data.map((t) => t.type)).toEqual([1, 2, 3]);
    const saved = await parsed(Zv.VehicleTemplateCreateOrUpdateResponse, vehicles.vehicleTemplateCreateOrUpdate({ id: templates.data[0]!.id, exId: exhibitionId, type: 1, name: '布展车辆通行证（新版）' }));
    expect(saved.data).toBe(templates.data[0]!.id);
    expect((await vehicles.vehicleTemplateGetByExId({ exId: exhibitionId, type: 1 })).data[0]?.name).toBe('布展车辆通行证（新版）');
  });

  it('every binary operation of the contract answers a file of its type with its download name', async () => {
    expect(binaryOperations.length).toBeGreaterThanOrEqual(22);
    const jpeg = await bytesOf(await release.weAppSmallCodeGetFile({ targetType: 1, targetId: compId, scene: 'company' }));
    expect(Array.from(jpeg.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
    const raw = await http.get('/api/WeAppSmallCode/GetFile', { params: { targetType: 1, targetId: compId, scene: 'company' }, responseType: 'arraybuffer' });
    expect(raw.headers['content-type']).toBe('image/jpeg');
    expect(downloadName(raw.headers['content-disposition'])).toBe('小程序码.jpg');
    const gathering = await http.post('/api/InformationGathering/excelExport', { exhibitionId }, { responseType: 'arraybuffer' });
    expect(downloadName(gathering.headers['content-disposition'])).toBe('信息采集.xlsx');
    const page = await parsed(Zs.InformationGatheringPageResponse, settings.informationGatheringPage({ exhibitionId, pageSize: 100 }));
    expect(await sheetRows(new Uint8Array(gathering.data as ArrayBuffer))).toHaveLength(page.data.totalCount + 1);
  });
});

describe('host exhibition set-up', () => {
  it('categories as a tree, kinds with their categories, terms', async () => {
    const tree = await parsed(Zh.CategoryGetAndListByExhibitionResponse, hostExhibition.categoryGetAndListByExhibition({ exhibitionId }));
    expect(tree.data.map((c) => c.name)).toEqual(['工业机器人', '数控机床', '激光设备', '智能仓储']);
    const robots = tree.data[0]!;
    expect(robots.children?.map((c) => c.name)).toContain('协作机器人');
    expect(robots.children?.find((c) => c.name === '协作机器人')?.children?.map((c) => c.level)).toEqual([3, 3]);

    const created = await parsed(Zh.CategoryCreateResponse, hostExhibition.categoryCreate({ exhibitionId, parentId: robots.id, name: '喷涂机器人', nameEn: 'Painting Robots', level: 2 }));
    const children = await parsed(Zh.CategoryGetByParentIdResponse, hostExhibition.categoryGetByParentId({ parentId: robots.id }));
    expect(children.data.at(-1)).toMatchObject({ id: created.data, name: '喷涂机器人', level: 2 });
    const flat = await parsed(Zh.CategoryByGroupIdResponse, hostExhibition.categoryByGroupId({ groupId: categoryGroups.expo2026, level: -1 }));
    expect(flat.data.map((c) => c.id)).toContain(created.data);
    const top = await hostExhibition.categoryGetByParentId({ parentId: ROOT_ID });
    expect(top.data.length).toBeGreaterThanOrEqual(4);

    const kinds = await parsed(Zh.KindGetAndListByExhibitionResponse, hostExhibition.kindGetAndListByExhibition({ exhibitionId }));
    const equipment = kinds.data.find((k) => k.name === '智能装备')!;
    expect(equipment.categories.map((c) => c.name)).toEqual(['工业机器人', '数控机床']);
    await parsed(Zh.KindCategoryResponse, hostExhibition.kindCategory({ kindId: equipment.id, categoryIds: [robots.id] }));
    expect((await hostExhibition.kindGetAndListByExhibition({ exhibitionId })).data.find((k) => k.id === equipment.id)?.categories.map((c) => c.name)).toEqual(['工业机器人']);

    await hostExhibition.categoryDelete({ id: robots.id });
    expect((await hostExhibition.categoryGetByParentId({ parentId: robots.id })).data).toEqual([]);
    expect((await hostExhibition.kindGetAndListByExhibition({ exhibitionId })).data.find((k) => k.id === equipment.id)?.categories).toEqual([]);

    const terms = await parsed(Zh.DeTermGetListResponse, hostExhibition.deTermGetList({ exhibitionId }));
    expect(terms.data.map((t) => t.name)).toEqual(['第一期', '第二期']);
    const plan = await parsed(Zh.ExhibitionPlanCreateResponse, hostExhibition.exhibitionPlanCreate({ exhibitionId, name: '欢迎晚宴', startTime: '2027-03-18T19:00:00+08:00' }));
    await parsed(Zh.ExhibitionPlanDeleteResponse, hostExhibition.exhibitionPlanDelete({ id: plan.data }));
  });
});

describe('reference data', () => {
  it('province → city → district trees, countries, industries, action types', async () => {
    const regions = await parsed(Zr.RegionGetListAndChildrenResponse, referenceData.regionGetListAndChildren());
    const guangdong = regions.data.find((r) => r.name === '广东省')!;
    const shenzhen = guangdong.children!.find((c) => c.name === '深圳市')!;
    expect(shenzhen.children!.map((d) => d.name)).toContain('南山区');
    expect(shenzhen.children!.find((d) => d.name === '南山区')?.code).toBe('440305');

    const cities = await parsed(Zr.CityGetByParentIdResponse, referenceData.cityGetByParentId({ parentId: ROOT_ID }));
    expect(cities.data.length).toBeGreaterThanOrEqual(6);
    const gd = cities.data.find((c) => c.name === '广东省')!;
    const created = await parsed(Zr.CityCreateResponse, referenceData.cityCreate({ parentId: gd.id, name: '珠海市', nameEn: 'Zhuhai', code: '440400', level: 2, leveltype: 1 }));
    expect((await referenceData.cityGetByParentId({ parentId: gd.id })).data.map((c) => c.id)).toContain(created.data);
    await parsed(Zr.CityDeleteResponse, referenceData.cityDelete({ id: gd.id }));
    expect((await parsed(Zr.CityGetListAndChildrenResponse, referenceData.cityGetListAndChildren())).data.map((c) => c.name)).not.toContain('广东省');

    const countries = await parsed(Zr.CountryGetListResponse, referenceData.countryGetList());
    expect(countries.data[0]).toMatchObject({ name: '中国', code: 'CN', leveltype: 1 });
    const industries = await parsed(Zr.IndustryGetListAndChildrenResponse, referenceData.industryGetListAndChildren());
    expect(industries.data[0]?.children?.map((c) => c.name)).toContain('工业机器人');
    const actions = await parsed(Zr.ActionTypeGetListAndChildrenResponse, referenceData.actionTypeGetListAndChildren({ typeId: actionTypeGroups.visitPurpose }));
    expect(actions.data[0]?.children?.map((c) => c.name)).toEqual(['设备采购', '零部件采购']);
    const flat = await parsed(Zr.ActionTypeGetListResponse, referenceData.actionTypeGetList({ typeId: actionTypeGroups.infoSource }));
    expect(flat.data.every((a) => a.typeId === actionTypeGroups.infoSource)).toBe(true);
    await parsed(Zr.ProChannelsGetListResponse, referenceData.proChannelsGetList());
    await parsed(Zr.ProSectionOfficesGetListResponse, referenceData.proSectionOfficesGetList());
    const typeId = (await parsed(Zr.IndustryTypeCreateResponse, referenceData.industryTypeCreate({ name: '医疗器械', nameEn: 'Medical Devices' }))).data;
    expect((await parsed(Zr.IndustryTypeGetResponse, referenceData.industryTypeGet({ id: typeId }))).data.name).toBe('医疗器械');
  });
});

describe('third-party settings', () => {
  it('areas, groups and batch settings of commodities', async () => {
    const areas = await parsed(Zt.ThirdPartyInfoGetAllAreaResponse, thirdParty.thirdPartyInfoGetAllArea({ exhibitionId }));
    const enabled = await parsed(Zt.ThirdPartyInfoGetExhibitionAreaResponse, thirdParty.thirdPartyInfoGetExhibitionArea({ exhibitionId }));
    expect(enabled.data.length).toBe(areas.data.filter((a) => a.isEnable).length);
    const groupId = (await parsed(Zt.ThirdPartyInfoAddGroupResponse, thirdParty.thirdPartyInfoAddGroup({ exhibitionId, name: '展商推荐' }))).data;
    const page = await parsed(Zt.ThirdPartyInfoGetCommoditiesResponse, thirdParty.thirdPartyInfoGetCommodities({ exhibitionId, pageSize: 3 }));
    const picked = page.data.items.map((c) => c.id);
    await parsed(Zt.ThirdPartyInfoBatchSettleGroupResponse, thirdParty.thirdPartyInfoBatchSettleGroup({ ids: picked, groupId }));
    const grouped = await thirdParty.thirdPartyInfoGetCommodities({ exhibitionId, groupId, pageSize: 10 });
    expect(grouped.data.items.map((c) => c.groupName)).toEqual(['展商推荐', '展商推荐', '展商推荐']);
    const groups = await parsed(Zt.ThirdPartyInfoGetExhibitionCommodityGroupResponse, thirdParty.thirdPartyInfoGetExhibitionCommodityGroup({ exhibitionId }));
    expect(groups.data.find((g) => g.id === groupId)?.commodityCount).toBe(3);
    await parsed(Zt.ThirdPartyInfoDeleteGroupResponse, thirdParty.thirdPartyInfoDeleteGroup({ Id: groupId }));
    expect((await thirdParty.thirdPartyInfoGetCommodities({ exhibitionId, groupId, pageSize: 10 })).data.totalCount).toBe(0);
  });
});

describe('common settings', () => {
  it('quick entrances, topical subjects and link clicks: CRUD and lists', async () => {
    const before = await parsed(Zs.QuickEntranceGetListResponse, settings.quickEntranceGetList());
    const id = (await parsed(Zs.QuickEntranceCreateResponse, settings.quickEntranceCreate({ name: '酒店预订', linkType: 1, link: 'https://expo.example.com/2026/hotel' }))).data;
    expect((await parsed(Zs.QuickEntranceGetResponse, settings.quickEntranceGet({ id }))).data.name).toBe('酒店预订');
    await parsed(Zs.QuickEntranceUpdateResponse, settings.quickEntranceUpdate({ id, name: '合作酒店', linkType: 1, link: 'https://expo.example.com/2026/hotel' }));
    const after = await settings.quickEntranceGetList();
    expect(after.data).toHaveLength(before.data.length + 1);
    expect(after.data.at(-1)?.name).toBe('合作酒店');
    await parsed(Zs.QuickEntranceDeleteResponse, settings.quickEntranceDelete({ id }));
    expect((await rejection(settings.quickEntranceGet({ id }, quiet))).status).toBe(404);

    await parsed(Zs.TopicalSubjectGetListResponse, settings.topicalSubjectGetList());
    const links = await parsed(Zs.LinkClickTotalGetAllResponse, settings.linkClickTotalGetAll());
    expect(links.data[0]?.clickCount).toBeGreaterThan(0);
    const groups = await parsed(Zs.ContactUsGetForGroupResponse, settings.contactUsGetForGroup({ isContainsEn: true }));
    expect(groups.data[0]?.items.length).toBeGreaterThan(0);
  });

  it('export tasks finish in the background; SMS templates and account', async () => {
    const id = (await parsed(Zs.ExportTaskCreateResponse, settings.exportTaskCreate({ exhibitionId, type: 'Vehicle', name: '车辆信息' }))).data;
    const queued = await parsed(Zs.ExportTaskGetByExhibitionIdResponse, settings.exportTaskGetByExhibitionId({ itemId: exhibitionId }));
    expect(queued.data.find((t) => t.id === id)).toMatchObject({ status: 0, name: '车辆信息', fileUrl: null });
    const modules = await parsed(Zs.SmsTempGetAllModuleResponse, settings.smsTempGetAllModule());
    const join = modules.data.find((m) => m.module === 'JoinAudit')!;
    const templates = await parsed(Zs.SmsTempGetByModuleOnlyResponse, settings.smsTempGetByModuleOnly({ module: 'JoinAudit' }));
    expect(templates.data).toHaveLength(join.templateCount!);
    const account = await parsed(Zs.SmsAccountGetInfoResponse, settings.smsAccountGetInfo());
    expect(account.data).toMatchObject({ account: 'huazhan_expo', signature: '华展国际' });
    expect(account.data).not.toHaveProperty('password');
    const logs = await parsed(Zs.ApplicationLogsGetLogsResponse, settings.applicationLogsGetLogs({ operationType: 5, pageSize: 50 }));
    expect(logs.data.items.every((l) => l.operationType === 5)).toBe(true);
    const kinds = await parsed(Zs.WebKindGetByAgentResponse, settings.webKindGetByAgent({ agentId: ids.agent }));
    expect(kinds.data[0]?.categories.length).toBeGreaterThan(0);
    const skip = await parsed(Zs.WeChatSkipSettlePageResponse, settings.weChatSkipSettlePage({ exhibitionId, skipType: 1 }));
    expect(skip.data.items.every((s) => s.skipType === 1)).toBe(true);
  });
});
