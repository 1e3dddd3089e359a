import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";

import { messageOf } from "#src/components/form-field";
import { useAuth } from "#src/lib/auth/auth-context";

/**
 * After the identity provider said yes (password, second step or sign-up): read the new session, get its API
 * token (spec §4 Auth, PUT /user/{email}) and go on to `to`. When the token call fails the identity session is
 * ended too, so nobody is left half signed in (ERR-11); the error says so and the form can be sent again.
 */
export function useFinishSignIn() {
  const { refresh, signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (to: string) => {
      // Someone else may have been signed in here (a customer sent on by the admin guard): drop their data.
      queryClient.removeQueries({ predicate: (query) => query.meta?.private === true });
      let signedIn;
      try {
        signedIn = await refresh();
      } catch (error) {
        await signOut();
        throw new Error(`Sign-in could not be completed: ${messageOf(error)}`, { cause: error });
      }
      if (!signedIn) throw new Error("Sign-in could not be completed. Please try again.");
      await navigate(to, { replace: true });
    },
    [queryClient, refresh, signOut, navigate],
  );
}
