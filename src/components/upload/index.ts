/** The one upload control (drop zone, picker, name and size, progress, retry, remove). */
export { UploadField, UPLOADS_SHOWN_DONE_MS, type UploadFieldProps } from './upload-field';
export { accepts, formatBytes, refusedFile } from './file-facts';
