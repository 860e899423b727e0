/**
 * The root query key of the admin domain (`adminKeys.all`): the dashboard's counts, the activity
 * and the audit log. A data feature whose admin writes change them invalidates it too; it lives
 * here because the admin feature imports the data features, never the other way round.
 */
export const ADMIN_ROOT_KEY = ['admin'] as const;
