// The audit log: every write staff made in the console, newest first, with before and after (the
// consoles' one audit log, components/console/console-audit.tsx).
import { AuditLog, useAuditLog } from "@/components/console/console-audit";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCore";
import { staffApi } from "../staff-api";
import styles from "@/components/console/console-audit.module.css";

const read = (before?: string) => staffApi.audit(before);

export default function AuditPage() {
  const { t } = useTranslation();
  const log = useAuditLog(read);
  return (
    <div className={styles.page}>
      <h1>{t("merchantCore.audit.title")}</h1>
      <p className={styles.muted}>{t("merchantCore.audit.lead")}</p>
      <AuditLog area="merchantCore" log={log} who={(e) => e.staff_name} />
    </div>
  );
}
