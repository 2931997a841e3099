import { describe, expect, it } from "vitest";
import { validatePasswordChange } from "./validation";

describe("password change", () => {
  it("the new password needs 8 characters", () => {
    expect(validatePasswordChange({ oldPassword: "old", newPassword: "short" })).toEqual({
      newPassword: "Password must be at least 8 characters.",
    });
    expect(validatePasswordChange({ oldPassword: "old", newPassword: "long enough" })).toEqual({});
  });
});
