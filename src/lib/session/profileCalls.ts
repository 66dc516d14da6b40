/**
 * The calls a sign-in makes once it has its token (the user's exhibitions, company, default join
 * and its exhibition). They load with the sign-in, not with the login page: each generated module
 * is one chunk with every call the app uses of it, so importing them statically put four API
 * domains' code into the login page's JS.
 */
export { exhibitionGetAllConfiSettle } from '@gen/api/settings/settings';
export { companyGetByUserId } from '@gen/api/company/company';
export { joinDefaultJoin } from '@gen/api/join/join';
export { exhibitionGet } from '@gen/api/host-exhibition/host-exhibition';
