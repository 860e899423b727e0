import { describe, expect, it } from 'vitest';
import { toSafeEmbed } from './embed';
import { countWords, readingMinutes } from './reading-time';
import { sanitizePostHtml } from './sanitize-html';
import { highlightParts, searchTerms } from './search-terms';
import { isHttpUrl, isSafeHref, isSafeMediaRef } from './safe-url';
import { readMagazineParams, withParams } from './search-params';

describe('search terms and highlighting', () => {
  it('takes words and phrases, skips operators and excluded words, stems lightly', () => {
    expect(searchTerms('"Cathedral veils" or -tulle weddings')).toEqual([
      'cathedral',
      'wedding',
      'veil',
    ]);
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms(null)).toEqual([]);
  });

  it('marks whole words that start with a term, case-insensitively', () => {
    expect(highlightParts('The Veil, the veils and unveiled', ['veil'])).toEqual([
      { text: 'The ', match: false },
      { text: 'Veil', match: true },
      { text: ', the ', match: false },
      { text: 'veils', match: true },
      { text: ' and unveiled', match: false },
    ]);
  });

  it('treats regex characters in a query as text', () => {
    expect(searchTerms('a.*(b')).toEqual([]);
    expect(highlightParts('c++ (x)', searchTerms('c++ (x'))).toEqual([
      { text: 'c++ (x)', match: false },
    ]);
  });
});

describe('safe media references', () => {
  it('accepts http(s) URLs, storage paths and site files', () => {
    for (const ok of ['https://cdn.example.com/a.jpg', 'demo/posts/a-1600.webp', '/images/x.svg']) {
      expect(isSafeMediaRef(ok)).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative URLs and tricks', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:msgbox(1)',
      '//evil.example/x.png',
      '\\\\evil\\x',
      '',
      42,
    ]) {
      expect(isSafeMediaRef(bad)).toBe(false);
    }
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://example.com/a')).toBe(true);
  });
});

describe('safe links in text', () => {
  it('accepts http(s), mailto and site paths', () => {
    for (const ok of [
      'https://example.com/a?b=c#d',
      'http://example.com',
      'mailto:desk@perfete.local',
      'MAILTO:desk@perfete.local',
      '/index/tenuta-bellandi',
      '/blog?q=veil#top',
      '/',
    ]) {
      expect(isSafeHref(ok), ok).toBe(true);
    }
  });

  it('refuses scripts, data, other schemes, protocol-relative and relative links', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/x',
      '//evil.example/x',
      '/\\evil.example',
      '\\\\evil\\x',
      'index/x',
      'mailto:',
      'mailto:a@b?subject=<x>',
      'https://',
      '',
      null,
      42,
    ]) {
      expect(isSafeHref(bad), String(bad)).toBe(false);
    }
  });
});

describe('embed allow-list', () => {
  it('builds the player URL from a validated id', () => {
    expect(toSafeEmbed('https://youtu.be/dQw4w9WgXcQ')?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    expect(toSafeEmbed('https://vimeo.com/76979871')?.src).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('refuses other hosts, ids and schemes', () => {
    for (const bad of [
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="alert(1)',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://user:pass@www.youtube.com/embed/dQw4w9WgXcQ',
      'javascript://www.youtube.com/%0aalert(1)',
      'https://vimeo.com/12/34',
      'not a url',
    ]) {
      expect(toSafeEmbed(bad)).toBeNull();
    }
  });
});

describe('reading time', () => {
  it('counts words of text or of HTML without its tags', () => {
    expect(countWords('One two  three — four')).toBe(4);
    expect(countWords('<p>One <a href="/x">two</a></p><p>three&amp;four</p>', { html: true })).toBe(
      4,
    );
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(230 * 6)).toBe(6);
  });
});

describe('legacy HTML sanitizing', () => {
  it('keeps prose and links, drops scripts, handlers and unsafe URLs', () => {
    const clean = sanitizePostHtml(
      '<h1>Title</h1><p onclick="alert(1)">Hello <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a> <a href="/index/x">vendor</a></p><script>alert(1)</script><img src=x onerror=alert(1)><svg onload=alert(1)></svg><iframe srcdoc="<script>alert(1)</script>"></iframe><style>p{}</style>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|onload|iframe|svg|style|javascript/i);
    expect(clean).toContain('Title');
    expect(clean).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a>',
    );
    expect(clean).toContain('<a href="/index/x">vendor</a>');
  });
});

describe('URL state', () => {
  it('reads category (uuid only), q and page', () => {
    const params = new URLSearchParams(
      'category=10000000-0000-4000-8000-000000000001&q=%20veil%20&page=3',
    );
    expect(readMagazineParams(params)).toEqual({
      category: '10000000-0000-4000-8000-000000000001',
      q: 'veil',
      page: 3,
    });
    expect(readMagazineParams(new URLSearchParams('category=nope&page=-2'))).toEqual({
      category: null,
      q: null,
      page: 1,
    });
  });

  it('changes one parameter and leaves page 1 out', () => {
    const current = new URLSearchParams('q=veil&page=2');
    expect(withParams(current, { page: 1 })).toBe('?q=veil');
    expect(withParams(current, { q: null, page: null })).toBe('?');
    expect(withParams(current, { category: 'abc' })).toBe('?q=veil&page=2&category=abc');
  });
});
