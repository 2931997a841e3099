// A product's images: previews, upload (images only; the server resizes) and delete.
import { useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n";
import "@/lib/i18n/texts/merchantCatalogue";
import { catalogueApi, type ProductImage } from "./catalogue-api";
import styles from "@/components/console/console-kit.module.css";

type Props = { productId: string; productName: string; images: ProductImage[]; onChange: (images: ProductImage[]) => void };

export function ImagePanel({ productId, productName, images, onChange }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(files: FileList | null) {
    if (!files?.length) return;
    setBusy(true);
    setError(null);
    let list = images;
    try {
      for (const file of Array.from(files)) {
        const added = await catalogueApi.addImage(productId, file);
        list = [...list, added];
        onChange(list);
      }
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function remove(name: string) {
    setError(null);
    try {
      await catalogueApi.removeImage(productId, name);
      onChange(images.filter((i) => i.name !== name));
    } catch (err) {
      setError((err as Error).message);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t("merchantCatalogue.form.images")}</h2>
      <p className={styles.hint}>{t("merchantCatalogue.form.imagesHint")}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {images.length === 0 ? (
        <p className={styles.hint}>{t("merchantCatalogue.form.noImages")}</p>
      ) : (
        <ul className={styles.images}>
          {images.map((image, i) => (
            <li key={image.name}>
              <img src={image.url} alt={t("merchantCatalogue.form.imageAlt", { n: i + 1, name: productName })} width={96} height={96} />
              <Button variant="ghost" size="sm" onClick={() => void remove(image.name)}>
                {t("merchantCatalogue.form.removeImage", { n: i + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.select}>
        <label htmlFor={inputId}>{busy ? t("merchantCatalogue.form.uploading") : t("merchantCatalogue.form.addImage")}</label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={busy}
          onChange={(e) => {
            void upload(e.target.files);
            e.target.value = "";
          }}
        />
      </div>
    </section>
  );
}
