import type { Config } from 'tailwindcss';
import { BREAKPOINTS_PX, HEADER_HEIGHT_PX } from './src/config/site.ts';

const px = (value: number) => `${value}px`;

/**
 * Theme tokens, loaded by src/styles/index.css through `@config` (which also names the sources).
 * Palette: warm ivory paper, near-black ink, champagne-gold accents, a soft blush for highlights.
 * Contrast on ivory-50: ink-500 and darker, champagne-700 pass WCAG AA for small text (≥ 4.5:1);
 * champagne-600 (3.9:1) suits large text and borders only, lighter shades decoration only.
 * Fonts: only locally shipped files may be used (none yet); the stacks fall back to system fonts.
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
      spacing: {
        header: px(HEADER_HEIGHT_PX),
      },
      letterSpacing: {
        label: '0.18em',
      },
    },
  },
} satisfies Config;
