import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import type { RuntimeConfig } from '#shared/runtime-config';
import { AuthProvider } from '../lib/auth-context.tsx';
import { ToastProvider } from '../components/toast/toast-context.tsx';
import { createQueryClient } from './query-client.ts';
import { router } from './router.tsx';
import { AnalyticsBridge } from './analytics-bridge.tsx';

export function App({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider config={config}>
          <AnalyticsBridge config={config} />
          <RouterProvider router={router} />
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
