// /find?q=...: search across the shops the home page lists for its locations and distance.
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/finder";
import { useDocumentTitle } from "@/lib/use-document-title";
import { selectDeliveryCoords, selectSearchCoords } from "@/features/location";
import { findRequested } from "../find-slice";
import { selectDistanceKm, selectFind } from "../selectors";
import { FoundProducts } from "../components/found-products";

export function FindPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("finder.title"));
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const text = params.get("q") ?? "";
  const { request, answer, notice } = useAppSelector(selectFind);
  // The points as text: the selectors build new objects on every call.
  const search = useAppSelector((s) => JSON.stringify(selectSearchCoords(s)));
  const delivery = useAppSelector((s) => JSON.stringify(selectDeliveryCoords(s)));
  const km = useAppSelector(selectDistanceKm);
  const where = `${search}|${delivery}|${km}`;

  useEffect(() => {
    dispatch(findRequested(text));
  }, [dispatch, text, where]);

  return (
    <div className="page">
      <h1>{t("finder.resultsFor", { text })}</h1>
      {notice && <Alert tone="info">{localiseMessage(notice)}</Alert>}
      {request.status === "sending" && <Loader label={t("finder.searching")} />}
      {request.status === "error" && <Alert tone="error">{t("finder.failed")}</Alert>}
      {request.status === "done" && answer && (
        <>
          <p>
            {t("finder.summary", { count: answer.count, shops: answer.shops_searched, km })}
            {answer.corrected ? ` ${t("finder.corrected", { words: answer.corrected.join(", ") })}` : ""}
          </p>
          {answer.data.length === 0 ? (
            <p>{t("finder.nothing", { text })}</p>
          ) : (
            <FoundProducts products={answer.data} label={t("finder.listLabel")} />
          )}
        </>
      )}
    </div>
  );
}
