const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a URL has a uuid's form: a uuid column refuses any other text with an error, so a
 * malformed id is answered as not found without asking the database.
 */
export const isUuid = (id: string): boolean => UUID.test(id);
