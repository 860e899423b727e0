// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern';

describe('likePattern', () => {
  it('matches the words anywhere', () => {
    expect(likePattern('villa')).toBe('%villa%');
  });
  it('takes the wildcards and the escape character literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
