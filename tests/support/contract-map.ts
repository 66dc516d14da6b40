/**
 * scripts/contract-map.ts for the tests. It belongs to the Node tool project (tsconfig.node.json),
 * so the app project may not import it directly (TS6307); Vite loads it here and the shape is
 * declared below.
 */
interface ContractMap {
  domainFiles: Record<string, { tag: string; controllers: string[] }>;
  controllerOf(path: string): string;
  normalisePath(path: string): string;
  ownerOf(path: string): string | undefined;
}

const modules = import.meta.glob<ContractMap>('../../scripts/contract-map.ts', { eager: true });
const map = Object.values(modules)[0];
if (!map) throw new Error('scripts/contract-map.ts not found');

export const { domainFiles, controllerOf, normalisePath, ownerOf } = map;
