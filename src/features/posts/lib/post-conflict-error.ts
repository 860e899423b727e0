/** Someone else saved the post after this editor opened it: their words are not overwritten. */
export class PostConflictError extends Error {
  constructor() {
    super('Someone else saved this post since you opened it.');
    this.name = 'PostConflictError';
  }
}
