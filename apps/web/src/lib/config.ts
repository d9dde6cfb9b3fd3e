import { DEFAULT_PRODUCT_NAME } from '@nivedya/domain';

/** spec: the product names itself {product} on its screens; set VITE_PRODUCT_NAME at build time. */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;

/**
 * Where the site's public pages live (the receipt link opened in the system browser). In the browser
 * that is this origin; the native apps, served from capacitor://localhost, are told at build time.
 */
export const SITE_URL: string = (
  import.meta.env.VITE_SITE_URL ||
  (globalThis.location?.origin ?? '')
).replace(/\/$/, '');
