import type { Config } from 'tailwindcss';
import {
  BREAKPOINTS_PX,
  HEADER_HEIGHT_PX,
  MEGA_MENU_HEIGHT_PX,
  PREVIEW_CARD_SIZE_PX,
} from './src/config/site.ts';

const px = (value: number) => `${value}px`;

/**
 * Theme tokens, loaded by src/styles/index.css through `@config` (which also names the sources).
 * Palette: warm ivory paper, near-black ink, champagne-gold accents, a soft blush for highlights.
 * Contrast on ivory-50: ink-500 and darker, champagne-700 pass WCAG AA for small text (≥ 4.5:1);
 * champagne-600 (3.9:1) suits large text and borders only, lighter shades decoration only.
 * Fonts (src/styles/fonts.css, shipped from @fontsource-variable, latin only): Cormorant Garamond,
 * a high-contrast Garamond for display type, and Jost, a geometric sans for text and the small
 * tracked uppercase labels. Type scale: `text-label` for eyebrows and navigation, `text-display-*`
 * for headings (fluid between the mobile and desktop sizes). Rhythm: `px-gutter` page margins,
 * `py-section` between sections, `max-w-measure` for reading width, hairlines in ivory-300.
 */
export default {
  theme: {
    screens: Object.fromEntries(
      Object.entries(BREAKPOINTS_PX).map(([name, value]) => [name, px(value)]),
    ),
    extend: {
      colors: {
        ivory: {
          50: '#fdfbf7',
          100: '#f8f4ec',
          200: '#f0e9dc',
          300: '#e4d9c6',
        },
        ink: {
          DEFAULT: '#1c1917',
          900: '#1c1917',
          700: '#3d3631',
          500: '#6b6158',
          300: '#a59b90',
        },
        champagne: {
          100: '#f5ecd7',
          200: '#ead9b0',
          300: '#dcc28a',
          400: '#cdab68',
          500: '#b8934d',
          600: '#9a7a3c',
          700: '#7a602f',
        },
        blush: {
          100: '#f7ebe6',
          300: '#e8cbc0',
        },
      },
      fontFamily: {
        display: ['"Cormorant Garamond"', 'Georgia', '"Times New Roman"', 'serif'],
        sans: [
          '"Jost"',
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ],
      },
      fontSize: {
        label: ['0.6875rem', { lineHeight: '1rem' }],
        'display-sm': ['1.75rem', { lineHeight: '1.15' }],
        'display-md': ['clamp(2rem, 1.5rem + 1.6vw, 2.75rem)', { lineHeight: '1.1' }],
        'display-lg': ['clamp(2.75rem, 2rem + 3vw, 4.5rem)', { lineHeight: '1.05' }],
        'display-xl': ['clamp(3.25rem, 2rem + 5vw, 6.5rem)', { lineHeight: '1' }],
      },
      spacing: {
        header: px(HEADER_HEIGHT_PX),
        'mega-menu': px(MEGA_MENU_HEIGHT_PX),
        preview: px(PREVIEW_CARD_SIZE_PX.width),
        gutter: 'clamp(1.25rem, 4vw, 3rem)',
        section: 'clamp(4.5rem, 9vw, 8rem)',
      },
      aspectRatio: {
        preview: `${PREVIEW_CARD_SIZE_PX.width} / ${PREVIEW_CARD_SIZE_PX.height}`,
      },
      maxWidth: {
        measure: '40rem',
        frame: '80rem',
      },
      letterSpacing: {
        label: '0.18em',
        eyebrow: '0.3em',
      },
    },
  },
} satisfies Config;
