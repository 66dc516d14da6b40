/**
 * The URL map of the app: every URL and the route file that serves it. Route files live in
 * src/app/routes/ at the path of their URL (`/host/index/home` → app/routes/host/index/home.tsx),
 * hold only the route's options, and render a page from src/features/<domain>/.
 *
 * `/exhibition{-$lang}` serves both /exhibition (Chinese) and /exhibitionEn (English) from one
 * set of files: `lang` is `En` or absent.
 */
import { index, layout, rootRoute, route } from '@tanstack/virtual-file-routes';

const r = (dir: string) => (path: string) => route(`/${path}`, `app/routes/${dir}/${path}.tsx`);

const host = r('host');
const hostIndex = r('host/index');
const exhibitor = r('exhibition');
const exhibitorIndex = r('exhibition/index');
const mobile = r('mobile-backend');

/** A section whose bare URL redirects to its first page (routes.json `redirect`). */
const section = (dir: string, path: string, children: ReturnType<typeof route>[] = []) =>
  route(`/${path}`, [index(`app/routes/${dir}/${path}/index.tsx`), ...children]);

export const routes = rootRoute('app/routes/__root.tsx', [
  index('app/routes/index.tsx'),
  route('/404', 'app/routes/404.tsx'),
  route('/500', 'app/routes/500.tsx'),
  route('/live-user-reg', 'app/routes/live-user-reg.tsx'),
  route('/live-auth', 'app/routes/live-auth.tsx'),

  route('/host', [
    index('app/routes/host/index.tsx'),
    host('login'),
    host('login/alogin'),
    host('mobile-all'),
    route('/index', 'app/routes/host/index/route.tsx', [
      hostIndex('home'),
      section('host/index', 'set'),
      section('host/index', 'webSet'),
      section('host/index', 'supply'),
      section('host/index', 'supply-info'),
      section('host/index', 'ex'),
      section('host/index', 'audit'),
      section('host/index', 'act'),
      section('host/index', 'pro'),
      section('host/index', 'common'),
      hostIndex('ex/list'),
      hostIndex('ex/addEx'),
      hostIndex('ex/editEx'),
      hostIndex('audit/list'),
      hostIndex('audit/info'),
      hostIndex('set/news'),
      hostIndex('set/newsadd'),
      hostIndex('set/newsedit'),
      hostIndex('set/Exnews'),
      hostIndex('set/Exnewsadd'),
      hostIndex('set/Exnewsedit'),
      hostIndex('set/hostOperationLog'),
      hostIndex('set/statisticalManage'),
      hostIndex('webSet/webBanner'),
      hostIndex('webSet/web-entrance'),
      hostIndex('common/common-region'),
      hostIndex('common/common-city'),
      hostIndex('common/common-country'),
      hostIndex('common/common-department'),
      hostIndex('common/common-message'),
      hostIndex('common/common-down'),
      hostIndex('common/common-banner'),
      hostIndex('common/common-poster'),
      hostIndex('common/common-poster-add'),
      hostIndex('common/common-poster-edit'),
    ]),
  ]),

  route('/exhibition{-$lang}', 'app/routes/exhibition/route.tsx', [
    index('app/routes/exhibition/index.tsx'),
    exhibitor('login'),
    exhibitor('login/alogin'),
    exhibitor('login/blogin'),
    exhibitor('login/clogin'),
    exhibitor('register'),
    exhibitor('register-company'),
    exhibitor('contact-exhibition'),
    exhibitor('mobile'),
    exhibitor('mobilePcLive'),
    exhibitor('mobileHealthyLife'),
    exhibitor('CertificateExport'),
    exhibitor('export'),
    exhibitor('exportTable'),
    route('/index', 'app/routes/exhibition/index/route.tsx', [
      exhibitorIndex('home'),
      exhibitorIndex('home-pro'),
      exhibitorIndex('companyInfo'),
      exhibitorIndex('companyAdmin'),
      exhibitorIndex('companyAccount'),
      exhibitorIndex('share'),
      route('/product', [index('app/routes/exhibition/index/product/index.tsx')]),
      route('/proGroup', [index('app/routes/exhibition/index/proGroup/index.tsx')]),
      route('/brand', [index('app/routes/exhibition/index/brand/index.tsx')]),
      route('/case', [index('app/routes/exhibition/index/case/index.tsx')]),
      route('/certificate', [index('app/routes/exhibition/index/certificate/index.tsx')]),
      route('/partner', [index('app/routes/exhibition/index/partner/index.tsx')]),
      route('/material', [index('app/routes/exhibition/index/material/index.tsx')]),
      route('/template', [index('app/routes/exhibition/index/template/index.tsx')]),
      exhibitorIndex('template/choice'),
      exhibitorIndex('template/choice-new'),
      exhibitorIndex('template/factory'),
      exhibitorIndex('template/franchisee'),
      exhibitorIndex('template/service'),
      exhibitorIndex('template/brand'),
      exhibitorIndex('template/factory-new'),
      exhibitorIndex('template/franchisee-new'),
      exhibitorIndex('template/service-new'),
      exhibitorIndex('template/brand-new'),
      exhibitorIndex('product/allpro'),
      exhibitorIndex('product/addpro'),
      exhibitorIndex('product/editpro'),
      exhibitorIndex('proGroup/productlist'),
      exhibitorIndex('proGroup/productadd'),
      exhibitorIndex('proGroup/productedit'),
      exhibitorIndex('proGroup/productproList'),
      exhibitorIndex('material/photo/all'),
      exhibitorIndex('material/photo/group'),
      exhibitorIndex('material/photo/loose'),
      exhibitorIndex('material/video'),
      exhibitorIndex('photo'),
      exhibitorIndex('release'),
      exhibitorIndex('release-new'),
      exhibitorIndex('moment'),
      exhibitorIndex('brand/allbrand'),
      exhibitorIndex('brand/addbrand'),
      exhibitorIndex('brand/editbrand'),
      exhibitorIndex('case/all'),
      exhibitorIndex('case/add'),
      exhibitorIndex('case/edit'),
      exhibitorIndex('certificate/allCertificate'),
      exhibitorIndex('certificate/addCertificate'),
      exhibitorIndex('certificate/editCertificate'),
      exhibitorIndex('partner/allPartner'),
      exhibitorIndex('partner/addPartner'),
      exhibitorIndex('partner/editPartner'),
      exhibitorIndex('news'),
      exhibitorIndex('add-news'),
      exhibitorIndex('edit-news'),
      // Taking part in the exhibition (exinfo): the join and its forms with change requests
      route('/exinfo', [index('app/routes/exhibition/index/exinfo/index.tsx')]),
      exhibitorIndex('exinfo/exhibition-info'),
      exhibitorIndex('exinfo/catalogue'),
      exhibitorIndex('exinfo/catalogue-alter'),
      exhibitorIndex('exinfo/catalogue-alter-edit'),
      exhibitorIndex('exinfo/fascia-board'),
      exhibitorIndex('exinfo/fascia-alter'),
      exhibitorIndex('exinfo/fascia-alter-edit'),
      exhibitorIndex('exinfo/invoice'),
      exhibitorIndex('exinfo/invoice-alter'),
      exhibitorIndex('exinfo/invoice-alter-edit'),
      exhibitorIndex('exinfo/buyConsult'),
      // The company's activities (launches, forums) with their live applications
      section('exhibition/index', 'activity'),
      exhibitorIndex('activity/allpro'),
      exhibitorIndex('activity/addpro'),
      exhibitorIndex('activity/editpro'),
      // Service orders placed with the official contractors
      route('/order', [index('app/routes/exhibition/index/order/index.tsx')]),
      exhibitorIndex('order/all-order'),
      exhibitorIndex('order/detail-order'),
      // Data pages
      exhibitorIndex('product-feedback'),
      exhibitorIndex('activity-feedback'),
    ]),
  ]),

  route('/mobile-backend', [
    index('app/routes/mobile-backend/index.tsx'),
    mobile('login'),
    mobile('login/alogin'),
    layout('mobile-backend-layout', 'app/routes/mobile-backend/layout.tsx', [
      mobile('ex-list'),
      mobile('ex-area-list'),
      mobile('ex-all-company-list'),
      mobile('ex-company-list'),
      mobile('ex-company-details'),
    ]),
  ]),
]);
