import { createFileRoute, notFound } from '@tanstack/react-router';
import { loadBuyConsult } from '@/features/leads/consults';
import { BuyConsultPage } from '@/features/leads/BuyConsultPage';
import { buyConsultPage } from '@/features/leads/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/buyConsult')({
  ...buyConsultPage,
  // The English area has no buyer consultations (000 §2).
  beforeLoad: ({ params }) => {
    if (params.lang) throw notFound();
  },
  loader: (ctx) => loadBuyConsult(ctx),
  component: BuyConsultPage,
});
