import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/spinner.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { SignUpNotice } from './sign-up-notice.tsx';

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The shell around every screen. Pages render inside <main> and bring their own single <h1>. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="btn btn-primary btn-sm fixed left-2 top-2 z-50 -translate-y-24 focus:translate-y-0">
        Skip to main content
      </a>
      <ScrollToTop />
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-6xl flex-1 px-4 py-6 outline-none md:py-10"
      >
        <SignUpNotice />
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BottomTabBar />
    </div>
  );
}
