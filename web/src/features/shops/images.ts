// Shop icon URLs: the server resizes and caches; closed private shops get the greyed variant.
export function shopIconUrl(img: string, size: number, off = false): string {
  const q = new URLSearchParams({ img, format: "jpeg", width: String(size), height: String(size) });
  if (off) {
    q.set("is_web", "1");
    q.set("off", "1");
  }
  return `/user/category/view/img?${q.toString()}`;
}
