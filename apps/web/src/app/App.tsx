import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { useStartup } from '../features/startup/use-startup.ts';
import { useAccountLanguage } from '../lib/use-account-language.ts';
import { OfflineBanner } from '../ui/offline-banner.tsx';
import { createQueryClient, Providers } from './providers.tsx';
import { createAppRouter } from './routes.tsx';

function Startup() {
  useStartup();
  useAccountLanguage();
  return null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  return (
    <Providers queryClient={queryClient}>
      <Startup />
      <OfflineBanner />
      <RouterProvider router={router} />
    </Providers>
  );
}
