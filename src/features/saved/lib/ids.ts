const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Vendors' and stories' ids are uuids; anything else in a link is dropped. */
export const isUuid = (value: string) => UUID.test(value);
