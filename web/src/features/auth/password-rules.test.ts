import { describe, expect, it } from "vitest";
import { validateLogin, validateReset, validateSignUp } from "./validation";

const signUp = {
  firstName: "Asha",
  lastName: "Verma",
  mobile: "9876543210",
  email: "asha@example.in",
  password: "",
  acceptNotice: true,
  offers: false,
};

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

  it("sign-up needs the privacy notice accepted; the offers opt-in is optional", () => {
    expect(validateSignUp({ ...signUp, password: "Galli@12" })).toEqual({});
    expect(validateSignUp({ ...signUp, password: "Galli@12", acceptNotice: false }).acceptNotice).toBe(
      "Please read and accept the privacy notice to sign up.",
    );
  });

  it("logging in with an existing password asks only that it is there", () => {
    expect(validateLogin({ mobile: "9876543210", password: "old" })).toEqual({});
  });
});
