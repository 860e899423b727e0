const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is shaped like a uuid: an id or token from a link is checked before it is
 * sent, since the database answers a malformed one with an error rather than "not found".
 */
export const isUuid = (value: string) => UUID.test(value);
