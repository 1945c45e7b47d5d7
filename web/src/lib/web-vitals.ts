/**
 * Field measurements of the page a visit lands on (docs/product.md, "Fast on a budget phone"):
 * the Core Web Vitals that real learners' phones measure, sent once when the page is hidden (the
 * last chance a phone gives), to the server, which counts them for operators. The measuring code
 * loads after the page, so it costs the first paint nothing.
 */
import type { Metric } from 'web-vitals';

const ENDPOINT = '/api/v1/vitals';

export function reportWebVitals(): void {
  const page = window.location.pathname; // the landing page: the one its LCP and TTFB belong to
  const latest = new Map<string, number>();
  const send = () => {
    if (latest.size === 0 || document.visibilityState !== 'hidden') return;
    const body = JSON.stringify({ page, metrics: [...latest].map(([name, value]) => ({ name, value })) });
    latest.clear();
    const sent = navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    if (!sent)
      void fetch(ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } });
  };
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const keep = (metric: Metric) => latest.set(metric.name, metric.value);
    for (const measure of [onCLS, onFCP, onINP, onLCP, onTTFB]) measure(keep);
    document.addEventListener('visibilitychange', send);
  });
}
