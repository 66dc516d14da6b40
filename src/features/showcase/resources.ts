/**
 * The company's showcase, declared once per resource: brands, cases, certificates and partners.
 * Route files, navigation, list/form pages and the CRUD tests read these declarations.
 */
import {
  brandCreate, brandDelete, brandSetShow, brandUpdate, certificateCreate, certificateDelete, certificateSetShow, certificateUpdate,
  cooperationCreate, cooperationDelete, cooperationSetShow, cooperationUpdate, exampleCreate, exampleDelete, exampleUpdate,
  getBrandGetAllByCompIdQueryOptions, getBrandGetQueryOptions, getCertificateGetAllByCompIdQueryOptions, getCertificateGetQueryOptions,
  getCooperationGetAllByCompIdQueryOptions, getCooperationGetQueryOptions, getExampleGetAllByCompIdQueryOptions, getExampleGetQueryOptions,
} from '@gen/api/showcase/showcase';
import type { BrandInput, CertificateInput, CooperationInput, ExampleInput } from '@gen/api/model';
import { z } from 'zod';
import { defineResource, listSearchSchema } from '@/components/kit';

/** Brands: name, logo, slogan, origin, trademark, website and a rich-text introduction. */
export const brand = defineResource({
  domain: 'showcase',
  scope: 'company',
  section: 'showcase',
  paths: {
    list: '/exhibition{-$lang}/index/brand/allbrand',
    create: '/exhibition{-$lang}/index/brand/addbrand',
    edit: '/exhibition{-$lang}/index/brand/editbrand',
  },
  titles: { list: 'nav.exhibitor.brand.allbrand', create: 'nav.exhibitor.brand.addbrand', edit: 'nav.exhibitor.brand.editbrand' },
  search: listSearchSchema({ isShow: z.boolean() }),
  list: (request, compId) => getBrandGetAllByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getBrandGetQueryOptions({ id }),
  create: (values: Omit<BrandInput, 'compId'>, compId) => brandCreate({ ...values, compId }),
  update: (id, values, compId) => brandUpdate({ ...values, id, compId }),
  remove: (row) => brandDelete({ id: row.id }),
  setShow: (row, isShow) => brandSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.name,
});

/** Customer cases (examples): no show switch. */
export const caseStudy = defineResource({
  domain: 'showcase',
  scope: 'company',
  section: 'showcase',
  paths: { list: '/exhibition{-$lang}/index/case/all', create: '/exhibition{-$lang}/index/case/add', edit: '/exhibition{-$lang}/index/case/edit' },
  titles: { list: 'nav.exhibitor.case.all', create: 'nav.exhibitor.case.add', edit: 'nav.exhibitor.case.edit' },
  search: listSearchSchema(),
  list: (request, compId) => getExampleGetAllByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getExampleGetQueryOptions({ id }),
  create: (values: Omit<ExampleInput, 'compId'>, compId) => exampleCreate({ ...values, compId }),
  update: (id, values, compId) => exampleUpdate({ ...values, id, compId }),
  remove: (row) => exampleDelete({ id: row.id }),
  nameOf: (row) => row.title,
});

/** Certificates and honours, with their type from the certificate type dictionary. */
export const certificate = defineResource({
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
  search: listSearchSchema({ isShow: z.boolean() }),
  list: (request, compId) => getCertificateGetAllByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getCertificateGetQueryOptions({ id }),
  create: (values: Omit<CertificateInput, 'compId'>, compId) => certificateCreate({ ...values, compId }),
  update: (id, values, compId) => certificateUpdate({ ...values, id, compId }),
  remove: (row) => certificateDelete({ id: row.id }),
  setShow: (row, isShow) => certificateSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.name,
});

/** Partners (cooperations): name, logo, website. */
export const partner = defineResource({
  domain: 'showcase',
  scope: 'company',
  section: 'showcase',
  paths: {
    list: '/exhibition{-$lang}/index/partner/allPartner',
    create: '/exhibition{-$lang}/index/partner/addPartner',
    edit: '/exhibition{-$lang}/index/partner/editPartner',
  },
  titles: { list: 'nav.exhibitor.partner.allPartner', create: 'nav.exhibitor.partner.addPartner', edit: 'nav.exhibitor.partner.editPartner' },
  search: listSearchSchema({ isShow: z.boolean() }),
  list: (request, compId) => getCooperationGetAllByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getCooperationGetQueryOptions({ id }),
  create: (values: Omit<CooperationInput, 'compId'>, compId) => cooperationCreate({ ...values, compId }),
  update: (id, values, compId) => cooperationUpdate({ ...values, id, compId }),
  remove: (row) => cooperationDelete({ id: row.id }),
  setShow: (row, isShow) => cooperationSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.name,
});
