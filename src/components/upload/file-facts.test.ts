// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accepts, failureWords, formatBytes, refusedFile } from './file-facts';

describe('formatBytes', () => {
  it('says a size as people read it', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(820)).toBe('820 bytes');
    expect(formatBytes(46_080)).toBe('45 KB');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.3 GB');
  });
});

describe('accepts', () => {
  const file = (name: string, type: string) => ({ name, type });
  it('takes exact types, families and extensions, and anything when nothing is named', () => {
    expect(accepts('image/jpeg,image/png', file('a.png', 'image/png'))).toBe(true);
    expect(accepts('image/jpeg,image/png', file('a.gif', 'image/gif'))).toBe(false);
    expect(accepts('image/*', file('a.gif', 'image/gif'))).toBe(true);
    expect(accepts('image/*', file('a.mp4', 'video/mp4'))).toBe(false);
    expect(accepts('.MP4, video/webm', file('film.mp4', ''))).toBe(true);
    expect(accepts('video/mp4', file('notes.pdf', 'application/pdf'))).toBe(false);
    expect(accepts('', file('notes.pdf', 'application/pdf'))).toBe(true);
  });
});

describe('refusedFile', () => {
  it('is an error that says not to retry', () => {
    const error = refusedFile('Too large.');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Too large.');
    expect(error.retry).toBe(false);
  });
});

describe('failureWords', () => {
  it('keeps a refusal’s words, and offers no retry for it', () => {
    expect(failureWords(refusedFile('Please choose an MP4 film.'))).toEqual({
      message: 'Please choose an MP4 film.',
      retryable: false,
    });
    expect(failureWords(Object.assign(new Error('Upload failed (413)'), { status: 413 }))).toEqual({
      message: 'This file is larger than the site accepts.',
      retryable: false,
    });
  });

  it('says what happened to a request instead of its code, with a retry', () => {
    expect(failureWords(Object.assign(new Error('Upload failed (503)'), { status: 503 }))).toEqual({
      message: 'The server did not take it just now. Please retry.',
      retryable: true,
    });
    expect(failureWords(new TypeError('Upload failed: network error'))).toEqual({
      message: 'The connection dropped. Please retry.',
      retryable: true,
    });
    expect(failureWords(new Error('Your session has ended. Please sign in again.'))).toEqual({
      message: 'Your session has ended. Please sign in again.',
      retryable: true,
    });
    expect(failureWords(undefined)).toEqual({
      message: 'It didn’t upload. Please retry.',
      retryable: true,
    });
  });
});
