/**
 * react-toastify's `toast`, loaded on first use: the shop's pages say only failures in a toast, so the
 * library stays off their first load (issue 24's script budget), as the toast container does (app/providers).
 */
export const lazyToast = async () => (await import("react-toastify")).toast;

/** Shows `message` as an error toast once the library has loaded. */
export function toastError(message: string): void {
  void lazyToast().then((toast) => toast.error(message));
}
