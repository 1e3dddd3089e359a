import { Link } from "react-router";

import { AccountsSoon } from "../components/accounts-soon";

export function LoginPage() {
  return (
    <AccountsSoon title="Login">
      <Link to="/signup" className="btn btn-ghost">
        Create New Account
      </Link>
    </AccountsSoon>
  );
}
