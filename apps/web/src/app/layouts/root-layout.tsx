import { Outlet, ScrollRestoration } from "react-router";

import { Footer } from "#src/components/footer";
import { Navbar } from "#src/components/navbar";
import { FullScreenSpinner } from "#src/components/spinner";
import { useAuth } from "#src/lib/auth/auth-context";

/**
 * Every page: sticky navbar, the route's content, the footer; the spinner covers all while auth loads. The
 * content is at least a screen tall, so the footer starts below the fold and never jumps when a page's data
 * arrives (no layout shift, issue 13).
 */
export function RootLayout() {
  const { loading } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      {loading && <FullScreenSpinner />}
      <ScrollRestoration />
    </div>
  );
}
