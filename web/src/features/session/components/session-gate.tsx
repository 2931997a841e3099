import { useDeferredValue, useEffect, type ReactNode } from "react";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Loader } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n";
import { sessionStarted } from "../slice";
import { selectSession } from "../selectors";

/**
 * Routes render only once a token exists (spec part 1 section 2); until then a loader shows.
 * drawBeforeToken: the page has what it first draws without the token (a shop's page from the data
 * in its HTML); its calls wait for the token themselves (callApi).
 */
export function SessionGate({ children, drawBeforeToken = false }: { children: ReactNode; drawBeforeToken?: boolean }) {
  const dispatch = useAppDispatch();
  const { token, status } = useAppSelector(selectSession);
  const { t } = useTranslation();
  // The page behind the gate is drawn as a deferred render, which React slices into short tasks
  // (a phone's main thread stays responsive); the loader stays until it is ready. A token present
  // at the first render (a restored session) draws the page at once.
  const ready = token !== null || (drawBeforeToken && status !== "error");
  const open = useDeferredValue(ready);

  useEffect(() => {
    if (status === "idle") dispatch(sessionStarted());
  }, [dispatch, status]);

  if (ready && open) return <>{children}</>;
  if (status === "error") {
    return (
      <div className="page">
        <Alert
          tone="error"
          title={t("layout.sessionFailed")}
          action={<Button onClick={() => dispatch(sessionStarted())}>{t("common.retry")}</Button>}
        >
          <p>{t("layout.sessionHint")}</p>
        </Alert>
      </div>
    );
  }
  return <Loader label={t("layout.starting")} fullPage />;
}
