import 'core-js/actual/url';
import 'core-js/actual/url-search-params';
import { DateTimeFormat, NumberFormat } from './intl';
/**
 * What the server's JavaScript engine (goja, internal/pages) lacks of a browser's or Node's host
 * and the bundle touches while it loads or renders. Nothing here does real work: a page is
 * rendered once, synchronously, so timers never need to fire and no message is ever posted.
 */
const host = globalThis as Record<string, unknown>;

function define(name: string, value: unknown): void {
  if (!(name in host)) host[name] = value;
}

let timerId = 0;
const neverFires = () => ++timerId;
define('setTimeout', neverFires);
define('setInterval', neverFires);
define('setImmediate', neverFires);
define('clearTimeout', () => undefined);
define('clearInterval', () => undefined);
define('clearImmediate', () => undefined);
define('queueMicrotask', (task: () => void) => void Promise.resolve().then(task));
define(
  'MessageChannel',
  class {
    port1 = { onmessage: null, postMessage: () => undefined, close: () => undefined };
    port2 = { onmessage: null, postMessage: () => undefined, close: () => undefined };
  },
);
define(
  'TextEncoder',
  class {
    readonly encoding = 'utf-8';
    encode(text = ''): Uint8Array {
      const bytes: number[] = [];
      for (const character of text) {
        const code = character.codePointAt(0) ?? 0;
        if (code < 0x80) bytes.push(code);
        else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
        else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
        else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
      }
      return new Uint8Array(bytes);
    }
  },
);
define('performance', { now: () => Date.now(), timeOrigin: Date.now() });
define('Intl', { NumberFormat, DateTimeFormat });
