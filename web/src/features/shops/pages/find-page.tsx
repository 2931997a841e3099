// /find?q=...: search across the shops the home page lists for its locations and distance.
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { useAppDispatch, useAppSelector } from "@/app/hooks";
import { Alert } from "@/components/ui/alert";
import { Loader } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import { selectDeliveryCoords, selectSearchCoords } from "@/features/location";
import { findRequested } from "../find-slice";
import { selectDistanceKm, selectFind } from "../selectors";
import { FoundProducts } from "../components/found-products";

export function FindPage() {
  useDocumentTitle("Search nearby shops");
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
      <h1>Results for “{text}”</h1>
      {notice && <Alert tone="info">{notice}</Alert>}
      {request.status === "sending" && <Loader label="Searching the shops near you…" />}
      {request.status === "error" && <Alert tone="error">The search failed. Please try again.</Alert>}
      {request.status === "done" && answer && (
        <>
          <p>
            {answer.count} {answer.count === 1 ? "product" : "products"} in {answer.shops_searched} shops within {km} km
            {answer.corrected ? ` (showing results for ${answer.corrected.join(", ")})` : ""}
          </p>
          {answer.data.length === 0 ? (
            <p>No nearby shop sells anything matching “{text}”.</p>
          ) : (
            <FoundProducts products={answer.data} label="Products in nearby shops" />
          )}
        </>
      )}
    </div>
  );
}
