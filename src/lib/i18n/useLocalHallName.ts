import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useExhallGetByExhibition } from '@gen/api/host-exhibition/host-exhibition';

interface HallRef {
  hallId?: string | null;
  hallName?: string | null;
}

/**
 * A booth's hall in the interface language. Joins carry the hall's Chinese name (and its id);
 * the hall record (exhall) has the English one, so in English the exhibition's halls are read
 * once and the hall is found by id, else by name. Chinese, or no English name: the join's name.
 * @example const hallName = useLocalHallName(exhibition.id); hallName(join) // 'Hall 2'
 */
export function useLocalHallName(exhibitionId: string | null | undefined) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  const halls = useExhallGetByExhibition(
    { exhibitionId: exhibitionId ?? '' },
    { query: { enabled: english && Boolean(exhibitionId), staleTime: 5 * 60_000 } },
  );
  const rows = halls.data?.data;
  return useCallback(
    (ref: HallRef): string => {
      const name = ref.hallName ?? '';
      if (!english || !rows) return name;
      const hall = rows.find((h) => (ref.hallId ? h.id === ref.hallId : h.name === name));
      return hall?.nameEn?.trim() || name;
    },
    [english, rows],
  );
}
