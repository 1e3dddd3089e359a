import { Link } from "react-router";

import { AccountsSoon } from "../components/accounts-soon";

export function SignupPage() {
  return (
    <AccountsSoon title="Sign Up">
      <Link to="/login" className="btn btn-ghost">
        Please Login
      </Link>
    </AccountsSoon>
  );
}
