import { emptyElement, isoTime, textElement, xmlDocument, xmlEscape } from './xml';

/** An RSS 2.0 feed (with Media RSS images and Dublin Core creators), pure: items in, XML out. */

export interface RssChannel {
  title: string;
  /** The page the feed is of (absolute). */
  link: string;
  /** The feed's own address (absolute). */
  self: string;
  description: string;
}

export interface RssItem {
  title: string;
  /** Absolute; also the item's guid. */
  link: string;
  /** When it was published (an ISO time). */
  published: string;
  creator?: string;
  category?: string;
  description?: string;
  /** The story's cover (absolute), with its alt text. */
  image?: { url: string; alt?: string };
}

const NAMESPACES = [
  'xmlns:atom="http://www.w3.org/2005/Atom"',
  'xmlns:dc="http://purl.org/dc/elements/1.1/"',
  'xmlns:media="http://search.yahoo.com/mrss/"',
].join(' ');

const rfc822 = (time: string) => new Date(isoTime(time) ?? time).toUTCString();

function item(entry: RssItem): string {
  const image = entry.image
    ? `<media:content url="${xmlEscape(entry.image.url)}" medium="image">${textElement('media:description', entry.image.alt)}</media:content>`
    : '';
  return [
    '    <item>',
    `      ${textElement('title', entry.title)}`,
    `      ${textElement('link', entry.link)}`,
    `      <guid isPermaLink="true">${xmlEscape(entry.link)}</guid>`,
    `      ${textElement('pubDate', rfc822(entry.published))}`,
    entry.creator ? `      ${textElement('dc:creator', entry.creator)}` : '',
    entry.category ? `      ${textElement('category', entry.category)}` : '',
    entry.description ? `      ${textElement('description', entry.description)}` : '',
    image ? `      ${image}` : '',
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The feed: the channel, dated by its newest item (or `now` when it has none). */
export function rssFeed(channel: RssChannel, items: readonly RssItem[], now: Date): string {
  const built = items[0] ? rfc822(items[0].published) : now.toUTCString();
  return xmlDocument([
    `<rss version="2.0" ${NAMESPACES}>`,
    '  <channel>',
    `    ${textElement('title', channel.title)}`,
    `    ${textElement('link', channel.link)}`,
    `    ${textElement('description', channel.description)}`,
    '    <language>en-us</language>',
    `    ${textElement('lastBuildDate', built)}`,
    `    ${emptyElement('atom:link', { href: channel.self, rel: 'self', type: 'application/rss+xml' })}`,
    ...items.map(item),
    '  </channel>',
    '</rss>',
  ]);
}
