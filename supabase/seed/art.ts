/**
 * Generated artwork for the demo magazine: no photographs exist offline, so every image is an
 * SVG composition (soft gradients, arches, blooms, rings, landscapes...) in the house palette,
 * rasterised by sharp in media.ts. Pure functions of (motif, seed label, size): the same input
 * always yields the same SVG, so images are reproducible and cacheable.
 */
import { createRandom, type Random } from './random.ts';

export interface Palette {
  name: string;
  /** Two background tones for the base gradient. */
  ground: [string, string];
  primary: string;
  secondary: string;
  accent: string;
  leaf: string;
  ink: string;
  /** Light tone for highlights (pearls, flames, paper). */
  light: string;
}

export const PALETTES: readonly Palette[] = [
  {
    name: 'ivory-blush',
    ground: ['#FBF7F1', '#F0DAD2'],
    primary: '#E3B5A8',
    secondary: '#C98F86',
    accent: '#C6A869',
    leaf: '#A9B89A',
    ink: '#2A2B33',
    light: '#FFFDF8',
  },
  {
    name: 'champagne',
    ground: ['#FAF5EA', '#E7D5B0'],
    primary: '#D8BE8C',
    secondary: '#B39263',
    accent: '#8E7A5A',
    leaf: '#9FAF8F',
    ink: '#3A3328',
    light: '#FFFBF1',
  },
  {
    name: 'sage',
    ground: ['#F5F4ED', '#D2DBC6'],
    primary: '#A7B79A',
    secondary: '#7E9272',
    accent: '#E2BFB4',
    leaf: '#6F8465',
    ink: '#2C332A',
    light: '#FBFBF5',
  },
  {
    name: 'dusk',
    ground: ['#2B2E3A', '#4B4455'],
    primary: '#D9B7A8',
    secondary: '#C6A869',
    accent: '#F3E7DA',
    leaf: '#8FA08A',
    ink: '#F3E7DA',
    light: '#FFF6EC',
  },
  {
    name: 'rose',
    ground: ['#FAF0EB', '#E6C1B8'],
    primary: '#CF9A90',
    secondary: '#A9675F',
    accent: '#D9BF8C',
    leaf: '#98A88C',
    ink: '#3B2A2A',
    light: '#FFF8F4',
  },
  {
    name: 'terracotta',
    ground: ['#F7F0E7', '#E5C9B0'],
    primary: '#C98E6E',
    secondary: '#9C6448',
    accent: '#D8C08E',
    leaf: '#8C9B7A',
    ink: '#3A2A20',
    light: '#FFF9F0',
  },
  {
    name: 'sea',
    ground: ['#F0F3F1', '#C6D4D2'],
    primary: '#8FAAA8',
    secondary: '#5E7E82',
    accent: '#E6D2AC',
    leaf: '#7F9880',
    ink: '#24323A',
    light: '#FAFCFB',
  },
  {
    name: 'ink',
    ground: ['#1E2029', '#32313B'],
    primary: '#B9A27A',
    secondary: '#8D7A5B',
    accent: '#E9D8B4',
    leaf: '#7D8C78',
    ink: '#E9D8B4',
    light: '#FBF3E4',
  },
];

export type Motif =
  | 'arch'
  | 'bloom'
  | 'rings'
  | 'botanical'
  | 'landscape'
  | 'gown'
  | 'candles'
  | 'cake'
  | 'pearls'
  | 'gem'
  | 'stationery'
  | 'record'
  | 'lens'
  | 'petals'
  | 'vessels'
  | 'coupes'
  | 'portrait'
  | 'veil'
  | 'sun';

export const MOTIFS: readonly Motif[] = [
  'arch',
  'bloom',
  'rings',
  'botanical',
  'landscape',
  'gown',
  'candles',
  'cake',
  'pearls',
  'gem',
  'stationery',
  'record',
  'lens',
  'petals',
  'vessels',
  'coupes',
  'portrait',
  'veil',
  'sun',
];

export interface ArtRequest {
  motif: Motif;
  /** Any stable label (post slug, listing url_name...): it seeds every random choice. */
  seed: string;
  width: number;
  height: number;
  palette?: string;
  /** A thin inset frame line, for an editorial finish. Default: seeded. */
  frame?: boolean;
}

const n = (value: number): string => (Math.round(value * 10) / 10).toString();

interface Canvas {
  w: number;
  h: number;
  cx: number;
  cy: number;
  /** Unit: the smaller side. */
  s: number;
  r: Random;
  p: Palette;
  defs: string[];
  body: string[];
  id: (prefix: string) => string;
}

/** Mixes two #RRGGBB colors; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const parse = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [ar, ag, ab] = parse(a) as [number, number, number];
  const [br, bg, bb] = parse(b) as [number, number, number];
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

function linear(c: Canvas, stops: [string, number][], angle: number): string {
  const id = c.id('lg');
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  c.defs.push(
    `<linearGradient id="${id}" x1="${n(0.5 - x)}" y1="${n(0.5 - y)}" x2="${n(0.5 + x)}" y2="${n(0.5 + y)}">` +
      stops
        .map(([color, offset]) => `<stop offset="${n(offset)}" stop-color="${color}"/>`)
        .join('') +
      `</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(
  c: Canvas,
  color: string,
  opacity: number,
  inner = color,
  innerOpacity = opacity,
): string {
  const id = c.id('rg');
  c.defs.push(
    `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${n(innerOpacity)}"/>` +
      `<stop offset="0.55" stop-color="${color}" stop-opacity="${n(opacity * 0.45)}"/>` +
      `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** The soft backdrop: a linear gradient over the whole canvas and a few radial glows. */
export interface Ground {
  /** Degrees; 0 runs left to right, 90 top to bottom (in the canvas' bounding box, as SVG does). */
  angle: number;
  stops: [string, number][];
  glows: { x: number; y: number; radius: number; color: string; opacity: number }[];
}

function background(c: Canvas): Ground {
  const { w, h, r, p } = c;
  const stops: [string, number][] = [
    [p.ground[0], 0],
    [mix(p.ground[0], p.ground[1], 0.5), 0.55],
    [p.ground[1], 1],
  ];
  const angle = r.float(40, 140);
  const glows: Ground['glows'] = [];
  const count = r.int(2, 3);
  for (let i = 0; i < count; i += 1) {
    const color = r.pick([p.primary, p.accent, p.light, p.leaf]);
    const radius = c.s * r.float(0.35, 0.8);
    glows.push({ x: r.float(0, w), y: r.float(0, h), radius, color, opacity: r.float(0.25, 0.5) });
  }
  return { angle, stops, glows };
}

/** Glow opacity along the radius, matching the SVG radial gradient in groundSvg(). */
const GLOW_STOPS: [number, number][] = [
  [0, 1],
  [0.55, 0.45],
  [1, 0],
];

function groundSvg(ground: Ground, c: Canvas): string {
  const fill = linear(c, ground.stops, ground.angle);
  return (
    `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>` +
    ground.glows
      .map((glow) => {
        const id = c.id('rg');
        c.defs.push(
          `<radialGradient id="${id}">` +
            GLOW_STOPS.map(
              ([offset, alpha]) =>
                `<stop offset="${offset}" stop-color="${glow.color}" stop-opacity="${n(glow.opacity * alpha)}"/>`,
            ).join('') +
            `</radialGradient>`,
        );
        return `<circle cx="${n(glow.x)}" cy="${n(glow.y)}" r="${n(glow.radius)}" fill="url(#${id})"/>`;
      })
      .join('')
  );
}

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/**
 * The ground sampled on a coarse grid (one sample per `cell` pixels, at cell centers) as raw RGB:
 * the ground is all soft gradients, so images.ts upscales this grid natively (bilinear) to the
 * full size. Far cheaper than rasterising large radial gradients in SVG or filling every pixel
 * in JavaScript, and identical on every machine.
 */
export function groundGrid(
  ground: Ground,
  width: number,
  height: number,
  cell: number,
): { data: Buffer; width: number; height: number } {
  const gw = Math.max(2, Math.round(width / cell));
  const gh = Math.max(2, Math.round(height / cell));
  const data = Buffer.allocUnsafe(gw * gh * 3);
  const stops = ground.stops.map(([color, offset]) => ({ color: rgb(color), offset }));
  const rad = (ground.angle * Math.PI) / 180;
  const dx = Math.cos(rad);
  const dy = Math.sin(rad);
  // SVG objectBoundingBox gradient from (0.5 - d/2) to (0.5 + d/2) in unit coordinates.
  const x1 = 0.5 - dx / 2;
  const y1 = 0.5 - dy / 2;
  const glows = ground.glows.map((glow) => ({ ...glow, rgb: rgb(glow.color) }));
  for (let gy = 0, j = 0; gy < gh; gy += 1) {
    const py = ((gy + 0.5) * height) / gh;
    for (let gx = 0; gx < gw; gx += 1, j += 3) {
      const px = ((gx + 0.5) * width) / gw;
      let t = ((px / width - x1) * dx + (py / height - y1) * dy) / (dx * dx + dy * dy);
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      let k = 1;
      while (k < stops.length - 1 && t > stops[k]!.offset) k += 1;
      const a = stops[k - 1]!;
      const b = stops[k]!;
      const f = b.offset === a.offset ? 0 : (t - a.offset) / (b.offset - a.offset);
      let r = a.color[0] + (b.color[0] - a.color[0]) * f;
      let g = a.color[1] + (b.color[1] - a.color[1]) * f;
      let bl = a.color[2] + (b.color[2] - a.color[2]) * f;
      // Radial glows; opacity falls 1 -> 0.45 -> 0 along the radius (GLOW_STOPS).
      for (const glow of glows) {
        const d = Math.hypot(px - glow.x, py - glow.y) / glow.radius;
        if (d >= 1) continue;
        const alpha = glow.opacity * (d < 0.55 ? 1 - d : 0.45 - (d - 0.55));
        r += (glow.rgb[0] - r) * alpha;
        g += (glow.rgb[1] - g) * alpha;
        bl += (glow.rgb[2] - bl) * alpha;
      }
      data[j] = r + 0.5;
      data[j + 1] = g + 0.5;
      data[j + 2] = bl + 0.5;
    }
  }
  return { data, width: gw, height: gh };
}

function leaf(
  x: number,
  y: number,
  length: number,
  angle: number,
  color: string,
  opacity = 0.9,
): string {
  const wdt = length * 0.38;
  return (
    `<path transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" fill="${color}" fill-opacity="${n(opacity)}" ` +
    `d="M0 0 C ${n(wdt)} ${n(-length * 0.25)} ${n(wdt)} ${n(-length * 0.75)} 0 ${n(-length)} C ${n(-wdt)} ${n(-length * 0.75)} ${n(-wdt)} ${n(-length * 0.25)} 0 0 Z"/>`
  );
}

function stem(
  c: Canvas,
  x0: number,
  y0: number,
  height: number,
  lean: number,
  color: string,
  leaves: number,
  leafSize: number,
) {
  const { r } = c;
  const x1 = x0 + lean * 0.5;
  const x2 = x0 + lean;
  const y2 = y0 - height;
  c.body.push(
    `<path d="M${n(x0)} ${n(y0)} Q ${n(x1 + r.float(-1, 1) * height * 0.15)} ${n(y0 - height * 0.5)} ${n(x2)} ${n(y2)}" ` +
      `stroke="${color}" stroke-width="${n(Math.max(1.2, c.s * 0.005))}" fill="none" stroke-linecap="round"/>`,
  );
  for (let i = 1; i <= leaves; i += 1) {
    const t = i / (leaves + 1);
    const x = x0 + lean * t;
    const y = y0 - height * t;
    const side = i % 2 === 0 ? 1 : -1;
    c.body.push(
      leaf(
        x,
        y,
        leafSize * r.float(0.75, 1.15),
        side * r.float(35, 65) + lean * 0.05,
        color,
        r.float(0.55, 0.9),
      ),
    );
  }
  return { x: x2, y: y2 };
}

function bloom(
  c: Canvas,
  x: number,
  y: number,
  radius: number,
  colors: [string, string],
  center: string,
) {
  const { r } = c;
  const layers = r.int(3, 4);
  const turn = r.float(0, 360);
  for (let layer = 0; layer < layers; layer += 1) {
    const petals = r.int(6, 9);
    const size = radius * (1 - layer * 0.22);
    const color = mix(colors[0], colors[1], layer / Math.max(1, layers - 1));
    for (let i = 0; i < petals; i += 1) {
      const angle = turn + layer * 17 + (360 / petals) * i;
      c.body.push(
        `<ellipse cx="0" cy="${n(-size * 0.5)}" rx="${n(size * 0.32)}" ry="${n(size * 0.52)}" fill="${color}" fill-opacity="${n(0.55 + layer * 0.1)}" ` +
          `transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"/>`,
      );
    }
  }
  c.body.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(radius * 0.14)}" fill="${center}"/>`);
}

function groundLine(c: Canvas, y: number, color: string, opacity = 0.35) {
  c.body.push(
    `<rect x="0" y="${n(y)}" width="${c.w}" height="${n(c.h - y)}" fill="${color}" fill-opacity="${n(opacity)}"/>`,
  );
}

type Painter = (c: Canvas) => void;

const painters: Record<Motif, Painter> = {
  arch(c) {
    const { cx, cy, s, r, p } = c;
    const aw = s * r.float(0.36, 0.46);
    const ah = Math.min(c.h * 0.78, aw * r.float(1.55, 1.9));
    const left = cx - aw / 2;
    const bottom = cy + ah / 2;
    const top = bottom - ah;
    const archPath = (inset: number) =>
      `M${n(left + inset)} ${n(bottom)} L${n(left + inset)} ${n(top + aw / 2)} A ${n(aw / 2 - inset)} ${n(aw / 2 - inset)} 0 0 1 ${n(left + aw - inset)} ${n(top + aw / 2)} L${n(left + aw - inset)} ${n(bottom)} Z`;
    c.body.push(`<path d="${archPath(-s * 0.03)}" fill="${p.primary}" fill-opacity="0.55"/>`);
    c.body.push(
      `<path d="${archPath(0)}" fill="${linear(
        c,
        [
          [p.light, 0],
          [mix(p.ground[1], p.primary, 0.35), 1],
        ],
        90,
      )}"/>`,
    );
    c.body.push(
      `<circle cx="${n(cx)}" cy="${n(top + aw * 0.62)}" r="${n(aw * r.float(0.18, 0.26))}" fill="${p.accent}" fill-opacity="0.75"/>`,
    );
    c.body.push(
      `<path d="M${n(left)} ${n(bottom - ah * 0.18)} Q ${n(cx)} ${n(bottom - ah * 0.32)} ${n(left + aw)} ${n(bottom - ah * 0.2)} L${n(left + aw)} ${n(bottom)} L${n(left)} ${n(bottom)} Z" fill="${p.leaf}" fill-opacity="0.7"/>`,
    );
    groundLine(c, bottom, p.secondary, 0.22);
    const side = r.chance(0.5) ? -1 : 1;
    for (let i = 0; i < r.int(2, 4); i += 1) {
      const x = cx + side * (aw / 2 + s * r.float(0.02, 0.08));
      stem(
        c,
        x,
        bottom,
        ah * r.float(0.45, 0.95),
        side * s * r.float(-0.05, 0.08),
        p.leaf,
        r.int(4, 7),
        s * 0.05,
      );
    }
    if (r.chance(0.6))
      bloom(
        c,
        cx - side * aw * 0.55,
        bottom - s * 0.04,
        s * 0.08,
        [p.primary, p.secondary],
        p.accent,
      );
  },

  bloom(c) {
    const { cx, cy, s, r, p } = c;
    const count = r.int(3, 5);
    for (let i = 0; i < 6; i += 1) {
      const angle = r.float(0, 360);
      const dist = s * r.float(0.18, 0.4);
      c.body.push(
        leaf(
          cx + Math.cos(angle) * dist * 0.6,
          cy + Math.sin(angle) * dist * 0.6,
          s * r.float(0.14, 0.24),
          angle * 57.3 + 90,
          p.leaf,
          0.8,
        ),
      );
    }
    for (let i = 0; i < count; i += 1) {
      const x = cx + (i === 0 ? 0 : r.float(-0.28, 0.28) * s);
      const y = cy + (i === 0 ? 0 : r.float(-0.25, 0.25) * s);
      bloom(
        c,
        x,
        y,
        s * (i === 0 ? r.float(0.16, 0.22) : r.float(0.07, 0.13)),
        r.chance(0.5) ? [p.primary, p.secondary] : [p.light, p.primary],
        p.accent,
      );
    }
  },

  rings(c) {
    const { cx, cy, s, r, p } = c;
    const radius = s * r.float(0.15, 0.19);
    const gold = linear(
      c,
      [
        [mix(p.accent, '#FFFFFF', 0.45), 0],
        [p.accent, 0.5],
        [mix(p.accent, '#000000', 0.25), 1],
      ],
      r.float(20, 70),
    );
    const offset = radius * 0.62;
    c.body.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy + radius * 1.35)}" rx="${n(radius * 1.9)}" ry="${n(radius * 0.22)}" fill="${p.ink}" fill-opacity="0.08"/>`,
    );
    const stroke = radius * 0.16;
    c.body.push(
      `<circle cx="${n(cx - offset)}" cy="${n(cy)}" r="${n(radius)}" fill="none" stroke="${gold}" stroke-width="${n(stroke)}"/>`,
    );
    c.body.push(
      `<circle cx="${n(cx + offset)}" cy="${n(cy + radius * 0.08)}" r="${n(radius * 0.92)}" fill="none" stroke="${gold}" stroke-width="${n(stroke * 0.8)}"/>`,
    );
    // Re-draw the crossing arc of the first ring so the two interlock.
    c.body.push(
      `<path d="M${n(cx - offset + radius)} ${n(cy)} A ${n(radius)} ${n(radius)} 0 0 1 ${n(cx - offset + radius * Math.cos(0.9))} ${n(cy + radius * Math.sin(0.9))}" fill="none" stroke="${gold}" stroke-width="${n(stroke)}"/>`,
    );
    const gx = cx + offset;
    const gy = cy + radius * 0.08 - radius * 0.92 - stroke * 0.4;
    const g = radius * 0.22;
    c.body.push(
      `<polygon points="${n(gx - g)},${n(gy)} ${n(gx - g * 0.5)},${n(gy - g * 0.7)} ${n(gx + g * 0.5)},${n(gy - g * 0.7)} ${n(gx + g)},${n(gy)} ${n(gx)},${n(gy + g * 0.9)}" fill="${p.light}" stroke="${p.accent}" stroke-width="${n(g * 0.08)}"/>`,
    );
    for (let i = 0; i < r.int(10, 18); i += 1) {
      const angle = r.float(0, Math.PI * 2);
      const dist = s * r.float(0.3, 0.48);
      c.body.push(
        `<circle cx="${n(cx + Math.cos(angle) * dist)}" cy="${n(cy + Math.sin(angle) * dist * 0.8)}" r="${n(s * r.float(0.003, 0.008))}" fill="${p.accent}" fill-opacity="${n(r.float(0.4, 0.9))}"/>`,
      );
    }
  },

  botanical(c) {
    const { cx, s, r, p } = c;
    const base = c.h * r.float(0.86, 0.95);
    const stems = r.int(5, 8);
    for (let i = 0; i < stems; i += 1) {
      const x = cx + r.float(-0.08, 0.08) * s;
      const tip = stem(
        c,
        x,
        base,
        c.h * r.float(0.4, 0.72),
        r.float(-0.35, 0.35) * s,
        i % 3 === 0 ? p.secondary : p.leaf,
        r.int(5, 9),
        s * r.float(0.035, 0.06),
      );
      if (r.chance(0.55))
        bloom(c, tip.x, tip.y, s * r.float(0.035, 0.06), [p.primary, p.light], p.accent);
    }
    c.body.push(
      `<path d="M${n(cx - s * 0.1)} ${n(base)} L${n(cx + s * 0.1)} ${n(base)}" stroke="${p.ink}" stroke-opacity="0.35" stroke-width="${n(s * 0.004)}"/>`,
    );
  },

  landscape(c) {
    const { w, h, s, r, p } = c;
    const horizon = h * r.float(0.52, 0.62);
    c.body.push(
      `<circle cx="${n(w * r.float(0.3, 0.7))}" cy="${n(horizon - s * r.float(0.08, 0.2))}" r="${n(s * r.float(0.08, 0.13))}" fill="${p.accent}" fill-opacity="0.8"/>`,
    );
    const layers = r.int(3, 4);
    for (let layer = 0; layer < layers; layer += 1) {
      const y = horizon + layer * h * 0.09;
      const color = mix(p.leaf, p.secondary, layer / layers);
      const points = 5;
      let d = `M0 ${n(y)}`;
      for (let i = 1; i <= points; i += 1) {
        const x = (w / points) * i;
        d += ` Q ${n(x - w / points / 2)} ${n(y - r.float(0.02, 0.12) * h)} ${n(x)} ${n(y + r.float(-0.02, 0.02) * h)}`;
      }
      d += ` L${w} ${h} L0 ${h} Z`;
      c.body.push(`<path d="${d}" fill="${color}" fill-opacity="${n(0.45 + layer * 0.15)}"/>`);
      if (layer === 1 || (layer === 2 && r.chance(0.5))) {
        for (let t = 0; t < r.int(2, 5); t += 1) {
          const x = w * r.float(0.05, 0.95);
          const th = s * r.float(0.1, 0.2);
          c.body.push(
            `<ellipse cx="${n(x)}" cy="${n(y - th * 0.4)}" rx="${n(th * 0.12)}" ry="${n(th * 0.5)}" fill="${mix(p.leaf, p.ink, 0.45)}" fill-opacity="0.85"/>`,
          );
        }
      }
    }
    if (r.chance(0.5)) {
      c.body.push(
        `<rect x="0" y="${n(h * 0.86)}" width="${w}" height="${n(h * 0.14)}" fill="${p.primary}" fill-opacity="0.35"/>`,
      );
    }
  },

  gown(c) {
    const { cx, s, r, p } = c;
    const top = c.h * 0.16;
    const waist = top + s * 0.24;
    const hem = c.h * 0.9;
    const shoulder = s * 0.09;
    const flare = s * r.float(0.26, 0.36);
    const fill = linear(
      c,
      [
        [p.light, 0],
        [mix(p.light, p.primary, 0.35), 1],
      ],
      90,
    );
    c.body.push(
      `<ellipse cx="${n(cx)}" cy="${n(hem)}" rx="${n(flare * 1.15)}" ry="${n(s * 0.03)}" fill="${p.ink}" fill-opacity="0.08"/>`,
    );
    if (r.chance(0.6)) {
      c.body.push(
        `<path d="M${n(cx)} ${n(top - s * 0.04)} C ${n(cx + flare * 1.3)} ${n(top + s * 0.2)} ${n(cx + flare * 1.4)} ${n(hem - s * 0.1)} ${n(cx + flare * 1.25)} ${n(hem + s * 0.01)} L ${n(cx - flare * 0.2)} ${n(hem)} Z" fill="${p.light}" fill-opacity="0.45"/>`,
      );
    }
    c.body.push(
      `<path d="M${n(cx - shoulder)} ${n(top)} Q ${n(cx)} ${n(top + s * 0.05)} ${n(cx + shoulder)} ${n(top)} L ${n(cx + shoulder * 0.6)} ${n(waist)} ` +
        `C ${n(cx + flare * 0.5)} ${n(waist + (hem - waist) * 0.4)} ${n(cx + flare)} ${n(hem - s * 0.08)} ${n(cx + flare)} ${n(hem)} ` +
        `Q ${n(cx)} ${n(hem + s * 0.03)} ${n(cx - flare)} ${n(hem)} C ${n(cx - flare)} ${n(hem - s * 0.08)} ${n(cx - flare * 0.5)} ${n(waist + (hem - waist) * 0.4)} ${n(cx - shoulder * 0.6)} ${n(waist)} Z" ` +
        `fill="${fill}" stroke="${p.secondary}" stroke-opacity="0.45" stroke-width="${n(s * 0.003)}"/>`,
    );
    c.body.push(
      `<path d="M${n(cx - shoulder * 0.62)} ${n(waist)} Q ${n(cx)} ${n(waist + s * 0.015)} ${n(cx + shoulder * 0.62)} ${n(waist)}" stroke="${p.accent}" stroke-width="${n(s * 0.008)}" fill="none"/>`,
    );
    for (let i = 0; i < r.int(3, 6); i += 1) {
      const x = cx + r.float(-0.7, 0.7) * flare;
      c.body.push(
        `<path d="M${n(x)} ${n(waist + s * 0.05)} Q ${n(x + r.float(-0.1, 0.1) * s)} ${n((waist + hem) / 2)} ${n(x * 1 + (x - cx) * 0.6)} ${n(hem - s * 0.01)}" stroke="${p.secondary}" stroke-opacity="0.18" stroke-width="${n(s * 0.003)}" fill="none"/>`,
      );
    }
    if (r.chance(0.5))
      bloom(c, cx - flare * 0.9, hem - s * 0.05, s * 0.06, [p.primary, p.secondary], p.accent);
  },

  candles(c) {
    const { cx, s, r, p } = c;
    const table = c.h * r.float(0.72, 0.8);
    groundLine(c, table, p.secondary, 0.2);
    const count = r.int(3, 5);
    const spacing = s * 0.09;
    for (let i = 0; i < count; i += 1) {
      const x = cx + (i - (count - 1) / 2) * spacing + r.float(-0.01, 0.01) * s;
      const height = s * r.float(0.22, 0.42);
      const width = s * 0.026;
      const topY = table - height;
      c.body.push(
        `<circle cx="${n(x)}" cy="${n(topY - s * 0.04)}" r="${n(s * 0.11)}" fill="${radial(c, p.accent, 0.55, p.light, 0.7)}"/>`,
      );
      c.body.push(
        `<rect x="${n(x - width / 2)}" y="${n(topY)}" width="${n(width)}" height="${n(height)}" rx="${n(width * 0.3)}" fill="${r.chance(0.5) ? p.light : mix(p.light, p.primary, 0.4)}"/>`,
      );
      c.body.push(
        `<rect x="${n(x - width * 1.1)}" y="${n(table - s * 0.02)}" width="${n(width * 2.2)}" height="${n(s * 0.02)}" rx="${n(s * 0.005)}" fill="${p.accent}"/>`,
      );
      const f = s * 0.022;
      c.body.push(
        `<path d="M${n(x)} ${n(topY - f * 2.4)} C ${n(x + f)} ${n(topY - f)} ${n(x + f * 0.6)} ${n(topY - f * 0.1)} ${n(x)} ${n(topY - f * 0.1)} C ${n(x - f * 0.6)} ${n(topY - f * 0.1)} ${n(x - f)} ${n(topY - f)} ${n(x)} ${n(topY - f * 2.4)} Z" fill="${p.accent}"/>`,
      );
    }
    for (let i = 0; i < r.int(3, 6); i += 1) {
      c.body.push(
        leaf(
          cx + r.float(-0.35, 0.35) * s,
          table + s * 0.01,
          s * r.float(0.06, 0.11),
          r.float(-80, 80),
          p.leaf,
          0.75,
        ),
      );
    }
  },

  cake(c) {
    const { cx, s, r, p } = c;
    const base = c.h * 0.82;
    const tiers = r.int(3, 4);
    let y = base;
    let width = s * r.float(0.36, 0.44);
    c.body.push(
      `<rect x="${n(cx - width * 0.7)}" y="${n(base)}" width="${n(width * 1.4)}" height="${n(s * 0.02)}" rx="${n(s * 0.01)}" fill="${p.accent}"/>`,
    );
    for (let i = 0; i < tiers; i += 1) {
      const height = s * r.float(0.1, 0.13);
      y -= height;
      c.body.push(
        `<rect x="${n(cx - width / 2)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="${n(s * 0.008)}" fill="${linear(
          c,
          [
            [p.light, 0],
            [mix(p.light, p.primary, 0.25), 1],
          ],
          0,
        )}"/>`,
      );
      c.body.push(
        `<path d="M${n(cx - width / 2)} ${n(y + height * 0.2)} Q ${n(cx)} ${n(y + height * 0.45)} ${n(cx + width / 2)} ${n(y + height * 0.2)}" stroke="${p.primary}" stroke-opacity="0.5" stroke-width="${n(s * 0.004)}" fill="none"/>`,
      );
      width *= r.float(0.7, 0.78);
    }
    const cascade = r.int(4, 7);
    for (let i = 0; i < cascade; i += 1) {
      const t = i / cascade;
      const x = cx + width * 0.9 - t * s * 0.2;
      const yy = y + t * (base - y);
      bloom(c, x, yy, s * r.float(0.025, 0.045), [p.primary, p.secondary], p.accent);
      c.body.push(leaf(x + s * 0.03, yy + s * 0.01, s * 0.04, r.float(40, 120), p.leaf, 0.8));
    }
  },

  pearls(c) {
    const { cx, cy, s, r, p } = c;
    const pearl = radial(c, mix(p.light, p.primary, 0.2), 1, '#FFFFFF', 1);
    const strands = r.int(1, 3);
    for (let k = 0; k < strands; k += 1) {
      const rx = s * (0.26 + k * 0.05);
      const ry = s * (0.2 + k * 0.05);
      const count = 26 + k * 4;
      for (let i = 0; i <= count; i += 1) {
        const t = Math.PI * 0.1 + (Math.PI * 0.8 * i) / count;
        const x = cx + Math.cos(t) * rx;
        const y = cy - s * 0.08 + Math.sin(t) * ry;
        const size = s * (0.016 + 0.006 * Math.sin((i / count) * Math.PI));
        c.body.push(
          `<circle cx="${n(x)}" cy="${n(y + size * 0.35)}" r="${n(size)}" fill="${p.ink}" fill-opacity="0.06"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${pearl}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="${n(size * 0.08)}"/>`,
        );
      }
    }
    const dropY = cy - s * 0.08 + s * 0.2 + s * 0.05;
    c.body.push(
      `<ellipse cx="${n(cx)}" cy="${n(dropY)}" rx="${n(s * 0.03)}" ry="${n(s * 0.04)}" fill="${pearl}" stroke="${p.accent}" stroke-width="${n(s * 0.004)}"/>`,
    );
  },

  gem(c) {
    const { cx, cy, s, r, p } = c;
    const g = s * r.float(0.17, 0.22);
    const crown = g * 0.45;
    const tone = (t: number) => mix(p.light, p.primary, t);
    c.body.push(
      `<ellipse cx="${n(cx)}" cy="${n(cy + g * 1.3)}" rx="${n(g * 1.1)}" ry="${n(g * 0.12)}" fill="${p.ink}" fill-opacity="0.08"/>`,
    );
    const top = cy - g * 0.5;
    const girdle = top + crown;
    const tip = cy + g * 1.05;
    const facets: [string, number][] = [
      [
        `${n(cx - g)},${n(girdle)} ${n(cx - g * 0.55)},${n(top)} ${n(cx - g * 0.2)},${n(girdle)}`,
        0.15,
      ],
      [
        `${n(cx - g * 0.55)},${n(top)} ${n(cx + g * 0.55)},${n(top)} ${n(cx + g * 0.2)},${n(girdle)} ${n(cx - g * 0.2)},${n(girdle)}`,
        0.02,
      ],
      [
        `${n(cx + g)},${n(girdle)} ${n(cx + g * 0.55)},${n(top)} ${n(cx + g * 0.2)},${n(girdle)}`,
        0.3,
      ],
      [`${n(cx - g)},${n(girdle)} ${n(cx - g * 0.2)},${n(girdle)} ${n(cx)},${n(tip)}`, 0.35],
      [`${n(cx - g * 0.2)},${n(girdle)} ${n(cx + g * 0.2)},${n(girdle)} ${n(cx)},${n(tip)}`, 0.1],
      [`${n(cx + g * 0.2)},${n(girdle)} ${n(cx + g)},${n(girdle)} ${n(cx)},${n(tip)}`, 0.55],
    ];
    for (const [points, t] of facets) {
      c.body.push(
        `<polygon points="${points}" fill="${tone(t + r.float(-0.05, 0.1))}" stroke="${p.accent}" stroke-opacity="0.6" stroke-width="${n(s * 0.002)}"/>`,
      );
    }
    for (let i = 0; i < 5; i += 1) {
      const angle = (i / 5) * Math.PI * 2 + r.float(0, 1);
      const x = cx + Math.cos(angle) * g * 1.7;
      const y = cy + Math.sin(angle) * g * 1.3;
      const k = s * r.float(0.008, 0.016);
      c.body.push(
        `<path d="M${n(x)} ${n(y - k * 2)} L${n(x + k * 0.4)} ${n(y - k * 0.4)} L${n(x + k * 2)} ${n(y)} L${n(x + k * 0.4)} ${n(y + k * 0.4)} L${n(x)} ${n(y + k * 2)} L${n(x - k * 0.4)} ${n(y + k * 0.4)} L${n(x - k * 2)} ${n(y)} L${n(x - k * 0.4)} ${n(y - k * 0.4)} Z" fill="${p.accent}" fill-opacity="0.8"/>`,
      );
    }
  },

  stationery(c) {
    const { cx, cy, s, r, p } = c;
    const cw = s * 0.36;
    const ch = s * 0.5;
    const cards = r.int(2, 3);
    for (let i = 0; i < cards; i += 1) {
      const angle = r.float(-9, 9) + (i - 1) * 6;
      const dx = (i - (cards - 1) / 2) * s * 0.1;
      c.body.push(
        `<g transform="translate(${n(cx + dx)} ${n(cy)}) rotate(${n(angle)})"><rect x="${n(-cw / 2 + s * 0.008)}" y="${n(-ch / 2 + s * 0.012)}" width="${n(cw)}" height="${n(ch)}" fill="${p.ink}" fill-opacity="0.07"/>` +
          `<rect x="${n(-cw / 2)}" y="${n(-ch / 2)}" width="${n(cw)}" height="${n(ch)}" fill="${i === cards - 1 ? p.light : mix(p.light, p.primary, 0.3 + i * 0.15)}"/>` +
          (i === cards - 1
            ? `<rect x="${n(-cw / 2 + s * 0.02)}" y="${n(-ch / 2 + s * 0.02)}" width="${n(cw - s * 0.04)}" height="${n(ch - s * 0.04)}" fill="none" stroke="${p.accent}" stroke-width="${n(s * 0.0025)}"/>` +
              [0.32, 0.4, 0.46, 0.6, 0.66]
                .map(
                  (t, k) =>
                    `<rect x="${n(-cw * (k < 1 ? 0.22 : 0.3))}" y="${n(-ch / 2 + ch * t)}" width="${n(cw * (k < 1 ? 0.44 : 0.6))}" height="${n(s * (k < 1 ? 0.012 : 0.005))}" fill="${p.ink}" fill-opacity="${k < 1 ? 0.5 : 0.25}"/>`,
                )
                .join('')
            : '') +
          `</g>`,
      );
    }
    const sx = cx + cw * 0.35;
    const sy = cy + ch * 0.38;
    c.body.push(
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(s * 0.05)}" fill="${p.secondary}"/><circle cx="${n(sx)}" cy="${n(sy)}" r="${n(s * 0.034)}" fill="none" stroke="${mix(p.secondary, '#FFFFFF', 0.35)}" stroke-width="${n(s * 0.004)}"/>`,
    );
    c.body.push(leaf(sx - s * 0.05, sy + s * 0.01, s * 0.07, -120, p.leaf));
    c.body.push(leaf(sx - s * 0.04, sy + s * 0.03, s * 0.06, -150, p.leaf));
  },

  record(c) {
    const { cx, cy, s, r, p } = c;
    const radius = s * r.float(0.26, 0.32);
    c.body.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${mix(p.ink, p.ground[1], 0.15)}"/>`,
    );
    for (let i = 1; i < 9; i += 1) {
      c.body.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * (0.4 + i * 0.065))}" fill="none" stroke="${p.light}" stroke-opacity="0.07" stroke-width="${n(s * 0.002)}"/>`,
      );
    }
    c.body.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.33)}" fill="${p.primary}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 0.04)}" fill="${p.ground[0]}"/>`,
    );
    c.body.push(
      `<path d="M${n(cx - radius * 0.8)} ${n(cy - radius * 0.5)} A ${n(radius * 0.95)} ${n(radius * 0.95)} 0 0 1 ${n(cx - radius * 0.2)} ${n(cy - radius * 0.92)}" stroke="${p.light}" stroke-opacity="0.25" stroke-width="${n(s * 0.01)}" fill="none" stroke-linecap="round"/>`,
    );
    const bars = 28;
    for (let i = 0; i < bars; i += 1) {
      const x = c.w * 0.08 + ((c.w * 0.84) / bars) * i;
      const hgt = s * 0.06 * (0.3 + Math.abs(Math.sin(i * 0.7 + r.float(0, 0.6))));
      c.body.push(
        `<rect x="${n(x)}" y="${n(c.h * 0.9 - hgt)}" width="${n((c.w * 0.84) / bars / 2.2)}" height="${n(hgt)}" rx="${n(s * 0.002)}" fill="${p.accent}" fill-opacity="0.6"/>`,
      );
    }
  },

  lens(c) {
    const { cx, cy, s, r, p } = c;
    const radius = s * r.float(0.22, 0.28);
    c.body.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius * 1.18)}" fill="none" stroke="${p.ink}" stroke-opacity="0.55" stroke-width="${n(radius * 0.12)}"/>`,
    );
    c.body.push(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="${p.ink}" fill-opacity="0.8"/>`,
    );
    const blades = r.int(6, 8);
    const turn = r.float(0, 60);
    for (let i = 0; i < blades; i += 1) {
      const a = ((360 / blades) * i + turn) * (Math.PI / 180);
      const b = a + (Math.PI * 2) / blades;
      const inner = radius * 0.36;
      c.body.push(
        `<polygon points="${n(cx + Math.cos(a) * radius)},${n(cy + Math.sin(a) * radius)} ${n(cx + Math.cos(b) * radius)},${n(cy + Math.sin(b) * radius)} ${n(cx + Math.cos(b + 0.5) * inner)},${n(cy + Math.sin(b + 0.5) * inner)}" fill="${mix(p.primary, p.ink, (i % 3) * 0.18)}" fill-opacity="0.9"/>`,
      );
    }
    c.body.push(
      `<circle cx="${n(cx - radius * 0.35)}" cy="${n(cy - radius * 0.35)}" r="${n(radius * 0.18)}" fill="${p.light}" fill-opacity="0.35"/>`,
    );
    c.body.push(
      `<circle cx="${n(cx + radius * 0.1)}" cy="${n(cy + radius * 0.05)}" r="${n(radius * 0.14)}" fill="${radial(c, p.accent, 0.9, p.light, 1)}"/>`,
    );
  },

  petals(c) {
    const { w, h, s, r, p } = c;
    const count = r.int(38, 60);
    for (let i = 0; i < count; i += 1) {
      const size = s * r.float(0.015, 0.045);
      c.body.push(
        `<ellipse cx="0" cy="0" rx="${n(size * 0.55)}" ry="${n(size)}" fill="${r.pick([p.primary, p.secondary, p.light, p.accent])}" fill-opacity="${n(r.float(0.5, 0.95))}" transform="translate(${n(r.float(0, w))} ${n(r.float(0, h))}) rotate(${n(r.float(0, 360))})"/>`,
      );
    }
    bloom(c, c.cx, c.cy, s * r.float(0.12, 0.17), [p.light, p.primary], p.accent);
  },

  vessels(c) {
    const { cx, s, r, p } = c;
    const table = c.h * 0.8;
    groundLine(c, table, p.secondary, 0.18);
    const items = r.int(3, 4);
    for (let i = 0; i < items; i += 1) {
      const x = cx + (i - (items - 1) / 2) * s * 0.16;
      const kind = (i + r.int(0, 2)) % 3;
      const color = r.pick([p.primary, p.light, p.accent, p.secondary]);
      if (kind === 0) {
        const bw = s * 0.1;
        const bh = s * r.float(0.2, 0.28);
        c.body.push(
          `<rect x="${n(x - bw / 2)}" y="${n(table - bh)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.25)}" fill="${color}" fill-opacity="0.85"/>`,
        );
        c.body.push(
          `<rect x="${n(x - bw * 0.22)}" y="${n(table - bh - s * 0.05)}" width="${n(bw * 0.44)}" height="${n(s * 0.05)}" rx="${n(s * 0.006)}" fill="${p.accent}"/>`,
        );
        c.body.push(
          `<rect x="${n(x - bw * 0.28)}" y="${n(table - bh * 0.62)}" width="${n(bw * 0.56)}" height="${n(bh * 0.26)}" fill="${p.light}" fill-opacity="0.7"/>`,
        );
      } else if (kind === 1) {
        const rr = s * r.float(0.06, 0.08);
        c.body.push(
          `<ellipse cx="${n(x)}" cy="${n(table - rr * 0.35)}" rx="${n(rr)}" ry="${n(rr * 0.35)}" fill="${color}"/><ellipse cx="${n(x)}" cy="${n(table - rr * 0.55)}" rx="${n(rr * 0.8)}" ry="${n(rr * 0.25)}" fill="${p.light}" fill-opacity="0.6"/>`,
        );
      } else {
        const bw = s * 0.05;
        const bh = s * r.float(0.24, 0.32);
        c.body.push(
          `<path d="M${n(x - bw)} ${n(table)} L${n(x - bw)} ${n(table - bh * 0.6)} Q ${n(x - bw)} ${n(table - bh * 0.75)} ${n(x - bw * 0.3)} ${n(table - bh * 0.8)} L${n(x - bw * 0.3)} ${n(table - bh)} L${n(x + bw * 0.3)} ${n(table - bh)} L${n(x + bw * 0.3)} ${n(table - bh * 0.8)} Q ${n(x + bw)} ${n(table - bh * 0.75)} ${n(x + bw)} ${n(table - bh * 0.6)} L${n(x + bw)} ${n(table)} Z" fill="${color}" fill-opacity="0.85"/>`,
        );
        stem(c, x, table - bh, s * 0.18, r.float(-0.05, 0.05) * s, p.leaf, 3, s * 0.035);
      }
    }
  },

  coupes(c) {
    const { cx, s, r, p } = c;
    const table = c.h * 0.82;
    groundLine(c, table, p.secondary, 0.16);
    const glasses = r.int(2, 3);
    for (let i = 0; i < glasses; i += 1) {
      const x = cx + (i - (glasses - 1) / 2) * s * 0.2;
      const bowl = s * 0.085;
      const rim = table - s * r.float(0.26, 0.32);
      const foot = table - s * 0.005;
      const glass = p.light;
      c.body.push(
        `<path d="M${n(x - bowl)} ${n(rim)} Q ${n(x)} ${n(rim + bowl * 1.1)} ${n(x + bowl)} ${n(rim)} Z" fill="${p.accent}" fill-opacity="0.75"/>`,
      );
      c.body.push(
        `<path d="M${n(x - bowl)} ${n(rim)} Q ${n(x)} ${n(rim + bowl * 1.1)} ${n(x + bowl)} ${n(rim)}" fill="none" stroke="${glass}" stroke-width="${n(s * 0.005)}"/>`,
      );
      c.body.push(
        `<line x1="${n(x - bowl)}" y1="${n(rim)}" x2="${n(x + bowl)}" y2="${n(rim)}" stroke="${glass}" stroke-width="${n(s * 0.004)}"/>`,
      );
      c.body.push(
        `<line x1="${n(x)}" y1="${n(rim + bowl * 0.55)}" x2="${n(x)}" y2="${n(foot)}" stroke="${glass}" stroke-width="${n(s * 0.006)}"/>`,
      );
      c.body.push(
        `<ellipse cx="${n(x)}" cy="${n(foot)}" rx="${n(bowl * 0.55)}" ry="${n(s * 0.008)}" fill="${glass}"/>`,
      );
      for (let b = 0; b < 5; b += 1) {
        c.body.push(
          `<circle cx="${n(x + r.float(-0.6, 0.6) * bowl)}" cy="${n(rim + r.float(0.1, 0.35) * bowl)}" r="${n(s * 0.003)}" fill="${glass}" fill-opacity="0.9"/>`,
        );
      }
    }
    for (let i = 0; i < r.int(10, 20); i += 1) {
      c.body.push(
        `<circle cx="${n(r.float(0, c.w))}" cy="${n(r.float(0, c.h * 0.6))}" r="${n(s * r.float(0.003, 0.01))}" fill="${p.accent}" fill-opacity="${n(r.float(0.3, 0.8))}"/>`,
      );
    }
  },

  portrait(c) {
    const { cx, s, r, p } = c;
    const tones = ['#F1D3C2', '#E2B99F', '#C99A7A', '#A8755A', '#7E5440', '#5C3B2E'];
    const skin = r.pick(tones);
    const hair = r.pick(['#2A211D', '#4A3326', '#7A5436', '#B08A5A', '#1C1A1C', '#8E6A55']);
    const head = s * 0.15;
    const hy = c.h * 0.44;
    const shoulderY = c.h * 0.72;
    const style = r.int(0, 3);
    if (style === 0)
      c.body.push(
        `<ellipse cx="${n(cx)}" cy="${n(hy + head * 0.4)}" rx="${n(head * 1.25)}" ry="${n(head * 1.7)}" fill="${hair}"/>`,
      );
    if (style === 1)
      c.body.push(
        `<circle cx="${n(cx + head * 0.1)}" cy="${n(hy - head * 1.05)}" r="${n(head * 0.5)}" fill="${hair}"/>`,
      );
    c.body.push(
      `<path d="M${n(cx - s * 0.36)} ${n(c.h)} C ${n(cx - s * 0.34)} ${n(shoulderY)} ${n(cx - s * 0.12)} ${n(shoulderY - s * 0.03)} ${n(cx)} ${n(shoulderY - s * 0.03)} C ${n(cx + s * 0.12)} ${n(shoulderY - s * 0.03)} ${n(cx + s * 0.34)} ${n(shoulderY)} ${n(cx + s * 0.36)} ${n(c.h)} Z" fill="${r.pick([p.primary, p.secondary, p.ink, p.leaf])}"/>`,
    );
    c.body.push(
      `<rect x="${n(cx - head * 0.32)}" y="${n(hy + head * 0.6)}" width="${n(head * 0.64)}" height="${n(shoulderY - hy - head * 0.55)}" fill="${mix(skin, '#000000', 0.08)}"/>`,
    );
    c.body.push(
      `<ellipse cx="${n(cx)}" cy="${n(hy)}" rx="${n(head * 0.82)}" ry="${n(head)}" fill="${skin}"/>`,
    );
    if (style !== 3)
      c.body.push(
        `<path d="M${n(cx - head * 0.86)} ${n(hy)} C ${n(cx - head * 0.9)} ${n(hy - head * 1.25)} ${n(cx + head * 0.9)} ${n(hy - head * 1.25)} ${n(cx + head * 0.86)} ${n(hy - head * 0.05)} C ${n(cx + head * 0.4)} ${n(hy - head * 0.7)} ${n(cx - head * 0.3)} ${n(hy - head * 0.6)} ${n(cx - head * 0.86)} ${n(hy)} Z" fill="${hair}"/>`,
      );
    else
      c.body.push(
        `<path d="M${n(cx - head * 0.8)} ${n(hy - head * 0.3)} C ${n(cx - head * 0.7)} ${n(hy - head * 1.1)} ${n(cx + head * 0.7)} ${n(hy - head * 1.1)} ${n(cx + head * 0.8)} ${n(hy - head * 0.3)} C ${n(cx + head * 0.4)} ${n(hy - head * 0.75)} ${n(cx - head * 0.4)} ${n(hy - head * 0.75)} ${n(cx - head * 0.8)} ${n(hy - head * 0.3)} Z" fill="${hair}"/>`,
      );
    if (r.chance(0.5)) {
      const ex = cx + head * 0.82;
      c.body.push(
        `<circle cx="${n(ex)}" cy="${n(hy + head * 0.25)}" r="${n(head * 0.08)}" fill="${p.accent}"/>`,
      );
    }
  },

  veil(c) {
    const { cx, s, r, p } = c;
    const top = c.h * 0.08;
    const layers = r.int(4, 6);
    for (let i = 0; i < layers; i += 1) {
      const spread = s * (0.16 + i * 0.06);
      const sway = r.float(-0.08, 0.08) * s;
      c.body.push(
        `<path d="M${n(cx)} ${n(top)} C ${n(cx + spread * 0.5 + sway)} ${n(c.h * 0.35)} ${n(cx + spread + sway)} ${n(c.h * 0.7)} ${n(cx + spread * 1.1 + sway)} ${n(c.h * 0.98)} ` +
          `Q ${n(cx + sway)} ${n(c.h * (0.9 + r.float(0, 0.06)))} ${n(cx - spread * 1.1 + sway)} ${n(c.h * 0.98)} C ${n(cx - spread + sway)} ${n(c.h * 0.7)} ${n(cx - spread * 0.5 + sway)} ${n(c.h * 0.35)} ${n(cx)} ${n(top)} Z" ` +
          `fill="${p.light}" fill-opacity="${n(0.16 + r.float(0, 0.08))}" stroke="${p.accent}" stroke-opacity="0.18" stroke-width="${n(s * 0.002)}"/>`,
      );
    }
    c.body.push(
      `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(s * 0.05)}" ry="${n(s * 0.012)}" fill="${p.accent}"/>`,
    );
    for (let i = 0; i < r.int(20, 40); i += 1) {
      c.body.push(
        `<circle cx="${n(cx + r.float(-0.35, 0.35) * s)}" cy="${n(r.float(0.2, 0.95) * c.h)}" r="${n(s * r.float(0.002, 0.005))}" fill="${p.light}" fill-opacity="0.8"/>`,
      );
    }
  },

  sun(c) {
    const { cx, cy, s, r, p } = c;
    const rings = r.int(5, 8);
    for (let i = rings; i > 0; i -= 1) {
      c.body.push(
        `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.06 * i)}" fill="${mix(p.ground[0], p.primary, i / rings)}" fill-opacity="${n(0.18 + (rings - i) * 0.06)}"/>`,
      );
    }
    c.body.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.11)}" fill="${p.accent}"/>`);
    const horizon = cy + s * r.float(0.12, 0.2);
    c.body.push(
      `<rect x="0" y="${n(horizon)}" width="${c.w}" height="${n(c.h - horizon)}" fill="${linear(
        c,
        [
          [p.primary, 0],
          [p.secondary, 1],
        ],
        90,
      )}" fill-opacity="0.85"/>`,
    );
    for (let i = 0; i < 6; i += 1) {
      const y = horizon + (c.h - horizon) * (0.12 + i * 0.13);
      const half = s * (0.05 + i * 0.03) * r.float(0.8, 1.2);
      c.body.push(
        `<rect x="${n(cx - half)}" y="${n(y)}" width="${n(half * 2)}" height="${n(s * 0.006)}" rx="${n(s * 0.003)}" fill="${p.light}" fill-opacity="${n(0.6 - i * 0.08)}"/>`,
      );
    }
  },
};

export interface ArtLayers {
  /** The soft backdrop, for groundGrid() (or as SVG inside renderArtSvg). */
  ground: Ground;
  /** Motif and frame on a transparent background, at full size. */
  motif: string;
}

/**
 * One artwork as two layers: the ground (gradients, sampled by groundGrid()) and the motif (SVG,
 * rasterised by sharp and composited on top in images.ts). Large radial gradients are slow
 * to rasterise through SVG (about 50 ms each at 1600 px), hence the split.
 * Aspect-ratio aware: the motif sits centered in any crop.
 */
export function renderArtLayers(request: ArtRequest): ArtLayers {
  const { svg } = build(request);
  return svg;
}

function build(request: ArtRequest): { svg: ArtLayers; groundCanvas: Canvas } {
  const r = createRandom(`${request.motif}:${request.seed}`);
  const palette =
    PALETTES.find((candidate) => candidate.name === request.palette) ?? r.pick(PALETTES);
  let counter = 0;
  const w = request.width;
  const h = request.height;
  const canvas = (random: Random): Canvas => ({
    w,
    h,
    cx: w / 2,
    cy: h / 2,
    s: Math.min(w, h),
    r: random,
    p: palette,
    defs: [],
    body: [],
    id: (prefix) => `${prefix}${(counter += 1)}`,
  });
  const groundCanvas = canvas(r.fork('ground'));
  const ground = background(groundCanvas);
  // Each layer draws from its own stream: changing the background never moves the composition.
  const front = canvas(r.fork('motif'));
  painters[request.motif](front);
  if (request.frame ?? r.chance(0.35)) {
    const inset = front.s * 0.04;
    front.body.push(
      `<rect x="${n(inset)}" y="${n(inset)}" width="${n(w - inset * 2)}" height="${n(h - inset * 2)}" fill="none" stroke="${palette.accent}" stroke-opacity="0.55" stroke-width="${n(Math.max(1, front.s * 0.003))}"/>`,
    );
  }
  const motif = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${front.defs.join('')}</defs>${front.body.join('')}</svg>`;
  return { svg: { ground, motif }, groundCanvas };
}

/** The whole artwork as one SVG (previews, tests). */
export function renderArtSvg(request: ArtRequest): string {
  const { svg, groundCanvas } = build(request);
  const groundBody = groundSvg(svg.ground, groundCanvas);
  // Gradient ids are unique across both layers (one counter), so the bodies can be merged as they are.
  const motifInner = svg.motif.slice(svg.motif.indexOf('>') + 1, svg.motif.lastIndexOf('</svg>'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${request.width}" height="${request.height}" viewBox="0 0 ${request.width} ${request.height}"><defs>${groundCanvas.defs.join('')}</defs>${groundBody}${motifInner}</svg>`;
}
