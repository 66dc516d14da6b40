import { useQuery } from '@tanstack/react-query';
import { useLocalName } from '@/components/mobile/MobileParts';
import { exhibitionQuery } from './queries';

/** The exhibition's name for a page subtitle; nothing while it loads or when it cannot be read. */
export function ExhibitionName({ id }: { id: string }) {
  const localName = useLocalName();
  const exhibition = useQuery(exhibitionQuery(id));
  const data = exhibition.data?.data;
  return data ? <span data-testid="exhibition-name">{localName(data.name, data.nameEn)}</span> : null;
}
