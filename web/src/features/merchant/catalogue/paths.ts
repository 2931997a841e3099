// The Products pages' addresses in the console.
export const PRODUCTS_PATH = "/merchant/products";
export const NEW_PRODUCT_PATH = `${PRODUCTS_PATH}/new`;
export const IMPORT_PRODUCTS_PATH = `${PRODUCTS_PATH}/import`;
export const productPath = (id: string) => `${PRODUCTS_PATH}/${encodeURIComponent(id)}`;
