/** The part of swagger2openapi portal uses (the package ships no types). */
declare module 'swagger2openapi' {
  export function convertObj(spec: object, options: object): Promise<{ openapi: object }>;
}
