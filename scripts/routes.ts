/** Writes src/app/routeTree.gen.ts from src/app/routes.ts (Vite does the same while it runs). */
import { Generator, getConfig } from '@tanstack/router-generator';
import { routerConfig } from './router-config.ts';

const root = new URL('..', import.meta.url).pathname;
const config = getConfig({ ...routerConfig, target: 'react' }, root);
await new Generator({ config, root }).run();
console.log('routes: src/app/routeTree.gen.ts written');
