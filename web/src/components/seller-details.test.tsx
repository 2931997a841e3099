import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { SellerDetails } from "./seller-details";

describe("the seller's details", () => {
  it("shows legal name, address and GSTIN under 'Sold by'", () => {
    render(
      <SellerDetails seller={{ legal_name: "Sharma Traders LLP", address: "12 MG Road, Bengaluru, Karnataka 560001", gstin: "29AAPFU0939F1ZV" }} />,
    );
    const region = screen.getByRole("region", { name: "Sold by" });
    expect(region).toHaveTextContent("Sharma Traders LLP");
    expect(region).toHaveTextContent("12 MG Road, Bengaluru, Karnataka 560001");
    expect(region).toHaveTextContent("29AAPFU0939F1ZV");
  });

  it("says when the shop has no GSTIN, and draws nothing without details", () => {
    const { unmount } = render(<SellerDetails seller={{ legal_name: "Asha Dairy", address: "Pune", gstin: null }} />);
    expect(screen.getByRole("region", { name: "Sold by" })).toHaveTextContent("Not registered for GST");
    unmount();
    const { container } = render(<SellerDetails seller={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
