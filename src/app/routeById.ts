import { getRouteApi } from '@tanstack/react-router';
import type { FileRoutesById } from './routeTree.gen';

/**
 * A route of the app by id, typed as the route (for `useSearch` and the kit's `useListSearch`),
 * without a page importing its own route file (which would defeat code splitting).
 */
export function routeById<Id extends keyof FileRoutesById>(id: Id): FileRoutesById[Id] {
  return getRouteApi(id) as unknown as FileRoutesById[Id];
}
