/**
 * Tells the shop's other tabs that this one signed out, so they sign out at once (issue 12). One
 * BroadcastChannel per page; a browser without it simply keeps the old behaviour (the next call's 401).
 */
const NAME = "x-part-auth";
const SIGNED_OUT = "signed-out";

let channel: BroadcastChannel | null = null;
const open = () => (channel ??= typeof BroadcastChannel === "function" ? new BroadcastChannel(NAME) : null);

export const signOutChannel = {
  announce() {
    open()?.postMessage(SIGNED_OUT);
  },
  /** Calls `onSignedOut` when another tab signs out; answers the function that stops listening. */
  listen(onSignedOut: () => void): () => void {
    const current = open();
    if (!current) return () => undefined;
    const handler = (event: MessageEvent) => {
      if (event.data === SIGNED_OUT) onSignedOut();
    };
    current.addEventListener("message", handler);
    return () => current.removeEventListener("message", handler);
  },
};
