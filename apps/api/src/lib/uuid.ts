import { AppError } from "./app-error";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => uuidPattern.test(value);

/** An id that cannot name a row is simply not found (never a database error). */
export function uuidOrNotFound(id: string): string {
  if (!isUuid(id)) throw new AppError("not_found");
  return id.toLowerCase();
}
