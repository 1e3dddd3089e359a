import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { seedSession } from "#src/lib/auth/auth-context";
import { toast } from "#src/lib/lazy-toast";
import { createQueryClient } from "#src/lib/query-client";

import { AppProviders } from "./providers";

describe("issue 24: the toasts load with the first toast, not with the page", () => {
  it("mounts no toast container until a toast is asked for, then shows that toast", async () => {
    const client = createQueryClient();
    seedSession(client, null);
    render(
      <AppProviders client={client}>
        <p>A page</p>
      </AppProviders>,
    );
    await screen.findByText("A page");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("region", { name: /notifications/i })).toBeNull();
    act(() => toast.success("Saved for later"));
    expect(await screen.findByText("Saved for later")).toBeVisible();
    expect(screen.getByRole("region", { name: /notifications/i })).toBeInTheDocument();
  });
});
