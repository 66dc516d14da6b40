import { Link, type LinkProps } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * A router link to a path computed at run time (navigation entries, the role's home page).
 * Typed links (`<Link to="/host/index/home">`) are preferred wherever the target is known.
 */
export function AppLink({ href, children, ...rest }: { href: string; children: ReactNode } & Omit<LinkProps, 'to' | 'children'> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'>) {
  return (
    <Link {...(rest as LinkProps)} href={href}>
      {children}
    </Link>
  );
}
