import { Link } from '@chakra-ui/react';
import { LuDownload } from 'react-icons/lu';
import { safeHref } from '@/lib/safeHref';

/**
 * A file to download by its name, when its address is one the app may open (safeHref); just the
 * name otherwise.
 * @example c.custom('file', 'x.file', (row) => <FileLink href={row.fileUrl} name={row.fileName ?? row.name} />)
 */
export function FileLink({ href, name }: { href: string | null | undefined; name: string }) {
  const safe = safeHref(href);
  if (!safe) return <>{name}</>;
  return (
    <Link href={safe} download={name} target="_blank" rel="noopener noreferrer" color="blue.fg">
      <LuDownload /> {name}
    </Link>
  );
}
