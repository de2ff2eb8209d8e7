import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';

const router = createAppRouter();

// The page is already painted from the HTML (src/boot.ts), so the first render need not block:
// as a transition React renders in slices and stays responsive to taps and typing meanwhile.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
