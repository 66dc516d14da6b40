/**
 * The sections of each back office's navigation, in order. Pages put themselves into a section
 * (route `staticData.section`, from their resource declaration or their route file); the entries
 * of a section follow the order of src/app/routes.ts. Nothing here lists URLs.
 */
export type Area = 'exhibitor' | 'host' | 'mobile';

const ids = {
  exhibitor: ['overview', 'company', 'showcase', 'content', 'exhibition', 'data'],
  host: ['overview', 'ex', 'audit', 'act', 'pro', 'supply', 'supply-info', 'set', 'webSet', 'common', 'carmanage', 'exInformation'],
  mobile: ['browse'],
} as const satisfies Record<Area, readonly string[]>;

export type SectionId<A extends Area> = (typeof ids)[A][number];

export const sectionsOf = (area: Area): readonly string[] => ids[area];

/** The heading of a section (nav.<area>.sections.<id>). */
export const sectionTitle = (area: Area, id: string) => `nav.${area}.sections.${id}`;

/** Which back office a registered path belongs to. */
export function areaOfRoute(path: string): Area | undefined {
  if (path.startsWith('/exhibition{-$lang}/index/')) return 'exhibitor';
  if (path.startsWith('/host/index/')) return 'host';
  if (path.startsWith('/mobile-backend/')) return 'mobile';
  return undefined;
}
