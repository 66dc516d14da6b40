/**
 * The company domain beyond the company record itself (core.ts): business licence and its audit,
 * invoicing details, staff, nature and business-type dictionaries, contact persons and their
 * authentication by the host, butler service, outgoing mailbox, real-name ID checks and mini-site banners.
 */
import type { CollectionName, CollectionRow } from '../collections';
import { HttpResponse } from 'msw';
import { listPage, now, remove } from '../crud';
import { idCheckDigit, maskIdNumber, seedCompanyProfile } from '../data/company';
import { exhibitions } from '../data/places';
import type { MockDb, MockRecord } from '../db';
import { currentUser, type MockDomain } from '../domain';
import { body, fail, ok, other, query, type Info } from '../respond';
import { del, get, post, put } from '../route';
import {
  bodyFilter,
  companyProblem,
  createEntity,
  crudRoutes,
  dictionary,
  firstProblem,
  needText,
  NEWEST_FIRST,
  optionalText,
  pick,
  text,
  updateEntity,
  type Body,
  type EntitySpec,
} from './showcase';

const MOBILE = /^1[3-9]\d{9}$/;
const TEL = /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|1[3-9]\d{9}|400-?\d{3}-?\d{4})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;
const TAX_NO = /^[0-9A-Z]{15,20}$/;
const BANK_ACCOUNT = /^\d{8,30}$/;
const ID_NUMBER = /^\d{17}[\dXx]$/;
const CHINESE_NAME = /^[\u4e00-\u9fa5]{1,10}(?:·[\u4e00-\u9fa5]{1,10})?$/;
const PROVINCES = new Set(['11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43', '44', '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82']);

const LICENSE = ['compId', 'companyName', 'creditCode', 'legalPerson', 'registeredCapital', 'establishDate', 'validTo', 'businessScope', 'address', 'imageUrl'];
const INVOICE = ['compId', 'invoiceType', 'title', 'taxNo', 'address', 'tel', 'bankName', 'bankAccount', 'receiverName', 'receiverPhone', 'receiverAddress', 'receiverEmail'];
const STAFF = ['compId', 'userId', 'name', 'nameEn', 'gender', 'department', 'position', 'phone', 'email', 'avatar', 'isDefault', 'isEnable', 'showIndex'];
const DICTIONARY = ['name', 'nameEn', 'showIndex', 'isShow'];
const CONTACT = ['compId', 'exhibitionId', 'name', 'gender', 'department', 'position', 'phone', 'tel', 'email', 'type', 'idNumber', 'idCardFront', 'idCardBack', 'isDefault', 'showIndex'];
/** Changing one of these on an authenticated contact person is a change request the host audits. */
const AUTHENTICATED = ['name', 'phone', 'email', 'idNumber', 'idCardFront', 'idCardBack'];
const BANNER = ['compId', 'type', 'title', 'url', 'link', 'show', 'showIndex'];
const EMAIL_ACCOUNT = ['email', 'displayName', 'smtpHost', 'smtpPort', 'userName', 'password', 'enableSsl', 'isEnable'];

const mismatch = (value: unknown, pattern: RegExp) => value !== undefined && value !== null && value !== '' && !pattern.test(String(value));

/** Whether an 18-character resident ID number is well formed: region, birth date and check character. */
export function validIdNumber(id: string): boolean {
  if (!ID_NUMBER.test(id) || !PROVINCES.has(id.slice(0, 2))) return false;
  const [y, m, d] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))];
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now()) return false;
  return idCheckDigit(id.slice(0, 17)) === id.slice(17).toUpperCase();
}

/** The newest row of a company in a one-per-company collection, or null. */
function latestOf<C extends CollectionName>(db: MockDb, collection: C, compId: string | null): CollectionRow<C> | null {
  const rows = db.find(collection, (r) => !r.isDeleted && r.compId === compId);
  return rows.sort((a, b) => String(b.createTime).localeCompare(String(a.createTime)))[0] ?? null;
}

/** Reads a form-urlencoded (or, leniently, JSON) body. */
async function formBody(request: Request): Promise<Record<string, string>> {
  const raw = await request.clone().text();
  if ((request.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(raw) as Record<string, string>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

const defaultExhibitionId = () => (exhibitions.find((e) => e.isDefault) ?? exhibitions[0]!).id;

export const companyDomain: MockDomain = {
  name: 'company',
  seed: seedCompanyProfile,
  handlers: (db) => {
    const companyName = (compId: unknown) => db.get('companies', compId as string | undefined)?.name as string | undefined;
    const exhibitionName = (id: unknown) => db.get('exhibitions', id as string | undefined)?.name as string | undefined;

    // ---------------------------------------------------------------- business licence
    const license: EntitySpec = {
      collection: 'compLicenses',
      fields: LICENSE,
      validate: (r) =>
        firstProblem(
          companyProblem(db, r.compId),
          needText(r.companyName, '企业名称', 100, 2),
          !CREDIT_CODE.test(text(r.creditCode)) && '统一社会信用代码格式不正确（18 位）',
          !text(r.imageUrl) && '请上传营业执照图片',
          Boolean(r.validTo && r.establishDate) && String(r.validTo) <= String(r.establishDate) && '营业期限不能早于成立日期',
          optionalText(r.businessScope, '经营范围', 2000),
        ),
      // Every filing or edit goes (back) to the host's audit.
      derive: () => ({ auditStatus: 0, auditRemark: undefined, auditTime: undefined }),
      updateTime: true,
    };
    const createLicense = createEntity(db, license);

    // ---------------------------------------------------------------- invoicing details
    const invoice: EntitySpec = {
      collection: 'compInvoices',
      fields: INVOICE,
      updateTime: true,
      validate: (r) =>
        firstProblem(
          companyProblem(db, r.compId),
          r.invoiceType !== 0 && r.invoiceType !== 1 && '请选择发票类型',
          needText(r.title, '发票抬头', 100, 2),
          !TAX_NO.test(text(r.taxNo)) && '纳税人识别号应为 15–20 位数字或大写字母',
          r.invoiceType === 1 && !(text(r.address) && text(r.tel) && text(r.bankName) && text(r.bankAccount)) && '增值税专用发票需填写注册地址、电话、开户银行及银行账号',
          mismatch(r.tel, TEL) && '电话格式不正确',
          mismatch(r.bankAccount, BANK_ACCOUNT) && '银行账号应为 8–30 位数字',
          mismatch(r.receiverPhone, MOBILE) && '收件人手机号格式不正确',
          mismatch(r.receiverEmail, EMAIL) && '收件邮箱格式不正确',
        ),
    };
    const createInvoice = createEntity(db, invoice);

    /** One per company: a second POST replaces the first. */
    const replacing =
      (collection: CollectionName, create: typeof createLicense): typeof createLicense =>
      async (info) => {
        const b = await body<Body>(info.request);
        const previous = db.find(collection, (r) => r.compId === b.compId);
        const answer = await create(info);
        if (answer.ok) for (const row of previous) db.remove(collection, row.id);
        return answer;
      };

    // ---------------------------------------------------------------- staff
    const staffOf = (compId: string | null) => db.find('staff', (s) => !s.isDeleted && s.compId === compId);
    const byOrder = <T extends MockRecord>(rows: T[]) => rows.sort((a, b) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0) || String(b.createTime).localeCompare(String(a.createTime)));
    /** Exactly one default staff member per company: the one just marked, else the first enabled one. */
    const settleDefault = (compId: unknown, preferred?: string) => {
      const rows = byOrder(staffOf(String(compId)));
      const keep = preferred ?? rows.find((s) => s.isDefault)?.id ?? rows.find((s) => s.isEnable)?.id;
      for (const s of rows) if (Boolean(s.isDefault) !== (s.id === keep)) db.update('staff', s.id, { isDefault: s.id === keep });
    };
    const staff: EntitySpec = {
      collection: 'staff',
      fields: STAFF,
      defaults: () => ({ isDefault: false, isEnable: true, showIndex: 0, gender: 0 }),
      validate: (r) =>
        firstProblem(
          companyProblem(db, r.compId),
          needText(r.name, '姓名', 50),
          mismatch(r.phone, MOBILE) && '手机号格式不正确',
          mismatch(r.email, EMAIL) && '邮箱格式不正确',
          Boolean(r.userId) && !db.get('accounts', String(r.userId)) && '关联的账号不存在',
          r.isDefault === true && r.isEnable === false && '默认人员不能停用',
        ),
      derive: (r) => ({ userName: r.userId ? (db.get('accounts', String(r.userId))?.userName as string | undefined) : undefined }),
    };
    const createStaff = createEntity(db, staff);
    const updateStaff = updateEntity(db, staff);

    // ---------------------------------------------------------------- contact persons
    const contactList = (filter: (r: MockRecord) => boolean) =>
      ok(db.find('contactPersons', (r) => !r.isDeleted && filter(r)).sort((a, b) => Number(a.showIndex ?? 0) - Number(b.showIndex ?? 0) || String(b.createTime).localeCompare(String(a.createTime))));
    const contactProblem = (r: Body, id?: string) =>
      firstProblem(
        companyProblem(db, r.compId),
        Boolean(r.exhibitionId) && !db.get('exhibitions', String(r.exhibitionId)) && '展会不存在',
        needText(r.name, '联系人姓名', 50, 2),
        !MOBILE.test(text(r.phone)) && '请填写正确的手机号',
        !(Number.isInteger(r.type) && Number(r.type) >= 0 && Number(r.type) <= 9) && '请选择联系人类型',
        mismatch(r.tel, TEL) && '座机格式不正确',
        mismatch(r.email, EMAIL) && '邮箱格式不正确',
        Boolean(r.email) &&
          db.find('contactPersons', (c) => c.id !== id && c.compId === r.compId && c.exhibitionId === r.exhibitionId && text(c.email).toLowerCase() === text(r.email).toLowerCase()).length > 0 &&
          '该邮箱已被本企业其他联系人使用',
        Boolean(r.idNumber) && !validIdNumber(text(r.idNumber)) && '身份证号码不正确，请核对',
      );
    const settleDefaultContact = (row: MockRecord) => {
      if (!row.isDefault) return;
      for (const c of db.find('contactPersons', (c) => c.id !== row.id && c.compId === row.compId && c.exhibitionId === row.exhibitionId && Boolean(c.isDefault))) {
        db.update('contactPersons', c.id, { isDefault: false });
      }
    };
    const auditPage = (isChange: boolean) =>
      listPage(db, 'contactPersons', {
        filter: (r, b) => Boolean(r.isChange) === isChange && bodyFilter(['exhibitionId', 'compId', 'authStatus', 'type'])(r, b),
        keywordFields: ['name', 'companyName', 'phone', 'email'],
        sorts: NEWEST_FIRST,
      });
    /** A host decision on a contact person: a patch, or a Chinese message answered as 400. */
    const decide =
      (apply: (row: MockRecord, b: Body) => string | Partial<MockRecord>) =>
      async ({ request }: Info) => {
        const b = await body<Body>(request);
        const row = db.get('contactPersons', text(b.id));
        if (!row) return fail(404);
        const patch = apply(row, b);
        if (typeof patch === 'string') return fail(400, patch);
        db.update('contactPersons', row.id, patch);
        return ok(true);
      };

    // ---------------------------------------------------------------- banners
    const banner: EntitySpec = {
      collection: 'companyBanners',
      fields: BANNER,
      defaults: () => ({ show: true, showIndex: 0 }),
      validate: (r) =>
        firstProblem(
          companyProblem(db, r.compId),
          !(Number.isInteger(r.type) && Number(r.type) >= 0 && Number(r.type) <= 99) && '请选择轮播图类型',
          !text(r.url) && '请上传轮播图片',
          optionalText(r.title, '标题', 50),
          optionalText(r.link, '跳转链接', 500),
        ),
    };

    const natureSpec = (collection: CollectionName, label: string): EntitySpec => ({
      collection,
      fields: DICTIONARY,
      defaults: () => ({ isShow: true, showIndex: db.all(collection).length + 1 }),
      validate: (r, current) =>
        firstProblem(
          needText(r.name, `${label}名称`, 50),
          db.find(collection, (x) => x.id !== current?.id && text(x.name) === text(r.name)).length > 0 && `${label}“${text(r.name)}”已存在`,
        ),
    });

    return [
      // Business licence
      get('/api/CompLicense/GetByCompId', ({ request }) => ok(latestOf(db, 'compLicenses', query(request)('compId')))),
      post('/api/CompLicense', replacing('compLicenses', createLicense)),
      put('/api/CompLicense', updateEntity(db, license)),
      del('/api/CompLicense/SetAuditStatus', ({ request }) => {
        const q = query(request);
        const row = db.get('compLicenses', q('id'));
        if (!row) return fail(404);
        const status = Number(q('auditStatus'));
        const remark = text(q('auditRemark'));
        if (![0, 1, 2].includes(status)) return ok(false);
        db.update('compLicenses', row.id, {
          auditStatus: status,
          auditRemark: status === 2 ? remark || '营业执照信息不符合要求，请修改后重新提交' : undefined,
          auditTime: status === 0 ? undefined : now(),
        });
        return ok(true);
      }),
      // Invoicing details
      get('/api/CompInvoice/GetByCompId', ({ request }) => ok(latestOf(db, 'compInvoices', query(request)('compId')))),
      post('/api/CompInvoice', replacing('compInvoices', createInvoice)),
      put('/api/CompInvoice', updateEntity(db, invoice)),
      // Staff
      get('/api/staff/GetDefault', ({ request }) => ok(staffOf(query(request)('compId')).find((s) => s.isDefault) ?? null)),
      get('/api/staff/GetByCompId', ({ request }) => ok(byOrder(staffOf(query(request)('compid')).filter((s) => s.isEnable)))),
      get('/api/staff/GetAllByCompId', ({ request }) => ok(byOrder(staffOf(query(request)('compid'))))),
      post('/api/staff', async (info) => {
        const b = await body<Body>(info.request);
        const answer = await createStaff(info);
        if (answer.ok) {
          const { data } = (await answer.clone().json()) as { data: string };
          settleDefault(b.compId, b.isDefault === true ? data : undefined);
        }
        return answer;
      }),
      put('/api/staff', async (info) => {
        const b = await body<Body>(info.request);
        const answer = await updateStaff(info);
        const row = db.get('staff', text(b.id));
        if (answer.ok && row) settleDefault(row.compId, b.isDefault === true ? row.id : undefined);
        return answer;
      }),
      del('/api/staff', ({ request }) => {
        const row = db.get('staff', query(request)('id'));
        if (!row) return fail(404);
        db.remove('staff', row.id);
        settleDefault(row.compId);
        return ok(true);
      }),
      // Dictionaries
      get('/api/Nature/GetList', dictionary(db, 'natures')),
      ...crudRoutes(db, '/api/Nature', natureSpec('natures', '企业性质')),
      get('/api/BusinessType/GetList', dictionary(db, 'businessTypes')),
      ...crudRoutes(db, '/api/BusinessType', natureSpec('businessTypes', '经营类型')),
      // Contact persons
      get('/api/contactperson/IsEmailExist', ({ request }) => {
        const q = query(request);
        const email = text(q('email')).toLowerCase();
        return ok(db.find('contactPersons', (c) => c.compId === q('compId') && text(c.email).toLowerCase() === email).length > 0);
      }),
      get('/api/contactperson/GetAllContactPerson', ({ request }) => {
        const q = query(request);
        return contactList(
          (c) =>
            c.compId === q('compId') &&
            (!q('email') || text(c.email).toLowerCase() === text(q('email')).toLowerCase()) &&
            (!q('type') || String(c.type) === q('type')) &&
            (!q('exhibitionId') || c.exhibitionId === q('exhibitionId')),
        );
      }),
      get('/api/contactperson/GetAllContactPersonByCompid', ({ request }) => {
        const q = query(request);
        return contactList((c) => c.compId === q('compId') && c.exhibitionId === q('exhibitionid'));
      }),
      get('/api/contactperson/GetAllContact', ({ request }) => contactList((c) => c.compId === query(request)('compId'))),
      post('/api/contactperson/Save', async ({ request }) => {
        const b = await body<Body>(request);
        const current = b.id ? db.get('contactPersons', text(b.id)) : undefined;
        if (b.id && !current) return fail(400, '联系人不存在或已删除');
        const row: Body = { ...(current ?? { authStatus: 0, isChange: false, isDefault: false, showIndex: 0, gender: 0 }), ...pick(b, CONTACT) };
        const problem = contactProblem(row, current?.id);
        if (problem) return fail(400, problem);
        row.companyName = companyName(row.compId);
        row.exhibitionName = exhibitionName(row.exhibitionId);
        if (current) {
          const changed = AUTHENTICATED.some((f) => (row[f] ?? '') !== (current[f] ?? ''));
          if (current.authStatus === 1 && changed) Object.assign(row, { authStatus: 0, isChange: true, originalPhone: current.phone !== row.phone ? current.phone : current.originalPhone });
          else if (current.authStatus === 2) Object.assign(row, { authStatus: 0, authRemark: undefined });
          const saved = db.update('contactPersons', current.id, row)!;
          settleDefaultContact(saved);
          return ok(saved.id);
        }
        const saved = db.insert('contactPersons', { ...row, createTime: now() });
        settleDefaultContact(saved);
        return ok(saved.id);
      }),
      get('/api/contactperson/getcontacttime', () => {
        const rows = db.all('contactTimes');
        return ok(rows.find((r) => r.exhibitionId === defaultExhibitionId()) ?? rows[0] ?? null);
      }),
      post('/api/contactperson/SetContactTime', async ({ request }) => {
        const b = await body<Body>(request);
        const start = Date.parse(text(b.startTime));
        const end = Date.parse(text(b.endTime));
        if (Number.isNaN(start) || Number.isNaN(end)) return fail(400, '请选择开始和结束时间');
        if (end <= start) return fail(400, '结束时间必须晚于开始时间');
        const exhibitionId = text(b.exhibitionId) || defaultExhibitionId();
        const current = db.find('contactTimes', (r) => r.exhibitionId === exhibitionId)[0];
        const patch = { exhibitionId, startTime: text(b.startTime), endTime: text(b.endTime) };
        if (current) db.update('contactTimes', current.id, patch);
        else db.insert('contactTimes', patch);
        return ok(true);
      }),
      post('/api/contactperson/GetAuthWithoutChange', auditPage(false)),
      post('/api/contactperson/GetChangeAuth', auditPage(true)),
      post('/api/contactperson/AuthPass', decide(() => ({ authStatus: 1, authTime: now(), authRemark: undefined, isChange: false, originalPhone: undefined }))),
      post('/api/contactperson/AuthFail', decide((_row, b) => (text(b.remark) ? { authStatus: 2, authTime: now(), authRemark: text(b.remark).slice(0, 200) } : '请填写不通过的原因'))),
      post('/api/contactperson/AuthChange', decide((row) => (row.isChange ? { authStatus: 1, authTime: now(), authRemark: undefined, isChange: false, originalPhone: undefined } : '该联系人没有待审核的变更申请'))),
      post('/api/contactperson/ChangeNumber', decide((row, b) => (!MOBILE.test(text(b.phone)) ? '请填写正确的手机号' : text(b.phone) === row.phone ? '新手机号与原手机号相同' : { phone: text(b.phone) }))),
      // Contact (host pages)
      del('/api/Contact', remove(db, 'contactPersons')),
      get('/api/Contact/GetByCompId', ({ request }) => contactList((c) => c.compId === query(request)('compId'))),
      // Butler service
      get('/api/v1/ButlerCustomer/GetButlerCustomer', ({ request }) => {
        const q = query(request);
        return ok(db.find('butlerCustomers', (r) => r.customerId === q('customerId') && r.exhibitionId === q('exhibitionId'))[0] ?? null);
      }),
      // Outgoing mailbox of the signed-in company (or, for the host, of the account)
      get('/api/ApplyEmailAccount/GetEmailAccount', ({ request }) => {
        const user = currentUser(db, request);
        if (!user) return other(new HttpResponse(null, { status: 401 }));
        const ownerId = (user.compId as string | undefined) ?? user.id;
        const row = db.find('emailAccounts', (r) => r.ownerId === ownerId)[0];
        if (!row) return ok(null);
        const { ownerId: _owner, password: _password, ...visible } = row;
        return ok(visible);
      }),
      put('/api/ApplyEmailAccount', async ({ request }) => {
        const user = currentUser(db, request);
        if (!user) return other(new HttpResponse(null, { status: 401 }));
        const b = await body<Body>(request);
        const port = Number(b.smtpPort);
        const problem = firstProblem(
          !EMAIL.test(text(b.email)) && '请填写正确的发件邮箱',
          needText(b.smtpHost, 'SMTP 服务器', 100),
          !(Number.isInteger(port) && port >= 1 && port <= 65535) && 'SMTP 端口应为 1–65535',
          optionalText(b.displayName, '发件人名称', 50),
        );
        if (problem) return fail(400, problem);
        const ownerId = (user.compId as string | undefined) ?? user.id;
        const current = db.find('emailAccounts', (r) => r.ownerId === ownerId)[0];
        const patch: Body = { enableSsl: true, isEnable: true, ...pick(b, EMAIL_ACCOUNT), ownerId, compId: user.compId, updateTime: now() };
        if (!text(b.password)) delete patch.password; // left out: keep the stored one
        if (current) db.update('emailAccounts', current.id, patch);
        else db.insert('emailAccounts', patch);
        return ok(true);
      }),
      // Real-name check of a resident ID number
      post('/api/IDCard/Check', async ({ request }) => {
        const b = await formBody(request);
        const name = text(b.name);
        const id = text(b.idNumber).toUpperCase();
        if (name.length < 2 || name.length > 50) return fail(400, '请填写姓名（2–50 个字）');
        if (!ID_NUMBER.test(id)) return fail(400, '身份证号码应为 18 位，最后一位可以是 X');
        // Demo rule: a Chinese name, a well-formed number (region, birth date, check character), and
        // not a number already known under another name.
        const knownAs = db.find('contactPersons', (c) => text(c.idNumber).toUpperCase() === id).map((c) => c.name);
        const isMatch = CHINESE_NAME.test(name) && validIdNumber(id) && (knownAs.length === 0 || knownAs.includes(name));
        const user = currentUser(db, request);
        db.insert('idCardRecords', {
          name,
          idNumber: maskIdNumber(id),
          isMatch,
          ...(user ? { userId: user.id, userName: user.userName } : {}),
          ...(user?.compId ? { companyName: companyName(user.compId) } : {}),
          createTime: now(),
        });
        return ok(isMatch);
      }),
      get('/api/IDCard/GetRecord', () => ok(db.all('idCardRecords').sort((a, b) => Date.parse(String(b.createTime)) - Date.parse(String(a.createTime))))),
      // Mini-site banners
      get('/api/CompanyBanner/GetByType', ({ request }) => {
        const q = query(request);
        const rows = db.find('companyBanners', (r) => !r.isDeleted && r.compId === q('compId') && String(r.type) === q('typeid') && (q('show') !== '1' || r.show === true));
        return ok(rows.sort((a, b) => Number(a.showIndex) - Number(b.showIndex) || String(b.createTime).localeCompare(String(a.createTime))));
      }),
      post('/api/CompanyBanner', createEntity(db, banner)),
      put('/api/CompanyBanner', updateEntity(db, banner)),
      del('/api/CompanyBanner', remove(db, 'companyBanners')),
    ];
  },
};
