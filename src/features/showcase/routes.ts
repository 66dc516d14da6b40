/**
 * The showcase pages: brands, cases, certificates and partners (see definePages).
 * Route files spread these options; the data loaders come from the resources (defineResource).
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

export const brandPages = definePages({
  domain: 'showcase',
  scope: 'company',
  section: 'showcase',
  paths: {
    list: '/exhibition{-$lang}/index/brand/allbrand',
    create: '/exhibition{-$lang}/index/brand/addbrand',
    edit: '/exhibition{-$lang}/index/brand/editbrand',
  },
  titles: { list: 'nav.exhibitor.brand.allbrand', create: 'nav.exhibitor.brand.addbrand', edit: 'nav.exhibitor.brand.editbrand' },
  search: lazySchema(() => listSearchSchema({ isShow: z.boolean() })),
});

export const caseStudyPages = definePages({
  domain: 'showcase',
  scope: 'company',
  section: 'showcase',
  paths: { list: '/exhibition{-$lang}/index/case/all', create: '/exhibition{-$lang}/index/case/add', edit: '/exhibition{-$lang}/index/case/edit' },
  titles: { list: 'nav.exhibitor.case.all', create: 'nav.exhibitor.case.add', edit: 'nav.exhibitor.case.edit' },
  search: lazySchema(() => listSearchSchema()),
});

export const certificatePages = definePages({
  domain: 'showcase',
  scope: 'company',
  section: 'showcase',
  paths: {
    list: '/exhibition{-$lang}/index/certificate/allCertificate',
    create: '/exhibition{-$lang}/index/certificate/addCertificate',
    edit: '/exhibition{-$lang}/index/certificate/editCertificate',
  },
  titles: {
    list: 'nav.exhibitor.certificate.allCertificate',
    create: 'nav.exhibitor.certificate.addCertificate',
    edit: 'nav.exhibitor.certificate.editCertificate',
  },
  search: lazySchema(() => listSearchSchema({ isShow: z.boolean() })),
});

export const partnerPages = definePages({
  domain: 'showcase',
  scope: 'company',
  section: 'showcase',
  paths: {
    list: '/exhibition{-$lang}/index/partner/allPartner',
    create: '/exhibition{-$lang}/index/partner/addPartner',
    edit: '/exhibition{-$lang}/index/partner/editPartner',
  },
  titles: { list: 'nav.exhibitor.partner.allPartner', create: 'nav.exhibitor.partner.addPartner', edit: 'nav.exhibitor.partner.editPartner' },
  search: lazySchema(() => listSearchSchema({ isShow: z.boolean() })),
});
