// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { avatarPath } from './avatar';

describe('avatarPath', () => {
  it('reads the object path of an uploaded avatar from its public URL', () => {
    expect(
      avatarPath(
        'http://127.0.0.1:54321/storage/v1/object/public/avatars/0a1b/avatar-1795586000000.webp',
      ),
    ).toBe('0a1b/avatar-1795586000000.webp');
  });

  it('leaves alone pictures it did not upload', () => {
    expect(avatarPath('https://images.example/face.jpg')).toBeNull();
    expect(avatarPath('demo/authors/anouk-verlaine.webp')).toBeNull();
    expect(avatarPath('http://x/storage/v1/object/public/media/a/b.webp')).toBeNull();
    expect(avatarPath(null)).toBeNull();
  });
});
