import type { FirstScreenConfig } from './types';

/**
 * index.html's first-screen script, run by the parser before the first paint (the build writes
 * `(firstScreenRuntime)(config)` into the page; see scripts/lib/first-screen-plugin.ts). It must
 * stand alone: no imports, no closures over module scope, plain browser APIs only.
 *
 * 1. The head of a fixed-words page (/index, /venues) goes into main at once.
 * 2. On a data-led page (/, /blog, a post, /nybfw) it starts the page's first REST request itself,
 *    the same request the page's query makes, with the publishable key as a parameter (a simple
 *    GET, no preflight); the app's Supabase client adopts the answer (src/lib/early-response.ts).
 *    Skipped for a signed-in visitor, whose requests carry a session the app must send.
 * 3. When the answer arrives, before the app has rendered: the lead story is painted into main
 *    from a template the build rendered with the app's own components (so React's first render
 *    draws the same boxes), or, where the answer does not fit the template, the lead image is
 *    preloaded at the size the page will ask for.
 */
/** A row of the answer as the runtime reads it (loosely: it checks what it uses). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of several tables, read defensively
type Row = Record<string, any>;

export function firstScreenRuntime(config: FirstScreenConfig): void {
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const query = new URLSearchParams(location.search);
  const main = document.getElementById('main-content');
  const MONTHS =
    'January February March April May June July August September October November December'.split(
      ' ',
    );
  const changedBy = function (names: string[]) {
    for (let i = 0; i < names.length; i++) if (query.has(names[i]!)) return true;
    return false;
  };

  const fixed = config.pages[path];
  const headDrawn = Boolean(fixed && main && !changedBy(fixed.unless));
  if (headDrawn) main!.innerHTML = fixed!.html;

  try {
    if (localStorage.getItem(config.sessionKey)) return;
  } catch {
    return;
  }

  // A page that needs no data (or the not-found page), as the build rendered it; with a query
  // the page may read, it is the app's to draw.
  // (The site function sends the not-found screen only with a path no route has: config-block.ts.)
  const page =
    config.statics[path] ||
    (config.notFound && config.known && !new RegExp(config.known).test(path)
      ? { html: config.notFound }
      : null);
  if (page && main && !location.search) {
    main.innerHTML = (!matchMedia(config.mobileQuery).matches && page.wide) || page.html;
  }

  for (let r = 0; r < config.routes.length; r++) {
    const route = config.routes[r]!;
    let slug = '';
    if (route.path !== undefined) {
      if (route.path !== path) continue;
    } else {
      const match = new RegExp(route.pattern!).exec(path);
      if (!match) continue;
      try {
        slug = decodeURIComponent(match[1]!);
      } catch {
        return;
      }
      if (!new RegExp(route.slugPattern!).test(slug)) return;
    }
    if (changedBy(route.unless)) return;
    start(route, slug);
    return;
  }

  function start(route: FirstScreenConfig['routes'][number], slug: string) {
    const url = route.url.split(config.slugToken).join(encodeURIComponent(slug));
    const headers: Record<string, string> = {};
    if (route.prefer) headers.Prefer = route.prefer;
    const answer = embedded(url, route.prefer);
    const response = answer
      ? Promise.resolve(new Response(answer.body, { status: 200, headers: answer.headers }))
      : fetch(
          url + (url.indexOf('?') < 0 ? '?' : '&') + 'apikey=' + encodeURIComponent(config.apikey),
          { headers: headers },
        );
    window.__perfeteEarly = [{ url: url, prefer: route.prefer, response: response }];
    if (answer) {
      // In the HTML already: drawn at once, in this task, so the lead image is asked for before
      // the first paint. Below a head drawn from words alone (/index, /venues), whose title is
      // the first screen's largest paint on a phone, the rest comes a frame after the head is
      // drawn: the cards' pictures do not share the first frame's work (#30).
      const draw = function () {
        return show(route, JSON.parse(answer.body), answer.headers['Content-Range'] ?? null);
      };
      window.__perfeteFirstScreen = new Promise<void>(function (resolve) {
        const settle = function () {
          try {
            resolve(draw());
          } catch {
            resolve();
          }
        };
        if (!headDrawn) return settle();
        requestAnimationFrame(function () {
          requestAnimationFrame(settle);
        });
      }).catch(function () {});
      return;
    }
    window.__perfeteFirstScreen = response
      .then(function (answer) {
        if (!answer.ok) return;
        return answer
          .clone()
          .json()
          .then(function (data: unknown) {
            return show(route, data, answer.headers.get('content-range'));
          });
      })
      .catch(function () {});
  }

  function show(
    route: FirstScreenConfig['routes'][number],
    data: unknown,
    range: string | null,
  ): Promise<void> | undefined {
    const vendor = route.kind === 'listing';
    const listings = vendor || route.kind === 'listings';
    const rows = Array.isArray(data) ? (data as Row[]) : [];
    const items: Row[] = [];
    for (let i = 0; i < rows.length; i++) {
      const row = route.nested ? rows[i]![route.nested] : rows[i];
      if (row && row.id && (listings ? row.name : row.title && row.featured_image)) items.push(row);
    }
    const lead = items[0];
    if (!lead) return;
    const target = document.getElementById('main-content');
    const mobile = matchMedia(config.mobileQuery).matches;
    let source = route;
    for (let r = 0; r < config.routes.length; r++) {
      if (route.same && config.routes[r]!.path === route.same) source = config.routes[r]!;
    }
    const template = mobile ? source.mobile : (source.desktop ?? source.mobile);
    let fits = Boolean(target && target.hasAttribute(config.firstScreenAttribute) && template);
    if (route.exactCount && items.length !== route.count) fits = false;
    if (items.length < route.count) fits = false;
    const values: Record<string, string>[] = [];
    for (let k = 0; k < route.count && fits; k++) {
      const item = items[k]!;
      const entry = vendor
        ? vendorValues(item)
        : listings
          ? listingValues(item)
          : route.kind === 'post'
            ? postPageValues(item)
            : postValues(item, k);
      if (!entry) fits = false;
      else values.push(entry);
    }

    /** A story's fields as PostCard writes them, or null where the templates do not fit it. */
    function postValues(item: Row, index: number): Record<string, string> | null {
      const variant = storedVariant(item.featured_image);
      if (
        !variant ||
        item.is_opinion ||
        (route.videoLead && !mobile && index === 0 && item.video_url && item.video_url.length) ||
        (route.excerpt && !(item.excerpt && item.excerpt.trim()))
      ) {
        return null;
      }
      const sub = trimmed(item.subcategory_ref && item.subcategory_ref.name);
      const cat = trimmed(item.category_ref && item.category_ref.name);
      const date = item.published_at ? new Date(item.published_at) : null;
      return {
        title: item.title,
        excerpt: item.excerpt || '',
        slug: encodeURIComponent(item.slug),
        img: variant,
        fx: String(item.featured_image_focal_x ?? 50),
        fy: String(item.featured_image_focal_y ?? 50),
        label: sub || route.sectionName || cat || config.fallbackLabel,
        author:
          trimmed(item.profile && item.profile.full_name) ||
          trimmed(item.author) ||
          config.fallbackAuthor,
        date:
          date && !isNaN(date.getTime())
            ? // "November 19, 2026", as formatPostDate writes it (no Intl: its locale data would
              // cost this task tens of milliseconds on a phone; src/lib/english-format.ts)
              MONTHS[date.getMonth()] + ' ' + date.getDate() + ', ' + date.getFullYear()
            : '',
        iso: item.published_at || '',
      };
    }

    /** A post's header and hero as PostLead writes them, or null where the template does not fit. */
    function postPageValues(item: Row): Record<string, string> | null {
      const base = postValues(item, 0);
      if (!base || item.featured_image_focal_x !== 50 || item.featured_image_focal_y !== 50) {
        return null;
      }
      const blocks: Row[] = Array.isArray(item.content_blocks) ? item.content_blocks : [];
      const safe = /^(https?:\/\/\S+|\/?[A-Za-z0-9_~.-][^\s\\:?#]*)$/;
      const videos: unknown[] = Array.isArray(item.video_url) ? item.video_url : [];
      let hero: unknown;
      for (let v = 0; v < videos.length && hero === undefined; v++) {
        if (typeof videos[v] === 'string' && safe.test(videos[v] as string)) hero = videos[v];
      }
      const inBody = blocks.some(function (block) {
        return block && block.type === 'video' && block.url === hero;
      });
      if (hero !== undefined && !inBody) return null;
      const kicker = item.subcategory_ref || item.category_ref;
      const kickerId = item.subcategory || item.category;
      if (!kicker || !kicker.name || !kickerId) return null;

      // The reading time, counted as the page counts it (src/features/posts/lib/reading-time.ts).
      const parts: string[] = [];
      for (let b = 0; b < blocks.length; b++) {
        const block = blocks[b];
        if (!block) continue;
        if (block.type === 'paragraph' || block.type === 'heading' || block.type === 'quote') {
          parts.push(
            typeof block.text === 'string'
              ? block.text
              : Array.isArray(block.spans)
                ? block.spans
                    .map(function (run: Row) {
                      return run && typeof run.text === 'string' ? run.text : '';
                    })
                    .join('')
                : '',
          );
        } else if (typeof block.caption === 'string') {
          parts.push(block.caption);
        }
      }
      const text = parts.length
        ? parts.join(' ')
        : String(item.content || '')
            .replace(/<[^>]*>/g, ' ')
            .replace(/&[#a-z0-9]+;/gi, ' ');
      const words = text.split(/\s+/).filter(function (word) {
        return /[\p{L}\p{N}]/u.test(word);
      }).length;

      const avatar = item.profile && item.profile.avatar_url;
      let portrait: string;
      if (typeof avatar === 'string' && safe.test(avatar)) {
        const src = /^(https?:)?\//i.test(avatar)
          ? avatar
          : config.mediaBase + '/' + avatar.split('/').map(encodeURIComponent).join('/');
        portrait = route.fragments.avatarImage.split(config.valueToken).join(escapeHtml(src));
      } else {
        const letters = base
          .author!.split(/\s+/)
          .filter(Boolean)
          .map(function (word) {
            return word.charAt(0).toUpperCase();
          });
        const initials =
          (letters[0] || '') + (letters.length > 1 ? letters[letters.length - 1] || '' : '');
        portrait = route.fragments.avatarInitials
          .split(config.valueToken)
          .join(escapeHtml(initials));
      }
      base.label = kicker.name;
      base.kid = encodeURIComponent(kickerId);
      base.alt = item.featured_image_alt || item.title;
      base.minutes = String(Math.max(1, Math.round(words / config.wordsPerMinute)));
      base.avatarhtml = portrait;
      return base;
    }

    /**
     * A vendor page's hero as ListingHero draws it: the cover (`img`, `cover`, `alt`) or a stored
     * film (`film`: its path without `.mp4`; its poster is the `.webp` beside it), or null.
     */
    function vendorValues(item: Row): Record<string, string> | null {
      const video = item.video_url;
      if (video) {
        if (typeof video !== 'string' || !/^[^/:?#][^:?#]*\.mp4$/i.test(video)) return null;
        return { film: video.slice(0, -4).split('/').map(encodeURIComponent).join('/') };
      }
      const variant = storedVariant(item.image_url);
      if (!variant) return null;
      const photos: Row[] = Array.isArray(item.photos) ? item.photos : [];
      let alt = '';
      for (let p = 0; p < photos.length; p++) {
        if (photos[p] && photos[p]!.url === item.image_url) {
          alt = photos[p]!.alt || '';
          break;
        }
      }
      return {
        img: variant,
        cover: item.image_url.split('/').map(encodeURIComponent).join('/'),
        alt: alt,
      };
    }

    /** A listing's fields as ListingCard writes them, or null where the templates do not fit. */
    function listingValues(item: Row): Record<string, string> | null {
      const variant = item.image_url && storedVariant(item.image_url);
      const category = trimmed(item.category && item.category.name);
      if (!variant || !category) return null;
      const local = [item.city, item.state].filter(Boolean).join(', ');
      const facts = [
        item.venue_type,
        item.guest_capacity ? 'Up to ' + item.guest_capacity + ' guests' : null,
      ].filter(Boolean);
      return {
        title: item.name,
        slug: encodeURIComponent(item.url_name),
        img: variant,
        label: item.category.name,
        place: [local, item.country].filter(Boolean).join(' · '),
        badgehtml: item.is_featured ? route.fragments.badge : '',
        factshtml: facts.length
          ? route.fragments.facts.split(config.valueToken).join(escapeHtml(facts.join(' · ')))
          : '',
      };
    }

    if (fits && target) {
      const total = range ? Number(range.split('/')[1]) : NaN;
      const html = (vendor && values[0]!.film ? route.fragments.film! : template!)
        .replace(/__fs(\d+)_([a-z]+)__/g, function (_whole, index: string, field: string) {
          const value = values[Number(index)]![field];
          if (value === undefined) return '';
          // Fragments (a badge, a line) are the build's own markup around escaped values.
          return /html$/.test(field) ? value : escapeHtml(value);
        })
        .replace(/__fs_(s[a-z]+)__/g, function (_whole, word: string) {
          return escapeHtml((route.words && route.words[word]) || '');
        })
        .replace(/__fs_count__/g, function () {
          if (isNaN(total) || !route.countNoun) return '';
          const pages = Math.max(1, Math.ceil(total / route.pageSize));
          return (
            (route.groupDigits
              ? String(total).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
              : String(total)) +
            ' ' +
            (total === 1 ? route.countNoun.one : route.countNoun.other) +
            (pages > 1 ? ' · page 1 of ' + pages : '')
          );
        });
      // Parsed inert first (a template's images do not load), so that no image but the lead
      // starts loading before the screen is laid out and those below the window held back.
      const parsed = document.createElement('template');
      parsed.innerHTML = html;
      const painted = parsed.content.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const others = Array.prototype.filter.call(
        parsed.content.querySelectorAll('img'),
        function (image) {
          return image !== painted;
        },
      ) as HTMLImageElement[];
      const eager = others.filter(function (image) {
        return image.getAttribute('loading') !== 'lazy';
      });
      for (let index = 0; index < eager.length; index += 1) {
        eager[index]!.setAttribute('loading', 'lazy');
      }
      // A vendor's film: its poster is what the first screen shows (and the page's largest paint).
      const film = painted ? null : parsed.content.querySelector<HTMLVideoElement>('video[poster]');
      drawKeepingTheHead(target, parsed.content);
      holdImagesOutsideTheWindow(others, eager);
      if (film) {
        const poster = new Image();
        poster.src = film.getAttribute('poster') || '';
        return leadImageShown(film, poster);
      }
      return leadImageShown(painted, painted);
    }
    const hero = vendor ? vendorValues(lead) : null;
    const image = hero
      ? hero.film || hero.img
      : storedVariant(listings ? lead.image_url : lead.featured_image);
    if (!image) return;
    const base = config.mediaBase + '/' + image + '-';
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.setAttribute('fetchpriority', 'high');
    if (hero && (hero.film || !mobile)) {
      link.href = config.mediaBase + '/' + (hero.film ? hero.film + '.webp' : hero.cover);
    } else if (listings || (route.portrait && mobile)) {
      link.href = base + 'card.webp';
    } else {
      link.setAttribute('imagesrcset', base + '800.webp 800w, ' + base + '1600.webp 1600w');
      link.setAttribute('imagesizes', route.sizes);
      link.href = base + '800.webp';
    }
    document.head.appendChild(link);
  }

  /**
   * Puts the screen into main. Where main already shows the page's fixed head (drawn as the page
   * was parsed) and the screen begins with the same nodes, those stay on screen untouched and
   * only the rest is added: a title replaced by an identical one would be laid out and painted
   * again, and counted as the page's largest paint only when drawn the second time.
   */
  function drawKeepingTheHead(target: HTMLElement, screen: DocumentFragment) {
    const kept = target.firstElementChild;
    const next = screen.firstElementChild;
    if (
      !kept ||
      !next ||
      target.childNodes.length !== 1 ||
      !kept.cloneNode(false).isEqualNode(next.cloneNode(false))
    ) {
      target.replaceChildren(screen);
      return;
    }
    let same = 0;
    while (
      same < kept.childNodes.length &&
      same < next.childNodes.length &&
      kept.childNodes[same]!.isEqualNode(next.childNodes[same]!)
    ) {
      same += 1;
    }
    while (kept.childNodes.length > same) kept.removeChild(kept.lastChild!);
    const rest = Array.prototype.slice.call(next.childNodes, same) as Node[];
    for (let index = 0; index < rest.length; index += 1) kept.appendChild(rest[index]!);
    screen.removeChild(next);
    target.appendChild(screen);
  }

  /**
   * Settles once the lead image is on screen: loaded, decoded, two frames drawn, and — where the
   * browser reports largest contentful paints — its own report that the image was presented
   * (headless Chromium presents frames later than it draws them; the app's scripts, which wait
   * for this, would otherwise share the connection with the last of the lead image's frame).
   * When the image is not the page's largest element no report comes: a short wait instead.
   * `painted` is the element on screen; `picture` the image it shows (a film's poster, loaded
   * from the cache the preload filled, stands for the video, which reports no load of it).
   */
  function leadImageShown(
    painted: HTMLElement | null,
    picture: HTMLImageElement | null,
  ): Promise<void> {
    return new Promise<void>(function (resolve) {
      let settled = false;
      let observer: PerformanceObserver | null = null;
      const settle = function () {
        if (settled) return;
        settled = true;
        if (observer) observer.disconnect();
        setTimeout(resolve, 0);
      };
      const types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
      if (painted && types && types.indexOf('largest-contentful-paint') >= 0) {
        observer = new PerformanceObserver(function (list) {
          const entries = list.getEntries();
          for (let index = 0; index < entries.length; index += 1) {
            if ((entries[index] as PerformanceEntry & { element?: Element }).element === painted) {
              settle();
            }
          }
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
      }
      const drawn = function () {
        requestAnimationFrame(function () {
          requestAnimationFrame(function () {
            if (observer) setTimeout(settle, config.paintReportWaitMs);
            else settle();
          });
        });
      };
      const shown = function () {
        if (picture && typeof picture.decode === 'function') {
          picture.decode().then(drawn, drawn);
        } else drawn();
      };
      if (!picture || picture.complete) return shown();
      picture.addEventListener('load', shown);
      picture.addEventListener('error', drawn);
    });
  }

  /**
   * The painted screen's images outside the window wait, so that the lead image, the fonts and the
   * app's scripts get the connection first (a browser fetches eager images at once, and lazy ones
   * within a screen or two of the window). Those inside it load as the template says. The app
   * replaces this screen with its own, whose images load as usual; a reader who scrolls before
   * that (the page, or a row of cards) gets them at once. Runs in the task that inserted them.
   */
  function holdImagesOutsideTheWindow(images: HTMLImageElement[], eager: HTMLImageElement[]) {
    const held: [HTMLImageElement, string | null, string | null][] = [];
    for (let index = 0; index < images.length; index += 1) {
      const image = images[index]!;
      const box = image.getBoundingClientRect();
      const inside =
        box.top < window.innerHeight &&
        box.bottom > 0 &&
        box.left < window.innerWidth &&
        box.right > 0;
      if (inside) {
        if (eager.indexOf(image) >= 0) image.setAttribute('loading', 'eager');
        continue;
      }
      held.push([image, image.getAttribute('srcset'), image.getAttribute('src')]);
      image.removeAttribute('srcset');
      image.removeAttribute('src');
    }
    if (!held.length) return;
    window.addEventListener(
      'scroll',
      function () {
        for (let index = 0; index < held.length; index += 1) {
          const [image, srcset, src] = held[index]!;
          if (srcset) image.setAttribute('srcset', srcset);
          if (src) image.setAttribute('src', src);
        }
      },
      // Scrolling a row of cards does not bubble; the window hears it while it is captured.
      { once: true, passive: true, capture: true },
    );
  }

  /**
   * The answer the edge put in the page for this request (src/first-screen/requests.ts: keyed by
   * the path relative to the Supabase URL), as JSON text, or undefined: none, or not a list of rows.
   */
  /**
   * The answer the edge embedded for `url` (src/site-function), as the response it stands for: a
   * body, and for a counted list (`prefer`) the Content-Range that carries its total.
   */
  function embedded(
    url: string,
    prefer: string | null,
  ): { body: string; headers: Record<string, string> } | undefined {
    const data = document.getElementById('perfete-data');
    if (!data || url.indexOf(config.apiBase) !== 0) return undefined;
    try {
      const entry: unknown = JSON.parse(data.textContent || '{}')[url.slice(config.apiBase.length)];
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (!prefer)
        return Array.isArray(entry) ? { body: JSON.stringify(entry), headers } : undefined;
      const counted = entry as { rows?: unknown; range?: unknown } | undefined;
      if (!counted || !Array.isArray(counted.rows) || typeof counted.range !== 'string') {
        return undefined;
      }
      headers['Content-Range'] = counted.range;
      return { body: JSON.stringify(counted.rows), headers };
    } catch {
      return undefined;
    }
  }

  /** A stored cover's base path, URL-encoded, when it is one of the site's variant files. */
  function storedVariant(path: unknown): string | null {
    if (typeof path !== 'string' || /^(https?:)?\//i.test(path)) return null;
    const variant = /^(.*)-(\d+|card)\.webp$/.exec(path);
    return variant ? variant[1]!.split('/').map(encodeURIComponent).join('/') : null;
  }

  function trimmed(text: unknown): string {
    return typeof text === 'string' ? text.trim() : '';
  }

  function escapeHtml(text: string) {
    return text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
  }
}
