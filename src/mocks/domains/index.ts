/** Every mock domain, in seeding order. Add a domain here to make its collections stateful. */
import type { MockDomain } from '../domain';
import { accountDomain } from './account';
import { activityDomain } from './activity';
import { companyDomain } from './company';
import { engagementDomain } from './engagement';
import { coreDomain } from './core';
import { liveDomain } from './live';
import { materialsDomain } from './materials';
import { newsDomain } from './news';
import { productDomain } from './product';
import { releaseDomain } from './release';
import { showcaseDomain } from './showcase';
import { auditDomain } from './audit';
import { callingCardsDomain } from './calling-cards';
import { cardPlansDomain } from './card-plans';
import { catalogueDomain } from './catalogue';
import { commonSettingsDomain } from './common-settings';
import { filesDomain } from './files';
import { hostExhibitionDomain } from './host-exhibition';
import { referenceDataDomain } from './reference-data';
import { thirdPartyDomain } from './third-party';
import { serviceOrdersDomain } from './service-orders';
import { siteSettingsDomain } from './site-settings';
import { vehiclesDomain } from './vehicles';

export const domains: MockDomain[] = [accountDomain, coreDomain, productDomain, releaseDomain, activityDomain, liveDomain, showcaseDomain, companyDomain, newsDomain, materialsDomain,
  hostExhibitionDomain, referenceDataDomain, callingCardsDomain, cardPlansDomain, vehiclesDomain, catalogueDomain, auditDomain, thirdPartyDomain, commonSettingsDomain, engagementDomain, siteSettingsDomain, serviceOrdersDomain, filesDomain];
