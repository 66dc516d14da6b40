import { whenOpened } from '@/components/layout/whenOpened';

/** A product's comments and sample requests in a drawer (./ProductFeedbackDrawer), its code loaded when a product is first opened. */
export const ProductFeedbackDrawer = whenOpened(() => import('./ProductFeedbackDrawer').then((m) => ({ default: m.ProductFeedbackDrawer })), {
  isOpen: (props) => props.product !== undefined,
});
