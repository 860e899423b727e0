/**
 * The stem of an uploaded file's name: the upload's time (names sort by it) and 128 random bits,
 * so no one can guess a path before it exists or reuse one. Every upload gets a new name, and an
 * approved file is never written again (the storage policies refuse it to its vendor).
 */
export const uniqueFileStem = () => `${Date.now()}-${crypto.randomUUID().replaceAll('-', '')}`;
