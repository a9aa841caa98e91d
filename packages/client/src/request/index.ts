/**
 * The request an operation takes, as one model (URL with the server's base path, query by style and explode,
 * headers, body per media type kind), built the same way at build time (examples, code samples) and in the
 * browser (the explorer). Pure: no Node or DOM API beyond URL and TextEncoder.
 */
export * from './credential-names.ts';
export * from './media.ts';
export * from './model.ts';
export * from './pattern.ts';
export * from './query.ts';
export * from './url.ts';
export * from './values.ts';
export * from './xml.ts';
