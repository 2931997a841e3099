// The ops console's home: a greeting, then what waits in each queue the member's role opens (counts
// from /ops/api/home), each a link to the page that works it; the busiest first as the server orders them.
import { useState } from "react";
import { Link } from "react-router-dom";
import type { OpsHomeView } from "@contract/ops-home";
import { useConsoleLoad } from "@/components/console/use-console-load";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/opsCore";
import { opsPath } from "../paths";
import { useOpsSession } from "../session";
import { systemOpsApi } from "../system-api";
import desk from "./desk.module.css";

export default function HomePage() {
  const { t } = useTranslation();
  const session = useOpsSession();
  const [view, setView] = useState<OpsHomeView | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useConsoleLoad(
    (live) => {
      setFailed(false);
      systemOpsApi.home().then(
        (v) => live() && setView(v),
        () => live() && setFailed(true),
      );
    },
    [round],
  );
  if (session.status !== "signedIn") return null;
  const waiting = view?.waiting.filter((w) => w.count > 0) ?? [];
  return (
    <div className={desk.page}>
      <h1>{t("opsCore.home.title", { name: session.me.name })}</h1>
      <p className={desk.lead}>{t("opsCore.home.lead")}</p>
      <h2>{t("opsCore.home.waitingTitle")}</h2>
      {failed && (
        <Alert
          tone="error"
          action={
            <Button size="sm" variant="secondary" onClick={() => setRound((n) => n + 1)}>
              {t("opsCore.home.retry")}
            </Button>
          }
        >
          {t("opsCore.home.loadFailed")}
        </Alert>
      )}
      {!view && !failed && <Loader label={t("opsCore.home.waitingTitle")} />}
      {view && waiting.length === 0 && <p>{t("opsCore.home.nothing")}</p>}
      {waiting.length > 0 && (
        <ul className={desk.list} aria-label={t("opsCore.home.waitingTitle")}>
          {waiting.map((w) => (
            <li key={w.queue}>
              <Link to={opsPath(w.path)}>{t(`opsCore.home.queues.${w.queue}`)}</Link>{" "}
              <Badge tone={w.queue === "tickets_overdue" || w.queue === "escalations" ? "danger" : "primary"}>{w.count}</Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
