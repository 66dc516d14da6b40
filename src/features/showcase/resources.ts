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
import { defineResource } from '@/components/kit';
import { brandPages, caseStudyPages, certificatePages, partnerPages } from './routes';

/** Brands: name, logo, slogan, origin, trademark, website and a rich-text introduction. */
export const brand = defineResource(brandPages, {
  list: (request, compId) => getBrandGetAllByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getBrandGetQueryOptions({ id }),
  create: (values: Omit<BrandInput, 'compId'>, compId) => brandCreate({ ...values, compId }),
  update: (id, values, compId) => brandUpdate({ ...values, id, compId }),
  remove: (row) => brandDelete({ id: row.id }),
  setShow: (row, isShow) => brandSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.name,
});

/** Customer cases (examples): no show switch. */
export const caseStudy = defineResource(caseStudyPages, {
  list: (request, compId) => getExampleGetAllByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getExampleGetQueryOptions({ id }),
  create: (values: Omit<ExampleInput, 'compId'>, compId) => exampleCreate({ ...values, compId }),
  update: (id, values, compId) => exampleUpdate({ ...values, id, compId }),
  remove: (row) => exampleDelete({ id: row.id }),
  nameOf: (row) => row.title,
});

/** Certificates and honours, with their type from the certificate type dictionary. */
export const certificate = defineResource(certificatePages, {
  list: (request, compId) => getCertificateGetAllByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getCertificateGetQueryOptions({ id }),
  create: (values: Omit<CertificateInput, 'compId'>, compId) => certificateCreate({ ...values, compId }),
  update: (id, values, compId) => certificateUpdate({ ...values, id, compId }),
  remove: (row) => certificateDelete({ id: row.id }),
  setShow: (row, isShow) => certificateSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.name,
});

/** Partners (cooperations): name, logo, website. */
export const partner = defineResource(partnerPages, {
  list: (request, compId) => getCooperationGetAllByCompIdQueryOptions({ ...request, compId }),
  one: (id) => getCooperationGetQueryOptions({ id }),
  create: (values: Omit<CooperationInput, 'compId'>, compId) => cooperationCreate({ ...values, compId }),
  update: (id, values, compId) => cooperationUpdate({ ...values, id, compId }),
  remove: (row) => cooperationDelete({ id: row.id }),
  setShow: (row, isShow) => cooperationSetShow({ id: row.id, isShow }),
  nameOf: (row) => row.name,
});
