import { Outlet } from "react-router";

/** Admin-only routes (spec §2); the accounts issue checks GET /api/admin/{email} here. */
export function RequireAdmin() {
  return <Outlet />;
}
