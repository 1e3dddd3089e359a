import { ACCOUNT_TEXTS } from "@xpart/shared/texts";

import { toast } from "#src/lib/lazy-toast";

/**
 * "Your session has ended. Please sign in again." (issue 12): a sign-out the shopper did not ask for is never
 * silent. Remembered across the reload to / that an ended session causes, shown once as a toast.
 */
const KEY = "x-part-session-ended";

export const sessionNotice = {
  remember: () => sessionStorage.setItem(KEY, "1"),
  show: () => toast.info(ACCOUNT_TEXTS.sessionEnded, { toastId: KEY }),
  showRemembered() {
    if (sessionStorage.getItem(KEY) === null) return;
    sessionStorage.removeItem(KEY);
    sessionNotice.show();
  },
};
