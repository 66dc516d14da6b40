/**
 * The stateful showcase, company, news and materials mocks (src/mocks/domains/{showcase,company,news,materials}.ts),
 * driven through the generated REST functions, i.e. the app's own HTTP client. Every answer is parsed
 * with the generated zod `...Response` schema; every request is checked against the contract by the
 * contract guard (tests/setup.ts).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as company from '@gen/api/company/company';
import * as materials from '@gen/api/materials/materials';
import * as news from '@gen/api/news/news';
import * as showcase from '@gen/api/showcase/showcase';
import * as Zc from '@gen/zod/company/company';
import * as Zm from '@gen/zod/materials/materials';
import * as Zn from '@gen/zod/news/news';
import * as Zs from '@gen/zod/showcase/showcase';
import { http, serverMessage } from '@/lib/http/client';
import { session } from '@/lib/session/store';
import { idNumber } from '@/mocks/data/company';
import { ids } from '@/mocks/data/places';
import { signInAs } from '../support/session';

const compId = ids.company;
const quiet = { silent: true } as const;

/** The answer, checked against its generated zod schema. */
async function parsed<T>(schema: ZodType, answer: Promise<T>): Promise<T> {
  const value = await answer;
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`answer rejected by its zod schema: ${JSON.stringify(result.error.issues.slice(0, 5))}`);
  return value;
}

/** The HTTP status and server message of a rejected call. */
async function rejection(answer: Promise<unknown>): Promise<{ status?: number; message?: string }> {
  try {
    await answer;
  } catch (error) {
    return { status: (error as { response?: { status?: number } }).response?.status, message: serverMessage(error) };
  }
  throw new Error('the call was expected to fail');
}

beforeEach(async () => {
  session.clear();
  await signInAs('exhibitor');
});
afterEach(() => session.clear());

describe('showcase: brands, certificates, partners, cases', () => {
  const brands = (extra: { isShow?: boolean } = {}) =>
    parsed(Zs.BrandGetAllByCompIdResponse, showcase.brandGetAllByCompId({ compId, pageSize: 100, ...extra })).then((r) => r.data);

  it('brand: create → listed → update → SetShow → delete', async () => {
    const before = await brands();
    expect(before.totalCount).toBeGreaterThanOrEqual(5);
    expect(before.items.map((b) => b.name)).toContain('华展智造');

    const created = await parsed(Zs.BrandCreateResponse, showcase.brandCreate({ compId, name: '华展数智', nameEn: 'HZ Digital', slogan: '数据让制造更透明' }));
    const id = created.data;
    const listed = await brands();
    expect(listed.totalCount).toBe(before.totalCount + 1);
    // A new brand has showIndex 0: first in the showIndex order.
    expect(listed.items[0]).toMatchObject({ id, name: '华展数智', isShow: true, showIndex: 0, compId });

    await expect(rejection(showcase.brandCreate({ compId, name: '华展数智' }, quiet))).resolves.toMatchObject({ status: 400, message: expect.stringContaining('已存在') });

    await parsed(Zs.BrandUpdateResponse, showcase.brandUpdate({ id, compId, name: '华展数智 Pro', slogan: '数据让制造更透明' }));
    const one = await parsed(Zs.BrandGetResponse, showcase.brandGet({ id }));
    expect(one.data).toMatchObject({ name: '华展数智 Pro', nameEn: 'HZ Digital' });
    expect(one.data.updateTime).toBeTruthy();

    await parsed(Zs.BrandSetShowResponse, showcase.brandSetShow({ id, isShow: false }));
    expect((await showcase.brandGet({ id })).data.isShow).toBe(false);
    expect((await brands({ isShow: true })).items.map((b) => b.id)).not.toContain(id);
    expect((await brands({ isShow: false })).items.map((b) => b.id)).toContain(id);

    await parsed(Zs.BrandDeleteResponse, showcase.brandDelete({ id }));
    expect((await brands()).items.map((b) => b.id)).not.toContain(id);
    await expect(rejection(showcase.brandGet({ id }, quiet))).resolves.toMatchObject({ status: 404 });
  });

  it('certificates carry their type name, filter by type, and page', async () => {
    const types = await parsed(Zs.CertificateTypeGetListResponse, showcase.certificateTypeGetList());
    const quality = types.data.find((t) => t.name === '质量管理体系认证')!;
    const honours = types.data.find((t) => t.name === '资质荣誉')!;

    const all = await parsed(Zs.CertificateGetAllByCompIdResponse, showcase.certificateGetAllByCompId({ compId, pageSize: 100 }));
    expect(all.data.items.map((c) => c.name)).toEqual(expect.arrayContaining(['高新技术企业证书', 'CE 认证证书（协作机器人 HZ-C6）']));
    const page = await parsed(Zs.CertificateGetAllByCompIdResponse, showcase.certificateGetAllByCompId({ compId, pageSize: 2, pageIndex: 2 }));
    expect(page.data).toMatchObject({ pageIndex: 2, pageSize: 2, totalCount: all.data.totalCount, totalPages: Math.ceil(all.data.totalCount / 2) });
    expect(page.data.items).toHaveLength(2);

    const created = await showcase.certificateCreate({ compId, certificateTypeId: quality.id, name: 'ISO 45001 职业健康安全管理体系认证证书', image: 'https://picsum.photos/seed/iso45001/800/1130', issueDate: '2026-10-01', expireDate: '2029-09-30' });
    const byType = await showcase.certificateGetAllByCompId({ compId, certificateTypeId: quality.id, pageSize: 100 });
    expect(byType.data.items.find((c) => c.id === created.data)).toMatchObject({ certificateTypeName: '质量管理体系认证', isShow: true });

    await showcase.certificateUpdate({ id: created.data, compId, certificateTypeId: honours.id, name: 'ISO 45001 证书', image: 'https://picsum.photos/seed/iso45001/800/1130' });
    expect((await parsed(Zs.CertificateGetResponse, showcase.certificateGet({ id: created.data }))).data.certificateTypeName).toBe('资质荣誉');
    await expect(
      rejection(showcase.certificateUpdate({ id: created.data, compId, name: 'ISO 45001 证书', image: 'https://picsum.photos/seed/x/8/8', issueDate: '2026-10-01', expireDate: '2025-01-01' }, quiet)),
    ).resolves.toMatchObject({ status: 400, message: expect.stringContaining('不能早于') });

    await showcase.certificateSetShow({ id: created.data, isShow: false });
    expect((await showcase.certificateGetAllByCompId({ compId, isShow: true, pageSize: 100 })).data.items.map((c) => c.id)).not.toContain(created.data);
    await showcase.certificateDelete({ id: created.data });
    expect((await showcase.certificateGetAllByCompId({ compId, pageSize: 100 })).data.totalCount).toBe(all.data.totalCount);
  });

  it('partners and cases: lists parse, keyword search, create and delete', async () => {
    const partners = await parsed(Zs.CooperationGetAllByCompIdResponse, showcase.cooperationGetAllByCompId({ compId, pageSize: 100 }));
    expect(partners.data.totalCount).toBeGreaterThanOrEqual(4);
    const found = await showcase.cooperationGetAllByCompId({ compId, keyword: '锐能' });
    expect(found.data.items.map((p) => p.name)).toEqual(['上海锐能新能源科技有限公司']);
    const pid = (await showcase.cooperationCreate({ compId, name: '佛山华德汽车零部件有限公司' })).data;
    await showcase.cooperationSetShow({ id: pid, isShow: false });
    expect((await parsed(Zs.CooperationGetResponse, showcase.cooperationGet({ id: pid }))).data.isShow).toBe(false);
    await showcase.cooperationDelete({ id: pid });

    const cases = await parsed(Zs.ExampleGetAllByCompIdResponse, showcase.exampleGetAllByCompId({ compId, pageSize: 100 }));
    expect(cases.data.totalCount).toBeGreaterThanOrEqual(5);
    expect(cases.data.items[0]!.content).toContain('<h3>');
    const eid = (await showcase.exampleCreate({ compId, title: '光伏组件 EL 缺陷检测项目', customerName: '江苏晶辉光伏科技有限公司', content: '<p>EL 图像 AI 判定。</p>' })).data;
    await showcase.exampleUpdate({ id: eid, compId, title: '光伏组件 EL 缺陷 AI 检测项目' });
    expect((await parsed(Zs.ExampleGetResponse, showcase.exampleGet({ id: eid }))).data).toMatchObject({ title: '光伏组件 EL 缺陷 AI 检测项目', customerName: '江苏晶辉光伏科技有限公司' });
    await showcase.exampleDelete({ id: eid });
    expect((await showcase.exampleGetAllByCompId({ compId, pageSize: 100 })).data.totalCount).toBe(cases.data.totalCount);
  });
});

describe('materials: albums and photos', () => {
  /** As the photo page does: one page for totalCount, then every photo. */
  async function allPhotos() {
    const first = await parsed(Zm.AlbumPhotoGetByCompIdResponse, materials.albumPhotoGetByCompId({ CompId: compId, pageSize: 1 }));
    const all = await parsed(Zm.AlbumPhotoGetByCompIdResponse, materials.albumPhotoGetByCompId({ CompId: compId, pageSize: Math.max(1, first.data.totalCount) }));
    expect(all.data.items).toHaveLength(first.data.totalCount);
    return all.data.items;
  }
  const inAlbum = async (albumId: string) => (await parsed(Zm.AlbumPhotoGetByAlbumIdResponse, materials.albumPhotoGetByAlbumId({ albumId, pageSize: 1000 }))).data.items;

  it('ChangeAlbumBatch moves photos between albums; DeleteBatch removes them', async () => {
    const albums = (await parsed(Zm.AlbumGetByCompIdResponse, materials.albumGetByCompId({ compId, pageSize: 100 }))).data.items;
    expect(albums.map((a) => a.name)).toEqual(['2025 展位实拍', '产品细节图', '工厂与团队']);
    const [booth, products] = albums as [(typeof albums)[0], (typeof albums)[0]];

    const photos = await allPhotos();
    expect(photos.length).toBeGreaterThanOrEqual(30);
    const loose = photos.filter((p) => p.albumId === null);
    expect(loose.length).toBe(6);
    expect((await inAlbum(booth.id)).length).toBe(booth.photoCount);

    // Three photos of the booth album and two loose ones go to the product album.
    const moving = [...(await inAlbum(booth.id)).slice(0, 3), ...loose.slice(0, 2)].map((p) => p.id);
    await parsed(Zm.AlbumPhotoChangeAlbumBatchResponse, materials.albumPhotoChangeAlbumBatch({ ids: moving, albumId: products.id }));
    expect((await inAlbum(products.id)).map((p) => p.id)).toEqual(expect.arrayContaining(moving));
    expect((await inAlbum(booth.id)).length).toBe(booth.photoCount - 3);
    expect((await parsed(Zm.AlbumGetResponse, materials.albumGet({ id: products.id }))).data.photoCount).toBe(products.photoCount + 5);

    // One back out of any album.
    await parsed(Zm.AlbumPhotoChangeAlbumResponse, materials.albumPhotoChangeAlbum({ id: moving[0]!, albumId: null }));
    expect((await allPhotos()).filter((p) => p.albumId === null)).toHaveLength(loose.length - 2 + 1);

    // Not into another company's album.
    const foreign = (await materials.albumGetByCompId({ compId: ids.companyEn, pageSize: 10 })).data.items[0]!;
    await expect(rejection(materials.albumPhotoChangeAlbumBatch({ ids: moving, albumId: foreign.id }, quiet))).resolves.toMatchObject({ status: 400, message: '只能移入本企业的相册' });

    await parsed(Zm.AlbumPhotoDeleteBatchResponse, materials.albumPhotoDeleteBatch(moving));
    const after = await allPhotos();
    expect(after).toHaveLength(photos.length - moving.length);
    expect((await inAlbum(products.id)).map((p) => p.id)).not.toEqual(expect.arrayContaining([moving[1]]));
    await expect(rejection(materials.albumPhotoDeleteBatch(moving, quiet))).resolves.toMatchObject({ status: 400 });
  });

  it('albums: create, rename photos into it, delete keeps its photos as loose ones', async () => {
    const albumId = (await parsed(Zm.AlbumCreateResponse, materials.albumCreate({ compId, name: '2026 布展过程' }))).data;
    await expect(rejection(materials.albumCreate({ compId, name: '2026 布展过程' }, quiet))).resolves.toMatchObject({ status: 400, message: expect.stringContaining('已存在') });
    const photoId = (await materials.albumPhotoCreate({ compId, albumId, name: '桁架搭建', url: 'https://picsum.photos/seed/build-1/1200/800', size: 345_678 })).data;
    await parsed(Zm.AlbumPhotoChangeNameResponse, materials.albumPhotoChangeName({ id: photoId, name: '桁架搭建（3 月 16 日）' }));
    expect((await inAlbum(albumId)).map((p) => p.name)).toEqual(['桁架搭建（3 月 16 日）']);
    const album = await parsed(Zm.AlbumGetResponse, materials.albumGet({ id: albumId }));
    expect(album.data).toMatchObject({ name: '2026 布展过程', photoCount: 1, cover: null });

    await parsed(Zm.AlbumDeleteResponse, materials.albumDelete({ id: albumId }));
    const photo = (await allPhotos()).find((p) => p.id === photoId);
    expect(photo).toMatchObject({ albumId: null });
    await materials.albumPhotoDelete({ id: photoId });
  });

  it('videos: list, create, update, delete', async () => {
    const list = await parsed(Zm.VideoGetByCompIdResponse, materials.videoGetByCompId({ compId, pageSize: 100 }));
    expect(list.data.totalCount).toBe(4);
    const id = (await materials.videoCreate({ compId, name: '展位 A10 布展延时摄影', url: 'https://media.w3.org/2010/05/sintel/trailer.mp4', duration: 52 })).data;
    await materials.videoUpdate({ id, compId, name: '展位 A10 布展延时', url: 'https://media.w3.org/2010/05/sintel/trailer.mp4', duration: 52 });
    const after = await parsed(Zm.VideoGetByCompIdResponse, materials.videoGetByCompId({ compId, pageSize: 100 }));
    expect(after.data.items[0]).toMatchObject({ id, name: '展位 A10 布展延时', cover: null });
    await materials.videoDelete({ id });
    expect((await materials.videoGetByCompId({ compId, pageSize: 100 })).data.totalCount).toBe(4);
  });
});

describe('uploads and stored files', () => {
  const PNG = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
  ]);

  it('rejects a too-large image and a wrong type with a message', async () => {
    const big = new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'booth-panorama.png', { type: 'image/png' });
    const tooLarge = await rejection(materials.uploadImages({ file: big }, quiet));
    expect(tooLarge).toMatchObject({ status: 400, message: expect.stringContaining('不能超过 5 MB') });

    const text = new File(['展位清单'], 'booth-list.txt', { type: 'text/plain' });
    const wrongType = await rejection(materials.uploadImages({ file: text }, quiet));
    expect(wrongType).toMatchObject({ status: 400, message: expect.stringContaining('仅支持 JPG、PNG、GIF、WebP') });

    const fake = new File(['not really a png'], 'fake.png', { type: 'image/png' });
    expect(await rejection(materials.uploadImages({ file: fake }, quiet))).toMatchObject({ status: 400, message: expect.stringContaining('不是有效的') });

    const exe = new File([new Uint8Array(64)], 'setup.exe', { type: 'application/x-msdownload' });
    expect(await rejection(materials.uploadFiles({ file: exe }, quiet))).toMatchObject({ status: 400, message: expect.stringContaining('不支持') });
    const clip = new File([new Uint8Array(64)], 'demo.avi', { type: 'video/x-msvideo' });
    expect(await rejection(materials.uploadVideos({ file: clip }, quiet))).toMatchObject({ status: 400, message: expect.stringContaining('MP4') });
  });

  it('accepts a small PNG as a data: URL the photo library can save', async () => {
    const answer = await parsed(Zm.UploadImagesResponse, materials.uploadImages({ file: new File([PNG], '展位logo.png', { type: 'image/png' }) }));
    expect(answer.data).toMatchObject({ name: '展位logo.png', size: PNG.length, contentType: 'image/png' });
    expect(answer.data.url.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    const photoId = (await materials.albumPhotoCreate({ compId, albumId: null, name: '展位 logo', url: answer.data.url, size: answer.data.size })).data;
    expect((await materials.albumPhotoGetByCompId({ CompId: compId, pageSize: 1 })).data.items[0]).toMatchObject({ id: photoId, albumId: null });
    await materials.albumPhotoDelete({ id: photoId });
  });

  it('keeps the bytes of a mid-sized file and serves them from GET /api/file', async () => {
    const content = new Uint8Array(40_000).map((_v, i) => i % 251);
    const answer = await parsed(Zm.UploadFilesResponse, materials.uploadFiles({ file: new File([content], '参展合同.pdf', { type: 'application/pdf' }) }));
    expect(answer.data.url).toMatch(/\/api\/file\?key=files%2F/);
    expect(answer.data.url.length).toBeLessThanOrEqual(500);
    const blob = await materials.fileGet({ key: answer.data.key });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(content);
    const raw = await http.get('/api/file', { params: { key: answer.data.key }, responseType: 'blob' });
    expect(raw.headers['content-type']).toBe('application/pdf');
    expect(raw.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('参展合同.pdf')}`);

    // A key this domain holds no bytes for is left to the handlers behind it (a file of the key's kind).
    expect((await materials.fileGet({ key: 'files/2026/11/pass-template.pdf' })).size).toBeGreaterThan(0);

    const pages = await parsed(Zm.FilePdfToImagesResponse, materials.filePdfToImages({ url: 'https://files.example.com/files/2026/11/pass-template.pdf' }));
    expect(pages.data.length).toBeGreaterThan(0);
  });
});

describe('news', () => {
  const byJoin = async (joinId = ids.join) =>
    (await parsed(Zn.NewsExhibitorGetByJoinIdResponse, news.newsExhibitorGetByJoinId({ joinId, pageSize: 100 }))).data;

  it('exhibitor news: create, edit, host audit and visibility, delete — by join', async () => {
    const before = await byJoin();
    expect(before.totalCount).toBe(8);
    expect(before.items.some((n) => n.content?.includes('<script'))).toBe(true);
    expect(new Set(before.items.map((n) => n.auditStatus))).toEqual(new Set([0, 1, 2]));

    const id = (
      await parsed(
        Zn.NewsExhibitorCreateResponse,
        news.newsExhibitorCreate({ joinId: ids.join, title: '华展智能发布 2027 新品路线图', content: '<p>三大产品线全面升级，<strong>3 月 18 日</strong>现场发布。</p>' }),
      )
    ).data;
    const created = (await byJoin()).items.find((n) => n.id === id)!;
    expect(created).toMatchObject({ compId, compName: '深圳华展智能科技有限公司', auditStatus: 0, isShow: true });
    expect((await byJoin()).totalCount).toBe(9);
    await expect(rejection(news.newsExhibitorCreate({ joinId: ids.join, title: '空内容', content: '<p><br></p>' }, quiet))).resolves.toMatchObject({ status: 400, message: '请填写新闻内容' });

    // The host approves it, then hides it.
    session.clear();
    await signInAs('host');
    const pending = await parsed(Zn.NewsExhibitorAllResponse, news.newsExhibitorAll({ exhibitionId: ids.exhibition2026, auditStatus: 0, pageSize: 100 }));
    expect(pending.data.items.map((n) => n.id)).toContain(id);
    await expect(rejection(news.newsExhibitorAudit({ id, auditStatus: 2 }, quiet))).resolves.toMatchObject({ status: 400, message: '请填写驳回原因' });
    await parsed(Zn.NewsExhibitorAuditResponse, news.newsExhibitorAudit({ id, auditStatus: 1 }));
    await parsed(Zn.NewsExhibitorSetShowResponse, news.newsExhibitorSetShow({ id, isShow: false }));
    const hidden = await news.newsExhibitorAll({ exhibitionId: ids.exhibition2026, pageSize: 100 }, { show: false });
    expect(hidden.data.items.find((n) => n.id === id)).toMatchObject({ auditStatus: 1, isShow: false });
    expect((await news.newsExhibitorAll({ exhibitionId: ids.exhibition2026, pageSize: 100 }, { show: true })).data.items.map((n) => n.id)).not.toContain(id);

    // The exhibitor edits it: back to pending audit.
    session.clear();
    await signInAs('exhibitor');
    await parsed(Zn.NewsExhibitorUpdateResponse, news.newsExhibitorUpdate({ id, joinId: ids.join, title: '华展智能发布 2027 新品路线图（更新）', content: '<p>新增协作机器人 HZ-C12。</p>' }));
    const edited = await parsed(Zn.NewsExhibitorGetResponse, news.newsExhibitorGet({ id }));
    expect(edited.data).toMatchObject({ title: '华展智能发布 2027 新品路线图（更新）', auditStatus: 0 });

    await parsed(Zn.NewsExhibitorDeleteResponse, news.newsExhibitorDelete({ id }));
    expect((await byJoin()).items.map((n) => n.id)).not.toContain(id);
    expect((await byJoin()).totalCount).toBe(8);
  });

  it('host news: list by exhibition, create, update, delete', async () => {
    session.clear();
    await signInAs('host');
    const list = await parsed(Zn.NewsHostAllResponse, news.newsHostAll({ exhibitionId: ids.exhibition2026, pageSize: 100 }));
    expect(list.data.totalCount).toBe(6);
    expect((await news.newsHostAll({ exhibitionId: ids.exhibition2026, isShow: true, pageSize: 100 })).data.totalCount).toBe(5);
    const id = (await news.newsHostCreate({ exhibitionId: ids.exhibition2026, title: '展馆餐饮服务指南', content: '<p>各馆设有餐饮区。</p>', showIndex: 0 })).data;
    expect((await news.newsHostAll({ exhibitionId: ids.exhibition2026, pageSize: 100 })).data.items[0]!.id).toBe(id);
    await news.newsHostUpdate({ id, exhibitionId: ids.exhibition2026, title: '展馆餐饮与休息区指南', content: '<p>各馆设有餐饮区与休息区。</p>' });
    expect((await parsed(Zn.NewsHostGetResponse, news.newsHostGet({ id }))).data.title).toBe('展馆餐饮与休息区指南');
    await news.newsHostDelete({ id });
    expect((await news.newsHostAll({ exhibitionId: ids.exhibition2026, pageSize: 100 })).data.totalCount).toBe(6);
  });
});

describe('company: staff, licence, contacts, ID check and the rest', () => {
  it('staff: one default per company, GetByCompId leaves out disabled staff', async () => {
    const first = await parsed(Zc.StaffGetDefaultResponse, company.staffGetDefault({ compId }));
    expect(first.data).toMatchObject({ name: '张伟', isDefault: true, userName: 'exhibitor' });
    const all = await parsed(Zc.StaffGetAllByCompIdResponse, company.staffGetAllByCompId({ compid: compId }));
    const enabled = await parsed(Zc.StaffGetByCompIdResponse, company.staffGetByCompId({ compid: compId }));
    expect(all.data.length).toBe(5);
    expect(enabled.data.length).toBe(4);

    const id = (await company.staffCreate({ compId, name: '周婷', phone: '13912340007', email: 'zhouting@huazhan-tech.cn', isDefault: true })).data;
    expect((await company.staffGetDefault({ compId })).data).toMatchObject({ id, name: '周婷' });
    expect((await company.staffGetAllByCompId({ compid: compId })).data.filter((s) => s.isDefault).map((s) => s.id)).toEqual([id]);
    await expect(rejection(company.staffUpdate({ id, compId, name: '周婷', isEnable: false }, quiet))).resolves.toMatchObject({ status: 400, message: '默认人员不能停用' });

    await parsed(Zc.StaffDeleteResponse, company.staffDelete({ id }));
    const fallback = await company.staffGetDefault({ compId });
    expect(fallback.data?.name).toBe('张伟');
    expect((await company.staffGetAllByCompId({ compid: compId })).data).toHaveLength(5);
  });

  it('licence: pending audit, host approves, an edit sends it back to audit', async () => {
    const licence = await parsed(Zc.CompLicenseGetByCompIdResponse, company.compLicenseGetByCompId({ compId }));
    expect(licence.data).toMatchObject({ auditStatus: 0, companyName: '深圳华展智能科技有限公司' });
    session.clear();
    await signInAs('host');
    await parsed(Zc.CompLicenseSetAuditStatusResponse, company.compLicenseSetAuditStatus({ id: licence.data!.id, auditStatus: 2, auditRemark: '请上传加盖公章的复印件' }));
    expect((await company.compLicenseGetByCompId({ compId })).data).toMatchObject({ auditStatus: 2, auditRemark: '请上传加盖公章的复印件' });
    await company.compLicenseSetAuditStatus({ id: licence.data!.id, auditStatus: 1 });
    const approved = (await parsed(Zc.CompLicenseGetByCompIdResponse, company.compLicenseGetByCompId({ compId }))).data!;
    expect(approved.auditStatus).toBe(1);
    expect(approved.auditTime).toBeTruthy();

    session.clear();
    await signInAs('exhibitor');
    await company.compLicenseUpdate({
      id: approved.id,
      compId,
      companyName: approved.companyName!,
      creditCode: approved.creditCode!,
      imageUrl: approved.imageUrl!,
      legalPerson: approved.legalPerson,
      establishDate: approved.establishDate,
      registeredCapital: '5000万元人民币',
    });
    expect((await company.compLicenseGetByCompId({ compId })).data).toMatchObject({ auditStatus: 0, registeredCapital: '5000万元人民币' });

    const none = await parsed(Zc.CompLicenseGetByCompIdResponse, company.compLicenseGetByCompId({ compId: ids.join }));
    expect(none.data).toBeNull();
  });

  it('invoice details: a special VAT invoice needs the bank details', async () => {
    const invoice = await parsed(Zc.CompInvoiceGetByCompIdResponse, company.compInvoiceGetByCompId({ compId }));
    expect(invoice.data).toMatchObject({ invoiceType: 1, bankName: '招商银行深圳科技园支行' });
    await expect(rejection(company.compInvoiceCreate({ compId: ids.companyEn, invoiceType: 1, title: '上海东方精工机械有限公司', taxNo: '91310115MA1K4B7Q2N' }, quiet))).resolves.toMatchObject({
      status: 400,
      message: expect.stringContaining('专用发票'),
    });
    await company.compInvoiceUpdate({ id: invoice.data!.id, compId, invoiceType: 0, title: '深圳华展智能科技有限公司', taxNo: '91440300MA5F8XYR3K' });
    expect((await company.compInvoiceGetByCompId({ compId })).data?.invoiceType).toBe(0);
  });

  it('contact persons: save, host authentication, change requests', async () => {
    const exhibitionid = ids.exhibition2026;
    const before = await parsed(Zc.ContactPersonGetAllContactPersonByCompidResponse, company.contactPersonGetAllContactPersonByCompid({ compId, exhibitionid }));
    expect((await parsed(Zc.ContactPersonIsEmailExistResponse, company.contactPersonIsEmailExist({ compId, email: 'zhangwei@huazhan-tech.cn' }))).data).toBe(true);
    expect((await company.contactPersonIsEmailExist({ compId, email: 'nobody@huazhan-tech.cn' })).data).toBe(false);
    await expect(
      rejection(company.contactPersonSave({ compId, exhibitionId: exhibitionid, name: '孙浩', phone: '13912340008', type: 1, email: 'zhangwei@huazhan-tech.cn' }, quiet)),
    ).resolves.toMatchObject({ status: 400, message: '该邮箱已被本企业其他联系人使用' });

    const id = (await parsed(Zc.ContactPersonSaveResponse, company.contactPersonSave({ compId, exhibitionId: exhibitionid, name: '孙浩', phone: '13912340008', type: 1, email: 'sunhao@huazhan-tech.cn', idNumber: idNumber('44030519951120201') }))).data;
    const after = await company.contactPersonGetAllContactPersonByCompid({ compId, exhibitionid });
    expect(after.data).toHaveLength(before.data.length + 1);
    expect(after.data.find((c) => c.id === id)).toMatchObject({ authStatus: 0, isChange: false, companyName: '深圳华展智能科技有限公司', exhibitionName: '2027 深圳国际智能制造博览会' });

    session.clear();
    await signInAs('host');
    const firstTime = await parsed(Zc.ContactPersonGetAuthWithoutChangeResponse, company.contactPersonGetAuthWithoutChange({ exhibitionId: exhibitionid, authStatus: 0, pageSize: 100 }));
    expect(firstTime.data.items.map((c) => c.id)).toContain(id);
    await expect(rejection(company.contactPersonAuthFail({ id }, quiet))).resolves.toMatchObject({ status: 400 });
    await parsed(Zc.ContactPersonAuthPassResponse, company.contactPersonAuthPass({ id }));

    session.clear();
    await signInAs('exhibitor');
    await company.contactPersonSave({ id, compId, exhibitionId: exhibitionid, name: '孙浩', phone: '13912340009', type: 1, email: 'sunhao@huazhan-tech.cn' });
    session.clear();
    await signInAs('host');
    const changes = await parsed(Zc.ContactPersonGetChangeAuthResponse, company.contactPersonGetChangeAuth({ compId, pageSize: 100 }));
    expect(changes.data.items.find((c) => c.id === id)).toMatchObject({ isChange: true, authStatus: 0, phone: '13912340009', originalPhone: '13912340008' });
    await parsed(Zc.ContactPersonAuthChangeResponse, company.contactPersonAuthChange({ id }));
    await parsed(Zc.ContactPersonChangeNumberResponse, company.contactPersonChangeNumber({ id, phone: '13912340010' }));
    const contact = (await parsed(Zc.ContactGetByCompIdResponse, company.contactGetByCompId({ compId }))).data.find((c) => c.id === id);
    expect(contact).toMatchObject({ authStatus: 1, isChange: false, phone: '13912340010' });

    await parsed(Zc.ContactDeleteResponse, company.contactDelete({ id }));
    expect((await parsed(Zc.ContactPersonGetAllContactResponse, company.contactPersonGetAllContact({ compId }))).data.map((c) => c.id)).not.toContain(id);

    const period = await parsed(Zc.ContactPersonGetContactTimeResponse, company.contactPersonGetContactTime());
    expect(period.data?.exhibitionId).toBe(ids.exhibition2026);
    await expect(rejection(company.contactPersonSetContactTime({ startTime: '2027-01-01T00:00:00+08:00', endTime: '2026-12-01T00:00:00+08:00' }, quiet))).resolves.toMatchObject({ status: 400 });
    await company.contactPersonSetContactTime({ startTime: '2026-12-01T00:00:00+08:00', endTime: '2027-03-12T18:00:00+08:00' });
    expect((await company.contactPersonGetContactTime()).data?.endTime).toBe('2027-03-12T18:00:00+08:00');
  });

  it('ID card check: 18-digit checksum and a Chinese name; every check is recorded', async () => {
    const valid = idNumber('11010519491231002');
    expect((await parsed(Zc.IdCardCheckResponse, company.idCardCheck({ name: '张三', idNumber: valid }))).data).toBe(true);
    const wrongCheck = valid.slice(0, 17) + (valid.endsWith('0') ? '1' : '0');
    expect((await company.idCardCheck({ name: '张三', idNumber: wrongCheck })).data).toBe(false);
    expect((await company.idCardCheck({ name: 'Zhang San', idNumber: valid })).data).toBe(false);
    // A number already known under another name does not match.
    expect((await company.idCardCheck({ name: '李四', idNumber: idNumber('44030519850307123') })).data).toBe(false);

    session.clear();
    await signInAs('host');
    const records = await parsed(Zc.IdCardGetRecordResponse, company.idCardGetRecord());
    expect(records.data[0]).toMatchObject({ name: '李四', isMatch: false, userName: 'exhibitor', companyName: '深圳华展智能科技有限公司' });
    expect(records.data.find((r) => r.name === '张三' && r.isMatch)?.idNumber).toBe(`${valid.slice(0, 6)}********${valid.slice(-4)}`);
  });

  it('dictionaries, banners, butler service and the outgoing mailbox', async () => {
    const natures = await parsed(Zc.NatureGetListResponse, company.natureGetList());
    expect(natures.data[0]!.name).toBe('民营企业');
    const nid = (await company.natureCreate({ name: '港澳台独资企业', nameEn: 'HK/Macao/Taiwan-owned enterprise' })).data;
    await expect(rejection(company.natureCreate({ name: '港澳台独资企业' }, quiet))).resolves.toMatchObject({ status: 400 });
    await company.natureUpdate({ id: nid, name: '港澳台资企业' });
    expect((await parsed(Zc.NatureGetResponse, company.natureGet({ id: nid }))).data.name).toBe('港澳台资企业');
    await company.natureDelete({ id: nid });
    expect((await company.natureGetList()).data).toHaveLength(natures.data.length);
    const types = await parsed(Zc.BusinessTypeGetListResponse, company.businessTypeGetList());
    expect(types.data.map((t) => t.name)).toContain('生产商');

    const banners = await parsed(Zc.CompanyBannerGetByTypeResponse, company.companyBannerGetByType({ compId, typeid: 1, show: 0 }));
    const shown = await company.companyBannerGetByType({ compId, typeid: 1, show: 1 });
    expect(banners.data.length).toBe(3);
    expect(shown.data.length).toBe(2);
    const bid = (await company.companyBannerCreate({ compId, type: 1, url: 'https://picsum.photos/seed/banner-new/1920/600', title: '新品预告', showIndex: 0 })).data;
    await company.companyBannerUpdate({ id: bid, compId, type: 1, url: 'https://picsum.photos/seed/banner-new/1920/600', show: false });
    expect((await company.companyBannerGetByType({ compId, typeid: 1, show: 0 })).data[0]).toMatchObject({ id: bid, show: false });
    await company.companyBannerDelete({ id: bid });
    expect((await company.companyBannerGetByType({ compId, typeid: 1, show: 0 })).data).toHaveLength(3);

    const butler = await parsed(Zc.ButlerCustomerGetButlerCustomerResponse, company.butlerCustomerGetButlerCustomer({ customerId: compId, exhibitionId: ids.exhibition2026 }));
    expect(butler.data).toMatchObject({ isPurchase: true, serviceState: 1, serviceButlerName: '陈静' });
    expect((await company.butlerCustomerGetButlerCustomer({ customerId: compId, exhibitionId: ids.exhibitionFood })).data).toBeNull();

    const mailbox = await parsed(Zc.ApplyEmailAccountGetEmailAccountResponse, company.applyEmailAccountGetEmailAccount());
    expect(mailbox.data).toMatchObject({ email: 'sales@huazhan-tech.cn', smtpPort: 465 });
    expect(mailbox.data).not.toHaveProperty('password');
    await company.applyEmailAccountUpdate({ email: 'expo@huazhan-tech.cn', smtpHost: 'smtp.exmail.qq.com', smtpPort: 587, enableSsl: false });
    expect((await company.applyEmailAccountGetEmailAccount()).data).toMatchObject({ email: 'expo@huazhan-tech.cn', smtpPort: 587, enableSsl: false });
  });
});
