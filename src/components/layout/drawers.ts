import type { ReactNode } from 'react';
import type { DetailDrawerProps } from './DetailDrawer';
import { whenOpened } from './whenOpened';

/**
 * The kit's side drawers as pages use them (`@/components/kit`): mounted closed beside a list, they
 * load their code (Chakra's dialog, and for the details the HTML sanitiser) when first opened.
 */

/** Label/value details of one record (./DetailDrawer). */
export const DetailDrawer = whenOpened(() => import('./DetailDrawer').then((m) => ({ default: m.DetailDrawer }))) as unknown as <T>(
  props: DetailDrawerProps<T>,
) => ReactNode;

/** A side panel over a list: a history, the records behind a figure (./PanelDrawer). */
export const PanelDrawer = whenOpened(() => import('./PanelDrawer').then((m) => ({ default: m.PanelDrawer })));
