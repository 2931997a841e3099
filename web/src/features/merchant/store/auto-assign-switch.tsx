// Store settings: the shop's automatic assignment of packed delivery orders to the free delivery
// member (saved at once, like the closure switch). Hidden until the setting has loaded.
import { useEffect, useState } from "react";
import type { AutoAssignSetting } from "@contract/delivery";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantStore";
import { failureOf, storeApi } from "./store-api";
import kit from "@/components/console/console-kit.module.css";
import styles from "./store.module.css";

export function AutoAssignSwitch({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const [setting, setSetting] = useState<AutoAssignSetting | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => storeApi.autoAssign(shopId))
      .then(
        (s) => live && s && setSetting(s),
        (err: unknown) => live && setError(failureOf(err).message),
      );
    return () => {
      live = false;
    };
  }, [shopId]);

  async function toggle(on: boolean) {
    setBusy(true);
    setError("");
    try {
      setSetting(await storeApi.setAutoAssign(shopId, on));
    } catch (err) {
      setError(failureOf(err).message);
    } finally {
      setBusy(false);
    }
  }

  if (!setting) return error ? <p className={kit.error}>{error}</p> : null;
  return (
    <section className={kit.section}>
      <label className={kit.check}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={setting.auto_assign}
          aria-describedby="auto-assign-hint"
          checked={setting.auto_assign}
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <strong>{t("merchantStore.autoAssign.title")}</strong>
      </label>
      <p id="auto-assign-hint" className={kit.hint}>
        {t("merchantStore.autoAssign.hint")}
      </p>
      <p role="status" className={styles.status}>
        {setting.auto_assign ? t("merchantStore.autoAssign.on") : t("merchantStore.autoAssign.off")}
      </p>
      {error && <p className={kit.error}>{error}</p>}
    </section>
  );
}
