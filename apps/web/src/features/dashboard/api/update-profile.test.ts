import { describe, expect, it, vi } from "vitest";

import { ApiClientError } from "#src/lib/api-error";
import type { AuthUser } from "#src/lib/auth/auth-context";

import { updateProfile } from "./update-profile";

const user: AuthUser = {
  email: "a@example.test",
  emailVerified: false,
  displayName: "A",
  photoURL: null,
  twoFactorEnabled: false,
  phoneNumber: null,
};
const changes = { name: "New name", image: null };

describe("updateProfile (spec §8)", () => {
  it("ERR-04 with no user signed in: 'No user is logged in', and nothing is sent", async () => {
    const send = vi.fn();
    await expect(updateProfile(null, changes, send)).rejects.toThrow("No user is logged in");
    expect(send).not.toHaveBeenCalled();
  });

  it("ERR-04 a session that ended meanwhile (401) reads the same", async () => {
    const send = vi.fn().mockRejectedValue(new ApiClientError("Unauthorized", 401, "UNAUTHORIZED"));
    await expect(updateProfile(user, changes, send)).rejects.toThrow("No user is logged in");
  });

  it("ERR-03 any other failure keeps the provider's message", async () => {
    const send = vi.fn().mockRejectedValue(new ApiClientError("Invalid profile update", 400, "BadRequest"));
    await expect(updateProfile(user, changes, send)).rejects.toThrow("Invalid profile update");
  });

  it("sends the changes for a signed-in user", async () => {
    const send = vi.fn().mockResolvedValue({ status: true });
    await updateProfile(user, changes, send);
    expect(send).toHaveBeenCalledWith(changes);
  });
});
