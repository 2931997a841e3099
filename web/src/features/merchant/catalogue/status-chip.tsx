import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import type { ProductStatus } from "./catalogue-api";

const TONE = { draft: "neutral", review: "accent", live: "primary", changes: "danger", rejected: "danger" } as const;

/** A product's lifecycle state as a chip. */
export function StatusChip({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return <Badge tone={TONE[status]}>{t(`merchantCatalogue.status.${status}`)}</Badge>;
}
