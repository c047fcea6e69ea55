/** Exits the process with the command to run when `binary` is missing and cannot be installed. */
export function ensureDebianPackage(binary: string, packages: string[]): void;
