import { act, render, screen } from "@testing-library/react";
// The container's own options are under test here, so the library's toast is driven directly.
// eslint-disable-next-line no-restricted-imports
import { toast, ToastContainer } from "react-toastify";
import { afterEach, describe, expect, it } from "vitest";

import { TOAST_OPTIONS } from "#src/components/toast-options";

afterEach(() => act(() => toast.dismiss()));

describe("issue 12 (11) toasts: the app's toast container", () => {
  it("closes each toast after at most 4 s, as react-toastify is configured with it", async () => {
    expect(TOAST_OPTIONS.autoClose).toBeLessThanOrEqual(4000);
    render(<ToastContainer {...TOAST_OPTIONS} />);
    act(() => void toast("Saved"));
    await screen.findByText("Saved");
    // react-toastify times the close with its progress bar's animation: its duration is the delay.
    const bar = document.querySelector<HTMLElement>(".Toastify__progress-bar");
    expect(bar?.style.animationDuration).toBe("4000ms");
  });

  it("never shows more than 3 at once, and sits at the bottom right, away from the navbar", async () => {
    render(<ToastContainer {...TOAST_OPTIONS} />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast(`Toast ${n}`);
    });
    await screen.findByText("Toast 3");
    expect(screen.getAllByText(/^Toast \d$/)).toHaveLength(3);
    expect(document.querySelector(".Toastify__toast-container--bottom-right")).not.toBeNull();
  });
});
