// /merchant/products/new and /merchant/products/:productId: the product's facts (inline errors from
// the server), images, per-store prices and stock, "Submit for review" with what is missing, the
// reviewer's note and the history with its diffs.
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Alert } from "@/components/ui/alert";
import { LoadFailed } from "@/components/console/load-failed";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { localiseMessage, useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import { catalogueApi, type CategoryOption, type ProductView } from "../catalogue/catalogue-api";
import { bodyOf, draftOf, emptyDraft, fieldErrors, type ProductDraft } from "../catalogue/product-draft";
import { ProductForm } from "../catalogue/product-form";
import { ImagePanel } from "../catalogue/image-panel";
import { OffersTable } from "../catalogue/offers-table";
import { HistoryList } from "../catalogue/history-list";
import { StatusChip } from "../catalogue/status-chip";
import { PRODUCTS_PATH, productPath } from "../catalogue/paths";
import styles from "@/components/console/console-kit.module.css";
import { useConsoleLoad } from "@/components/console/use-console-load";

const FIELD_NAMES = [
  "name",
  "brand",
  "unit",
  "category_id",
  "mrp",
  "images",
  "barcode",
  "tax_percent",
  "hsn",
  "exp_date",
  "offers",
] as const;
type FieldName = (typeof FIELD_NAMES)[number];
const canEditInPlace = (status: string) => status === "draft" || status === "changes" || status === "rejected";

type Failure = Error & { status?: number; errors?: { path?: string; message: string }[] };
type Notice = { tone: "success" | "error"; text: string; missing?: string[] } | null;

export default function ProductsEditPage() {
  const { t } = useTranslation();
  const { productId } = useParams();
  const navigate = useNavigate();
  const [product, setProduct] = useState<ProductView | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [categories, setCategories] = useState<CategoryOption[] | null>(null);
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [initial, setInitial] = useState<ProductDraft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<"save" | "submit" | null>(null);
  useDocumentTitle(product?.name ?? t("merchantCatalogue.form.newTitle"));

  useConsoleLoad((live) => {
    catalogueApi.categories().then(
      (list) => live() && setCategories(list),
      () => undefined,
    );
  }, []);

  useConsoleLoad(
    (live) => {
      if (!productId) {
        setProduct(null);
        setDraft(emptyDraft);
        setInitial(null);
        return;
      }
      setLoadFailed(false);
      catalogueApi.product(productId).then(
        (answer) => {
          if (!live()) return;
          setProduct(answer);
          setDraft(draftOf(answer));
          setInitial(draftOf(answer));
        },
        () => live() && setLoadFailed(true),
      );
    },
    [productId, attempt],
  );

  function refused(err: unknown) {
    const e = err as Failure;
    const fields = fieldErrors(e.errors ?? []);
    setErrors(fields);
    const incomplete = e.status === 422 && (e.errors ?? []).length > 0;
    if (incomplete) setErrors({});
    setNotice({
      tone: "error",
      text:
        !incomplete && Object.keys(fields).length
          ? `${localiseMessage(e.message)} ${t("merchantCatalogue.form.fixErrors")}`
          : e.message,
      missing: incomplete ? (e.errors ?? []).map((x) => x.path ?? x.message) : undefined,
    });
  }

  async function save() {
    setBusy("save");
    setErrors({});
    setNotice(null);
    try {
      if (!productId) {
        const created = await catalogueApi.create(bodyOf(draft, null));
        navigate(productPath(created.id), { replace: true });
        return;
      }
      const body = bodyOf(draft, initial);
      const saved = Object.keys(body).length ? await catalogueApi.update(productId, body) : product;
      const fresh = await catalogueApi.product(productId).catch(() => saved);
      if (fresh) {
        setProduct(fresh);
        setDraft(draftOf(fresh));
        setInitial(draftOf(fresh));
      }
      const waiting = fresh?.status === "live" && fresh.pending_change?.status === "review";
      setNotice({
        tone: "success",
        text: waiting ? t("merchantCatalogue.form.savedForReview") : t("merchantCatalogue.form.saved"),
      });
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  }

  async function submit() {
    if (!productId) return;
    setBusy("submit");
    setErrors({});
    setNotice(null);
    try {
      const body = bodyOf(draft, initial);
      if (Object.keys(body).length) await catalogueApi.update(productId, body);
      await catalogueApi.submit(productId);
      const fresh = await catalogueApi.product(productId);
      setProduct(fresh);
      setDraft(draftOf(fresh));
      setInitial(draftOf(fresh));
      setNotice({ tone: "success", text: t("merchantCatalogue.form.submitted") });
    } catch (err) {
      refused(err);
    } finally {
      setBusy(null);
    }
  }

  if (productId && loadFailed) {
    return (
      <div className={styles.page}>
        <LoadFailed retry={t("merchantCatalogue.retry")} onRetry={() => setAttempt((n) => n + 1)}>
          {t("merchantCatalogue.loadFailed")}
        </LoadFailed>
      </div>
    );
  }
  if (productId && !product) return <p className={styles.hint}>{t("merchantCatalogue.loading")}</p>;

  const pending = product?.pending_change ?? null;
  const note = product && (product.status === "changes" || product.status === "rejected") ? product.review_note : null;
  const pendingNote = pending && pending.status !== "review" ? pending.note : null;
  const fieldLabel = (name: string) =>
    (FIELD_NAMES as readonly string[]).includes(name)
      ? t(`merchantCatalogue.form.fields.${name as FieldName}`)
      : localiseMessage(name);
  const stillMissing = product && canEditInPlace(product.status) ? (product.missing ?? []) : [];
  const canSubmit = product && canEditInPlace(product.status);
  return (
    <div className={styles.page}>
      <p>
        <Link to={PRODUCTS_PATH}>{t("merchantCatalogue.form.back")}</Link>
      </p>
      <h1>{product ? product.name : t("merchantCatalogue.form.newTitle")}</h1>
      {product && (
        <div className={styles.chips}>
          <StatusChip status={product.status} />
        </div>
      )}
      {note && (
        <div>
          <strong>{t("merchantCatalogue.form.note")}</strong>
          <p className={styles.note}>{note}</p>
        </div>
      )}
      {pending?.status === "review" && <Alert tone="info">{t("merchantCatalogue.form.pendingChange")}</Alert>}
      {pending && pending.status !== "review" && (
        <Alert tone="warning">
          {t("merchantCatalogue.form.pendingChangeSentBack", {
            status: t(`merchantCatalogue.status.${pending.status === "changes" ? "changes" : "rejected"}`),
          })}
          {pendingNote && <span className={styles.note}> {pendingNote}</span>}
        </Alert>
      )}
      <form
        className={styles.section}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2>{t("merchantCatalogue.form.facts")}</h2>
        <ProductForm
          draft={draft}
          onChange={setDraft}
          errors={errors}
          categories={categories}
          categoryPath={product?.category_path ?? undefined}
        />
        {notice && (
          <Alert tone={notice.tone}>
            {notice.text}
            {notice.missing && (
              <>
                <span className="visually-hidden"> </span>
                <strong>{t("merchantCatalogue.form.missing")}</strong>
                <ul>
                  {notice.missing.map((m) => (
                    <li key={m}>{fieldLabel(m)}</li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        )}
        {stillMissing.length > 0 && !notice?.missing && (
          <div className={styles.hint}>
            <strong>{t("merchantCatalogue.form.missing")}</strong>
            <ul>
              {stillMissing.map((m) => (
                <li key={m}>{fieldLabel(m)}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={busy === "save"}>
            {product ? t("merchantCatalogue.form.save") : t("merchantCatalogue.form.create")}
          </Button>
          {canSubmit && (
            <Button variant="accent" loading={busy === "submit"} onClick={() => void submit()}>
              {t("merchantCatalogue.form.submit")}
            </Button>
          )}
        </div>
      </form>
      {product ? (
        <>
          <ImagePanel
            productId={product.id}
            productName={product.name}
            images={product.images}
            onChange={(images) => setProduct((p) => (p ? { ...p, images } : p))}
          />
          <OffersTable
            productId={product.id}
            shopId={product.shop_id}
            offers={product.offers}
            onSaved={() => void catalogueApi.product(product.id).then(setProduct, () => undefined)}
          />
          <HistoryList history={product.history} />
        </>
      ) : (
        <p className={styles.hint}>{t("merchantCatalogue.form.createFirst")}</p>
      )}
    </div>
  );
}
