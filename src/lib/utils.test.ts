// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it('keeps a custom font size beside a text colour', () => {
    expect(cn('text-label text-ink', 'text-champagne-700')).toBe('text-label text-champagne-700');
  });

  it('lets a later custom size replace an earlier one', () => {
    expect(cn('text-display-sm', 'text-display-lg')).toBe('text-display-lg');
  });

  it('resolves custom spacing, tracking and width tokens', () => {
    expect(cn('pt-header pt-4')).toBe('pt-4');
    expect(cn('tracking-label tracking-eyebrow')).toBe('tracking-eyebrow');
    expect(cn('max-w-measure max-w-frame')).toBe('max-w-frame');
  });
});
