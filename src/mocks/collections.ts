/**
 * Every collection of the mock store and the row type it holds: one map, the only place where
 * collection names are spelled. A collection that holds records of one contract schema is typed by
 * the generated model (`contract<Model>('Model')`; tests/contract/mock-collections.test.ts parses
 * its seeds with that schema's generated zod); `answered` names the fields its handlers compute
 * when they answer (not stored); mock-only collections have a small local interface. A row may
 * carry mock-only fields besides (typed unknown): see `CollectionRow`.
 */
import type * as M from '@gen/api/model';
import type { MockRecord } from './db';

/** A collection's row type (phantom) and the contract schema its records follow, if any. */
export interface CollectionSpec<T> {
  readonly schema: string | null;
  /** Fields of the schema the handlers compute when they answer: not in the stored records. */
  readonly computed?: readonly string[];
  readonly row?: T;
}

const contract = <T>(schema: string): CollectionSpec<T> => ({ schema });
/** Records of a contract schema less the fields computed when answered: `answered<Model>()('Model', 'field')`. */
const answered =
  <T>() =>
  <K extends keyof T & string>(schema: string, ...computed: K[]): CollectionSpec<Omit<T, K>> => ({ schema, computed });
const local = <T>(): CollectionSpec<T> => ({ schema: null });

// ------------------------------------------------------------------ mock-only row types

/** A demo account: the user (userinfo) and member (host member list) fields, with its password. */
export interface AccountRow extends M.User {
  password: string;
  isBlack: boolean;
  companyName?: string;
  createTime?: string;
}

/** A game as stored: `state` is computed when answered, and each prize keeps how many were won (`remaining` = count − won). */
export interface GameRow extends Omit<M.Game, 'state' | 'prizes'> {
  prizes: { id: string; name: string; count: number; won: number }[];
}

/** A live channel (PolyV), stored as the GraphQL layer answers it. */
export interface LiveChannelRow {
  channelId: string;
  activityId?: string;
  name?: string;
  startTime?: string | null;
}

export interface LiveChannelPart {
  channelId: string;
}

export interface LiveNamed {
  name: string;
  nameEn?: string | null;
  showIndex: number;
}

export interface LiveDepartmentJobRow extends LiveNamed {
  departmentId: string;
}

export interface LiveViewerRow {
  userId?: string;
  name?: string;
  phoneNumber?: string;
}

export interface LiveViewLogRow {
  channelId?: string;
  userId?: string;
}

export const collections = {
  // core, account
  accounts: contract<AccountRow>('User'),
  companies: contract<M.Company>('Company'),
  joins: contract<M.Join>('Join'),
  exhibitions: contract<M.Exhibition>('Exhibition'),
  exhalls: contract<M.Exhall>('Exhall'),
  settles: contract<M.ConfiSettle>('ConfiSettle'),
  // product
  products: contract<M.Product>('Product'),
  productGroups: contract<M.ProductGroup>('ProductGroup'),
  productComments: contract<M.ProductComment>('ProductComment'),
  productApplies: contract<M.ProductApply>('ProductApply'),
  productViewLogs: contract<M.ProductViewLog>('ProductViewLog'),
  proTags: contract<M.ProTag>('ProTag'),
  proAuths: contract<M.ProAuth>('ProAuth'),
  proQualities: contract<M.ProCertificateQuality>('ProCertificateQuality'),
  productTagAuditLogs: contract<M.ProductTagAuditLog>('ProductTagAuditLog'),
  joinMatchings: contract<M.JoinMatching>('JoinMatching'),
  // release
  releaseTypes: contract<M.ReleaseType>('ReleaseType'),
  releases: contract<M.Release>('Release'),
  releaseComments: contract<M.ReleaseComment>('ReleaseComment'),
  newReleases: contract<M.NewRelease>('NewRelease'),
  releaseRelevancies: contract<M.ReleaseRelevancy>('ReleaseRelevancy'),
  spectatorChannels: contract<M.SpectatorChannel>('SpectatorChannel'),
  // activity
  activities: contract<M.Activity>('Activity'),
  activityApplies: contract<M.ActivityApply>('ActivityApply'),
  activityComments: contract<M.ActivityComment>('ActivityComment'),
  // live (GraphQL, not the REST contract)
  liveActivities: local<{ name: string; liveChannelId?: string | null }>(),
  liveExhibitProducts: local<{ name: string; compId?: string }>(),
  liveChannels: local<LiveChannelRow>(),
  liveMembers: local<LiveChannelPart & { account: string }>(),
  liveHistory: local<LiveChannelPart & { activityId?: string; fileId?: string }>(),
  liveSummaries: local<Partial<LiveChannelPart>>(),
  liveChannelProducts: local<LiveChannelPart & { productId?: string }>(),
  liveViewers: local<LiveViewerRow>(),
  liveUserViewLogs: local<LiveViewLogRow>(),
  liveProductViewLogs: local<LiveViewLogRow>(),
  liveCompanyViewLogs: local<LiveViewLogRow>(),
  liveBanners: local<{ type?: string; url?: string; showIndex?: number }>(),
  liveDepartments: local<LiveNamed>(),
  liveDepartmentJobs: local<LiveDepartmentJobRow>(),
  liveWeChatSettings: local<Partial<LiveChannelPart>>(),
  // showcase
  certificateTypes: contract<M.CertificateType>('CertificateType'),
  certificates: contract<M.Certificate>('Certificate'),
  cooperations: contract<M.Cooperation>('Cooperation'),
  brands: contract<M.Brand>('Brand'),
  examples: contract<M.Example>('Example'),
  // company
  natures: contract<M.Nature>('Nature'),
  businessTypes: contract<M.BusinessType>('BusinessType'),
  compLicenses: contract<M.CompLicense>('CompLicense'),
  compInvoices: contract<M.CompInvoice>('CompInvoice'),
  staff: contract<M.Staff>('Staff'),
  contactPersons: contract<M.ContactPerson>('ContactPerson'),
  contactTimes: contract<M.ContactTime>('ContactTime'),
  butlerCustomers: contract<M.ButlerCustomer>('ButlerCustomer'),
  emailAccounts: contract<M.ApplyEmailAccount>('ApplyEmailAccount'),
  idCardRecords: contract<M.IdCardRecord>('IdCardRecord'),
  companyBanners: contract<M.CompanyBanner>('CompanyBanner'),
  // news, materials
  newsExhibitor: contract<M.NewsExhibitor>('NewsExhibitor'),
  newsHost: contract<M.NewsHost>('NewsHost'),
  albums: answered<M.Album>()('Album', 'photoCount'),
  albumPhotos: contract<M.AlbumPhoto>('AlbumPhoto'),
  videos: contract<M.Video>('Video'),
  storedFiles: contract<M.StoredFile>('StoredFile'),
  // host exhibition, reference data
  categories: contract<M.Category>('Category'),
  kinds: answered<M.Kind>()('Kind', 'categories'),
  // No operation answers a plan item (only create, update, delete): typed by the model, not checked.
  exhibitionPlans: local<M.ExhibitionPlan>(),
  deTerms: contract<M.DeTerm>('DeTerm'),
  regions: contract<M.Region>('Region'),
  cities: contract<M.City>('City'),
  countries: contract<M.Country>('Country'),
  industries: contract<M.IndustryNode>('IndustryNode'),
  industryTypes: contract<M.IndustryType>('IndustryType'),
  actionTypes: contract<M.ActionType>('ActionType'),
  proChannels: contract<M.ProChannel>('ProChannel'),
  proSectionOffices: contract<M.ProSectionOffice>('ProSectionOffice'),
  // calling cards, card plans, vehicles
  callingCards: contract<M.CallingCard>('CallingCard'),
  deExHiCons: contract<M.DeExHiCon>('DeExHiCon'),
  deExCardPlanConfigExhibitions: contract<M.DeExCardPlanConfigExhibition>('DeExCardPlanConfigExhibition'),
  deExCardPlanConfigs: contract<M.DeExCardPlanConfig>('DeExCardPlanConfig'),
  deExCardPlans: contract<M.DeExCardPlan>('DeExCardPlan'),
  deExCardDowns: contract<M.DeExCardDown>('DeExCardDown'),
  deExCardUps: contract<M.DeExCardUp>('DeExCardUp'),
  vehicles: contract<M.Vehicle>('Vehicle'),
  vehiclePassTemplates: contract<M.VehiclePassTemplate>('VehiclePassTemplate'),
  // catalogue, audit
  catalogueTypes: contract<M.CatalogueType>('CatalogueType'),
  catalogues: contract<M.Catalogue>('Catalogue'),
  lintels: contract<M.Lintel>('Lintel'),
  invoices: contract<M.Invoice>('Invoice'),
  auditRecords: contract<M.AuditRecord>('AuditRecord'),
  companyDowns: contract<M.CompanyDown>('CompanyDown'),
  catalogueDowns: contract<M.CatalogueDown>('CatalogueDown'),
  invoiceDowns: contract<M.InvoiceDown>('InvoiceDown'),
  contactDowns: contract<M.ContactDown>('ContactDown'),
  lintelDowns: contract<M.LintelDown>('LintelDown'),
  vehicleDowns: contract<M.VehicleDown>('VehicleDown'),
  // third party
  thirdPartyAreas: contract<M.ThirdPartyArea>('ThirdPartyArea'),
  thirdPartyCommodityKinds: contract<M.ThirdPartyCommodityKind>('ThirdPartyCommodityKind'),
  thirdPartyCommodityGroups: contract<M.ThirdPartyCommodityGroup>('ThirdPartyCommodityGroup'),
  thirdPartyCommodities: contract<M.ThirdPartyCommodity>('ThirdPartyCommodity'),
  // common settings, service orders
  smsTemplates: contract<M.SmsTemplate>('SmsTemplate'),
  smsAccounts: contract<M.SmsAccount>('SmsAccount'),
  informationGatherings: contract<M.InformationGathering>('InformationGathering'),
  applicationLogs: contract<M.ApplicationLog>('ApplicationLog'),
  applyCompanies: contract<M.ApplyCompany>('ApplyCompany'),
  applyCompanyOrders: contract<M.ApplyCompanyOrder>('ApplyCompanyOrder'),
  applyScenes: contract<M.ApplyScene>('ApplyScene'),
  dePjNameGroups: answered<M.DePjNameGroup>()('DePjNameGroup', 'items'),
  dePjNames: contract<M.DePjName>('DePjName'),
  applyExhibitionFiles: contract<M.ApplyExhibitionFile>('ApplyExhibitionFile'),
  applyConfigs: contract<M.ApplyConfig>('ApplyConfig'),
  exhibitionBanners: contract<M.ExhibitionBanner>('ExhibitionBanner'),
  quickEntrances: contract<M.QuickEntrance>('QuickEntrance'),
  contactUsGroups: contract<M.ContactUsGroup>('ContactUsGroup'),
  contactUsEntries: contract<M.ContactUsEntry>('ContactUsEntry'),
  audienceBanners: contract<M.AudienceBanner>('AudienceBanner'),
  exhibitionSharePosters: contract<M.ExhibitionSharePoster>('ExhibitionSharePoster'),
  exportTasks: contract<M.ExportTask>('ExportTask'),
  topicalSubjects: contract<M.TopicalSubject>('TopicalSubject'),
  linkClickTotals: contract<M.LinkClickTotal>('LinkClickTotal'),
  downloadFiles: contract<M.DownloadFile>('DownloadFile'),
  webKinds: contract<M.WebKind>('WebKind'),
  weChatSkipSettles: contract<M.WeChatSkipSettle>('WeChatSkipSettle'),
  searchKeywords: contract<M.SearchKeywordStat>('SearchKeywordStat'),
  visitStatistics: contract<M.VisitStatistic>('VisitStatistic'),
  // engagement, site settings
  games: local<GameRow>(),
  barcodeSettings: answered<M.BarcodeSetting>()('BarcodeSetting', 'nextNumber'),
  questions: contract<M.Question>('Question'),
  exhibitionTexts: contract<M.ExhibitionText>('ExhibitionText'),
  exhibitionFunctions: contract<M.ExhibitionFunction>('ExhibitionFunction'),
} as const satisfies Record<string, CollectionSpec<unknown>>;

export type CollectionName = keyof typeof collections;

type RowOf<K extends CollectionName> = (typeof collections)[K] extends CollectionSpec<infer T> ? T : never;
type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;

/**
 * The stored row of a collection: its model's fields, an id, and any mock-only field (unknown).
 * Code that works over several collections at once (a name of a union type) sees plain records.
 */
export type CollectionRow<K extends CollectionName> = true extends IsUnion<K> ? MockRecord : RowOf<K> & MockRecord;

/** Rows per collection, as the domains' seeds produce them (names checked, rows loosely typed). */
export type SeedRows = { [K in CollectionName]?: MockRecord[] };
