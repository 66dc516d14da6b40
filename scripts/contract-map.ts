/**
 * Which openapi/ file owns which controller (the first path segment after /api, /api/v1 or
 * /short/api, compared case-insensitively). The contract tests and `npm run openapi:lint` use it
 * to say which calls of spec/calls.json a domain file still lacks.
 */
export const domainFiles: Record<string, { tag: string; controllers: string[] }> = {
  'account.yaml': { tag: 'account', controllers: ['connect', 'account', 'vercode', 'userinfo', '{resource}'] },
  'company.yaml': {
    tag: 'company',
    controllers: ['company', 'complicense', 'compinvoice', 'staff', 'nature', 'businesstype', 'contactperson', 'contact',
      'butlercustomer', 'applyemailaccount', 'idcard', 'companybanner'],
  },
  'showcase.yaml': { tag: 'showcase', controllers: ['certificate', 'certificatetype', 'cooperation', 'brand', 'example'] },
  'join.yaml': { tag: 'join', controllers: ['join', 'joinmatching', 'applyom', 'applyscene'] },
  'product.yaml': {
    tag: 'product',
    controllers: ['product', 'productgroup', 'productcomment', 'productapply', 'productviewlog', 'producttagcount',
      'producttagauditlog', 'protag', 'proauth', 'procertificatequalities'],
  },
  'release.yaml': { tag: 'release', controllers: ['release', 'newrealease', 'releasecomment', 'releasetype', 'releaserelevancy', 'weappsmallcode'] },
  'activity.yaml': { tag: 'activity', controllers: ['activity', 'activityapply', 'activitycomment', 'live'] },
  'materials.yaml': { tag: 'materials', controllers: ['albumphoto', 'album', 'video', 'upload', 'file'] },
  'catalogue.yaml': { tag: 'catalogue', controllers: ['catalogue', 'cataloguetype', 'lintel', 'invoice'] },
  'card-plans.yaml': { tag: 'cardPlans', controllers: ['deexcardplan', 'deexcardplanconfig', 'deexcarddown', 'deexcardup', 'pdf', 'deexcardplanconfigexhibition'] },
  'calling-cards.yaml': { tag: 'callingCards', controllers: ['callingcard'] },
  'audit.yaml': { tag: 'audit', controllers: ['audit', 'companydown', 'cataloguedown', 'linteldown', 'invoicedown', 'contactdown', 'vehicledown'] },
  'host-exhibition.yaml': { tag: 'hostExhibition', controllers: ['exhibition', 'exhall', 'category', 'kind', 'exhibitionplan', 'determ'] },
  'reference-data.yaml': {
    tag: 'referenceData',
    controllers: ['region', 'country', 'city', 'industry', 'industrytype', 'actiontype', 'prochannels', 'prosectionoffices'],
  },
  'news.yaml': { tag: 'news', controllers: ['newsexhibitor', 'newshost'] },
  'vehicles.yaml': { tag: 'vehicles', controllers: ['vehicle'] },
  'third-party.yaml': { tag: 'thirdParty', controllers: ['thirdpartyinfo'] },
  'common-settings.yaml': {
    tag: 'commonSettings',
    controllers: ['applycompanyorder', 'exhibitionbanner', 'quickentrance', 'contactus', 'banner', 'exhibitionshareposter',
      'exporttask', 'depjnamegroup', 'depjname', 'applyexhibitionfile', 'topicalsubject', 'applyconfig', 'search', 'visitlog',
      'linkclicktotal', 'download', 'webkind', 'wechatskipsettle', 'applicationlogs', 'informationgathering', 'smstemp',
      'smsaccount', 'applycompany'],
  },
  'engagement.yaml': { tag: 'engagement', controllers: ['game', 'barcodesetting'] },
  'site-settings.yaml': { tag: 'siteSettings', controllers: ['question', 'exhibitiontext', 'exhibitionfunction'] },
};

/** GET /api/Exhibition/GetAllConfiSettle is read at sign-in and lives with the account calls. */
const pathOwners: Record<string, string> = { '/api/exhibition/getallconfisettle': 'account.yaml' };

export function controllerOf(path: string): string {
  const m = /^\/(?:short\/)?(?:api\/)?(?:v1\/)?([^/?]+)/.exec(path);
  return (m?.[1] ?? path).toLowerCase();
}

export function normalisePath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '');
}

export function ownerOf(path: string): string | undefined {
  const own = pathOwners[normalisePath(path)];
  if (own) return own;
  const controller = controllerOf(path);
  return Object.entries(domainFiles).find(([, d]) => d.controllers.includes(controller))?.[0];
}
