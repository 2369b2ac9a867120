export { SiteHeader } from './site-header.tsx';
export { MobileMenu, type MobileMenuProps } from './mobile-menu.tsx';
export { MobileBottomBar } from './mobile-bottom-bar.tsx';
export { SiteFooter } from './site-footer.tsx';
export * from './navigation.ts';
