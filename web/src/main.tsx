import '@fontsource-variable/inter';
import '@fontsource-variable/noto-sans-devanagari';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { currentLanguage, interfaceTextsReady, prepareHindi } from './i18n';
import { reportWebVitals } from './lib/web-vitals';

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// In Hindi the first paint waits for the Hindi texts (a chunk of their own) and the Devanagari
// face, fetched side by side, so the page does not re-flow when the face arrives (docs/product.md,
// "Languages of the interface").
const ready = currentLanguage() === 'hi' ? prepareHindi() : interfaceTextsReady();

// The first render is a transition: React then builds the page in slices of a few milliseconds,
// yielding to the browser between them, so a budget phone never freezes for the whole page
// (Total Blocking Time, docs/performance.md).
void ready.then(() => {
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});

reportWebVitals();
