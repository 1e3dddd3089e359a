import { Outlet, ScrollRestoration } from "react-router";

import { Footer } from "#src/components/footer";
import { Navbar } from "#src/components/navbar";
import { FullScreenSpinner } from "#src/components/spinner";
import { useAuth } from "#src/lib/auth/auth-context";

/** Every page: sticky navbar, the route's content, the footer; the spinner covers all while auth loads. */
export function RootLayout() {
  const { loading } = useAuth();
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      {loading && <FullScreenSpinner />}
      <ScrollRestoration />
    </div>
  );
}
