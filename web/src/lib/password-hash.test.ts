import { describe, expect, it } from "vitest";
import { sha256Hex } from "./password-hash";

// Expected digests from the standard's examples and from Node's crypto (what the server's
// clientHash computes), including the padding edges at 55, 56 and 64 bytes and multi-byte text.
describe("sha256Hex", () => {
  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    ],
    ["a".repeat(1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"],
    ["x".repeat(55), "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072"],
    ["x".repeat(56), "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e"],
    ["x".repeat(64), "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c"],
    ["पासवर्ड₹ Secret#123", "edec0a0e9e27095af39a6f70cb704d718f48d46349ffc7cc6d90c54452b81266"],
  ])("hashes %j", (input, expected) => {
    expect(sha256Hex(input)).toBe(expected);
  });
});
