// Report a product in Hindi: the server's English reasons read in Hindi, the English one is sent.
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { setLanguage } from "@/lib/i18n";
import { ReportDialog } from "./report-dialog";

describe("ReportDialog", () => {
  it("shows the reasons in Hindi and sends the chosen one as the server words it", async () => {
    await setLanguage("hi");
    try {
      const onSubmit = vi.fn();
      render(
        <ReportDialog
          open
          productName="Amul Fresh Dahi"
          types={["Wrong price", "Other"]}
          typesRequest={{ status: "idle", error: null }}
          submit={{ status: "idle", error: null }}
          sentMessage={null}
          onSubmit={onSubmit}
          onClose={() => {}}
        />,
      );
      const user = userEvent.setup();
      await user.click(screen.getByRole("radio", { name: "कीमत गलत है" }));
      expect(screen.getByRole("radio", { name: "अन्य" })).toBeVisible();
      await user.click(screen.getByRole("button", { name: "भेजें" }));
      expect(onSubmit).toHaveBeenCalledWith({ type: "Wrong price", message: "" });
    } finally {
      await setLanguage("en");
      window.localStorage.clear();
    }
  });
});
