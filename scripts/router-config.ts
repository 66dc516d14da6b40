/** TanStack Router generator settings, shared by vite.config.ts and scripts/routes.ts. */
import { routes } from '../src/app/routes.ts';

export const routerConfig = {
  routesDirectory: './src',
  generatedRouteTree: './src/app/routeTree.gen.ts',
  virtualRouteConfig: routes,
  quoteStyle: 'single' as const,
  semicolons: true,
  // The tree is generated on every start and not committed: formatting it loaded Prettier, 0.6 s of
  // each `npm run dev`, build and test run.
  enableRouteTreeFormatting: false,
};
