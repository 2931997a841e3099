// A shop's on-time share and median delay of the last 7 days, in words (the merchant dashboard and
// the ops console's shops).
import type { OnTimeView } from "@contract/arrival";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/onTime";

type T = ReturnType<typeof useTranslation>["t"];

export function onTimeText(t: T, name: string, f: OnTimeView): string {
  if (f.delivered === 0 || f.on_time_share === null || f.median_delay_minutes === null)
    return t("onTime.none", { name });
  const m = f.median_delay_minutes;
  const delay =
    m > 0 ? t("onTime.late", { minutes: m }) : m < 0 ? t("onTime.early", { minutes: -m }) : t("onTime.exact");
  return t("onTime.shop", { name, count: f.delivered, share: `${Math.round(f.on_time_share * 100)}%`, delay });
}

/** One line for one shop. */
export function OnTimeLine({ name, figures }: { name: string; figures: OnTimeView }) {
  const { t } = useTranslation();
  return <span>{onTimeText(t, name, figures)}</span>;
}
