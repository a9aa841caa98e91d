/** The URL of the bundled CLI if it exists and matches its inputs, else undefined. */
export function freshBundle(): string | undefined;
