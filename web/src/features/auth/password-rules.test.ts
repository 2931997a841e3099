import { describe, expect, it } from "vitest";
import { validateLogin, validateReset, validateSignUp } from "./validation";

const signUp = { firstName: "Asha", lastName: "Verma", mobile: "9876543210", email: "asha@example.in", password: "" };

describe("password rules", () => {
  it("a new password needs 8 characters at sign-up and reset, with a clear message", () => {
    expect(validateSignUp({ ...signUp, password: "" }).password).toBe("Password is required.");
    expect(validateSignUp({ ...signUp, password: "Galli@1" }).password).toBe("Password must be at least 8 characters.");
    expect(validateSignUp({ ...signUp, password: "Galli@12" }).password).toBeUndefined();
    expect(validateReset({ code: "123456", password: "short", confirmPassword: "short" }).password).toBe(
      "Password must be at least 8 characters.",
    );
    expect(validateReset({ code: "123456", password: "long enough", confirmPassword: "long enough" })).toEqual({});
  });

  it("logging in with an existing password asks only that it is there", () => {
    expect(validateLogin({ mobile: "9876543210", password: "old" })).toEqual({});
  });
});
