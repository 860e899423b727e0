/**
 * The header's menus (desktop mega menus, mobile menu) and the scroll-to-top rule of links. Owns
 * no table queries: its panels compose the posts' and listings' query options.
 */
export { DesktopNav } from './components/desktop-nav';
export { MobileMenu } from './components/mobile-menu';
export { scrollToTop } from './lib/scroll-to-top';
