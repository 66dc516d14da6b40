import { useParams } from '@tanstack/react-router';

/** The current exhibitor area's language, from the URL. */
export function useExhibitorLang(): 'En' | undefined {
  const { lang } = useParams({ strict: false }) as { lang?: string };
  return lang === 'En' ? 'En' : undefined;
}
