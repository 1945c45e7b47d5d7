export { AnnouncementBanner } from './components/AnnouncementBanner';
export { PopoverAd } from './components/PopoverAd';
export { HomePage } from './routes/HomePage';
