import { createFileRoute } from '@tanstack/react-router';
import { MobileLayout } from '@/app/layouts/MobileLayout';
import { requireSignedIn } from '../../guard';

/** The mobile back office: every page but its login needs a signed-in user (000 §2). */
export const Route = createFileRoute('/mobile-backend/_mobile-backend-layout')({
  beforeLoad: requireSignedIn,
  component: MobileLayout,
});
