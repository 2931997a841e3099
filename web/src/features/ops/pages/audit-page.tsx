// The ops audit log (Admin): every action taken in the ops console, newest first, with who, what,
// when and the entity before and after (the consoles' one audit log,
// components/console/console-audit.tsx); filtered by action and entity.
import { useCallback, useState } from "react";
import type { OpsAuditData } from "@contract/ops-audit";
import { AuditLog, useAuditLog } from "@/components/console/console-audit";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { opsRequest } from "../ops-api";
import styles from "@/components/console/console-audit.module.css";

type Filter = { action: string; entity: string };

export default function AuditPage() {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<{ actions: string[]; entities: string[] }>({ actions: [], entities: [] });
  const [filter, setFilter] = useState<Filter>({ action: "", entity: "" });
  // The filter the log shows: a new one reads the log again from its first page.
  const [applied, setApplied] = useState<Filter>(filter);
  const read = useCallback(
    async (before?: string) => {
      const query = new URLSearchParams();
      if (applied.action) query.set("action", applied.action);
      if (applied.entity) query.set("entity", applied.entity);
      if (before) query.set("before", before);
      const page = await opsRequest<OpsAuditData>("GET", `/audit?${query.toString()}`);
      setChoices({ actions: page.actions, entities: page.entities });
      return page;
    },
    [applied],
  );
  const log = useAuditLog(read);

  return (
    <div className={styles.page}>
      <h1>{t("opsCore.audit.title")}</h1>
      <p className={styles.muted}>{t("opsCore.audit.lead")}</p>
      <form
        className={styles.filters}
        onSubmit={(e) => {
          e.preventDefault();
          setApplied({ ...filter });
        }}
      >
        <label>
          {t("opsCore.audit.action")}{" "}
          <select value={filter.action} onChange={(e) => setFilter({ ...filter, action: e.target.value })}>
            <option value="">{t("opsCore.audit.any")}</option>
            {choices.actions.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("opsCore.audit.entity")}{" "}
          <select value={filter.entity} onChange={(e) => setFilter({ ...filter, entity: e.target.value })}>
            <option value="">{t("opsCore.audit.any")}</option>
            {choices.entities.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" loading={log.busy}>
          {t("opsCore.audit.filter")}
        </Button>
      </form>
      <AuditLog area="opsCore" log={log} who={(e) => e.ops_name} />
    </div>
  );
}
