// A change's before/after per field, as a table (the consoles' one diff table,
// components/console/diff-table.tsx), the new values marked.
import { DiffTable, shown } from "@/components/console/diff-table";
import "@/lib/i18n/texts/opsReview";
import type { DiffRow } from "./review-api";

export { shown };

export function DiffView({ diff, caption }: { diff: DiffRow[]; caption: string }) {
  return (
    <DiffTable
      diff={diff}
      caption={caption}
      markAfter
      keys={{
        field: "opsReview.detail.field",
        before: "opsReview.detail.before",
        after: "opsReview.detail.after",
        empty: "opsReview.detail.empty",
      }}
    />
  );
}
