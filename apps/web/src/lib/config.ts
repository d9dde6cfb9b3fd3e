import { DEFAULT_PRODUCT_NAME } from '@nivedya/domain';

/** spec: the product names itself {product} on its screens; set VITE_PRODUCT_NAME at build time. */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;
