import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthExpiredDialog } from '@/components/feedback/AuthExpiredDialog';
import { Toaster } from '@/components/feedback/Toaster';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <ChakraProvider value={defaultSystem}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
          <AuthExpiredDialog />
        </QueryClientProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
