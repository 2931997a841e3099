import { describe, expect, it } from "vitest";
import { amountInWords, numberInWords } from "./amount-in-words";

describe("amounts in words", () => {
  it("writes rupees and paise in the Indian system", () => {
    expect(amountInWords(123_456_78)).toBe(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only",
    );
    expect(amountInWords(100)).toBe("Rupees One Only");
    expect(amountInWords(5)).toBe("Rupees Zero and Five Paise Only");
    expect(numberInWords(2_50_00_00_000)).toBe("Two Hundred Fifty Crore");
    expect(numberInWords(1_00_01_011)).toBe("One Crore One Thousand Eleven");
  });

  it("in Hindi", () => {
    expect(amountInWords(1_234_50, "hi")).toBe("एक हज़ार दो सौ चौंतीस रुपये और पचास पैसे मात्र");
    expect(amountInWords(99_00_000_00, "hi")).toBe("निन्यानबे लाख रुपये मात्र");
    expect(numberInWords(45, "hi")).toBe("पैंतालीस");
  });
});
