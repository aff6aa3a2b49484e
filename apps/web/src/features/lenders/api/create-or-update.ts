/**
 * A form's save: a new record, or the one it edits at the version it read (the API answers 409
 * when someone saved it since). One way for listings and funder contacts.
 */
export function createOrUpdate<I, R extends { id: string; version: number }>(
  create: (input: I) => Promise<R>,
  update: (id: string, input: I & { version: number }) => Promise<R>,
) {
  return ({ input, editing }: { input: I; editing?: R }) =>
    editing ? update(editing.id, { ...input, version: editing.version }) : create(input);
}
