export { AnnouncementBanner } from './components/AnnouncementBanner';
export { HomePage } from './routes/HomePage';

/** The pop-over ad in a chunk of its own: it shows seconds after a page settles, never in the first paint. */
export const loadPopoverAd = () => import('./components/PopoverAd');
