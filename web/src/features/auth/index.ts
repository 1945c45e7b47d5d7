export { AuthProvider, LOGOUT_CONFIRMATION, preloadAuthDialog } from './AuthProvider';
