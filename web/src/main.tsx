import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-devanagari';
import 'virtual:inter-rupee.css';
import './index.css';
import { nextTask } from './lib/when-idle';
import { reportWebVitals } from './lib/web-vitals';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The app's code is run in stages, each in a task of its own: run at once, as one module graph,
// it held a budget phone's main thread for about half a second, with the page the server drew on
// screen and unable to answer a tap (Total Blocking Time, docs/performance.md). React first, then
// the router, the interface texts, the app's code, and last the start itself; each stage only runs
// what the earlier ones have not.
async function start(element: HTMLElement) {
  await import('react-dom/client');
  await nextTask();
  // One named export, not the module: a whole namespace asked for at run time keeps every export
  // of React Router in the build (its framework mode too), 12 KB gzip more (docs/performance.md).
  await import('react-router').then(({ RouterProvider }) => RouterProvider);
  await nextTask();
  await import('./i18n');
  await nextTask();
  const { startApp } = await import('./app/start');
  await nextTask();
  startApp(element);
}

void start(root);
reportWebVitals();
