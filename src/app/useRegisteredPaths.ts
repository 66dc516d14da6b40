import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';

/** The full paths of every registered route (exhibitor ones as `/exhibition{-$lang}/...`), without a trailing slash. */
export function useRegisteredPaths(): ReadonlySet<string> {
  const router = useRouter();
  return useMemo(() => new Set(Object.keys(router.routesByPath).map((path) => path.replace(/\/$/, ''))), [router]);
}
