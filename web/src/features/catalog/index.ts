// Only what the app shell needs on every page; the catalogue's pages are lazy routes.
export { CourseEnquiryButton } from './components/CourseEnquiryButton';
