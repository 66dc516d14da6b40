import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthExpiredGate } from '@/components/feedback/AuthExpiredGate';
import { Toasts } from '@/components/feedback/Toasts';
import { system } from '@/components/system';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from './queryClient';
import { createAppRouter, type AppRouter } from './router';

/** The whole app; main.tsx passes the router and query client it created before the first render. */
export function App(props: { queryClient?: QueryClient; router?: AppRouter }) {
  const [queryClient] = useState(() => props.queryClient ?? createQueryClient());
  const [router] = useState(() => props.router ?? createAppRouter(queryClient));
  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toasts />
          <AuthExpiredGate />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
