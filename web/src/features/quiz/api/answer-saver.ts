/**
 * Autosave for one attempt: answer changes go to the server one small call at a time, in order,
 * from a queue kept in sessionStorage (rules/save-queue.ts). A failed call (or a browser that
 * says it is offline) leaves the queue as it is; it is sent, batched, when the browser comes
 * back online and on a retry with backoff. Not a React object: it outlives the test screen, so
 * a learner who goes back to the start page mid-test still has their last answers delivered.
 * Once the attempt is closed (time up, or submitted) the queue is still delivered: answers chosen
 * in time may count, and those that come too late are recorded, never dropped unsaid
 * (docs/product.md, "The clock").
 */
import { ApiError } from '@/lib/api-client';
import type { AnswerChange } from '../rules/quiz-sheet';
import {
  acknowledge,
  enqueue,
  forgetQueue,
  nextBatch,
  type QueuedChange,
  pendingChoices,
  restoreQueue,
  type SaveQueue,
  storeQueue,
  toPayload,
} from '../rules/save-queue';
import { saveAnswers } from './save-answers';

export interface SaverStatus {
  /** Changes not yet confirmed by the server. */
  pending: number;
  /** The browser is offline, or the last call failed for want of a network or a server. */
  offline: boolean;
  /** The attempt takes no new choices (its time is up, or it was submitted): the attempt is over. */
  closed: boolean;
  /** Of the changes not yet confirmed, those that chose or cleared an option: the answers on this device. */
  pendingChoices: number;
  /** Answers the server said reached it too late to count, since this page opened. */
  notCounted: number;
}

/** Called with the server's time from each confirmed save and the call's device send/receive times. */
export type ServerTimeListener = (serverNow: string, sentAtMs: number, receivedAtMs: number) => void;

const RETRY_BASE_MS = 1000;
const RETRY_MAX_MS = 30_000;
/**
 * When a whole exam hall's network comes back, thousands of devices reconnect at once: each
 * waits a random moment first, so the server sees a wave rather than a wall.
 */
const RECONNECT_SPREAD_MS = 1500;

/** Network failures and server errors may pass; a 4xx answer will not change on a retry. */
export function isRetriable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export class AnswerSaver {
  private queue: SaveQueue;
  private inFlight: Promise<boolean> | null = null;
  private retryTimer: number | undefined;
  private failures = 0;
  private status: SaverStatus;
  private readonly listeners = new Set<() => void>();
  private readonly serverTimeListeners = new Set<ServerTimeListener>();
  private released = false;
  private disposed = false;
  /** Stopped by an answer a retry cannot change (401, 403, 404) until a screen uses the saver again. */
  private halted = false;

  readonly testId: number;
  readonly attemptId: number;

  constructor(testId: number, attemptId: number) {
    this.testId = testId;
    this.attemptId = attemptId;
    this.queue = restoreQueue(testId, attemptId);
    this.status = {
      pending: this.queue.items.length,
      offline: !browserOnline(),
      closed: false,
      pendingChoices: pendingChoices(this.queue),
      notCounted: 0,
    };
    this.listen();
    // Changes left unsent before a reload go out as soon as the test is back on screen.
    if (this.queue.items.length > 0) queueMicrotask(() => void this.pump());
  }

  private listen(): void {
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
  }

  /** The changes the server has not confirmed yet (a resumed test merges them over its answers). */
  pendingChanges(): readonly AnswerChange[] {
    return toPayload(this.queue.items);
  }

  save(...changes: AnswerChange[]): void {
    this.enqueue(changes, false);
  }

  /** A change that chose or cleared an option (the offline notice counts these). */
  choose(change: AnswerChange): void {
    this.enqueue([change], true);
  }

  private enqueue(changes: readonly AnswerChange[], choice: boolean): void {
    if (changes.length === 0) return;
    for (const change of changes) this.queue = enqueue(this.queue, change, choice);
    storeQueue(this.testId, this.queue);
    this.update({ pending: this.queue.items.length, pendingChoices: pendingChoices(this.queue) });
    void this.pump();
  }

  /**
   * Sends what is waiting now, without the backoff delay; resolves true when the server has
   * everything. It never throws: a failing network just leaves the queue for later.
   */
  async flush(): Promise<boolean> {
    await this.pump();
    return this.queue.items.length === 0;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): SaverStatus => this.status;

  onServerTime(listener: ServerTimeListener): () => void {
    this.serverTimeListeners.add(listener);
    return () => this.serverTimeListeners.delete(listener);
  }

  /** A screen uses the saver again (Resume after going back to the start page). */
  retain(): void {
    this.released = false;
    if (this.halted) {
      this.halted = false;
      queueMicrotask(() => void this.pump());
    }
    if (!this.disposed) return;
    this.disposed = false;
    this.listen();
    savers.set(this.attemptId, this);
  }

  /** The screen is gone: stop once everything is delivered. */
  release(): void {
    this.released = true;
    if (this.queue.items.length === 0) this.dispose();
  }

  /** After the submit: nothing is left to send, and the stored queue goes too. */
  finish(): void {
    forgetQueue(this.testId);
    this.queue = { ...this.queue, items: [] };
    this.dispose();
  }

  private dispose(): void {
    this.disposed = true;
    window.clearTimeout(this.retryTimer);
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    if (savers.get(this.attemptId) === this) savers.delete(this.attemptId);
  }

  private readonly onOnline = () => {
    this.update({ offline: false });
    window.clearTimeout(this.retryTimer);
    this.retryTimer = window.setTimeout(() => void this.pump(), Math.random() * RECONNECT_SPREAD_MS);
  };

  private readonly onOffline = () => {
    this.update({ offline: true });
  };

  private update(change: Partial<SaverStatus>): void {
    const next = { ...this.status, ...change };
    const keys = Object.keys(next) as (keyof SaverStatus)[];
    if (keys.every((key) => next[key] === this.status[key])) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }

  /** Sends batches, one call at a time, until the queue is empty or a call fails. */
  private async pump(): Promise<void> {
    window.clearTimeout(this.retryTimer);
    if (!browserOnline()) {
      this.update({ offline: true });
      return;
    }
    while (!this.halted && this.queue.items.length > 0) {
      const delivered = await this.sendNextBatch();
      if (!delivered) {
        this.scheduleRetry();
        return;
      }
    }
    if (this.released && this.queue.items.length === 0) this.dispose();
  }

  /** One call in flight at most: a second caller waits for the same call. */
  private sendNextBatch(): Promise<boolean> {
    if (this.inFlight) return this.inFlight;
    const batch = nextBatch(this.queue);
    this.inFlight = this.deliver(batch).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async deliver(batch: readonly QueuedChange[]): Promise<boolean> {
    const sentAt = Date.now();
    try {
      const { serverNow, notCounted = 0, closed = false } = await saveAnswers(this.attemptId, toPayload(batch));
      const receivedAt = Date.now();
      this.confirm(batch);
      this.failures = 0;
      this.update({
        offline: false,
        closed: this.status.closed || closed,
        notCounted: this.status.notCounted + notCounted,
      });
      for (const listener of this.serverTimeListeners) listener(serverNow, sentAt, receivedAt);
      return true;
    } catch (error) {
      if (isRetriable(error)) {
        this.failures += 1;
        this.update({ offline: true });
        return false;
      }
      if (error instanceof ApiError && error.status === 400) {
        // The server will never take these (a question not on the paper): waiting for them
        // would hold back every later change. The final submit still carries the whole sheet.
        console.error('Autosave refused some answers:', error.message, error.errors);
        this.confirm(batch);
        return true;
      }
      // The queue stays stored either way; the submit sends the whole sheet anyway. 409: an older
      // server's answer once the attempt was over. 401 (the session ended, and the app is on its
      // way to log in), 403, 404: not the network.
      if (error instanceof ApiError && error.status === 409) this.update({ closed: true, offline: false });
      this.halted = true;
      return false;
    }
  }

  private confirm(batch: readonly QueuedChange[]): void {
    this.queue = acknowledge(this.queue, batch);
    storeQueue(this.testId, this.queue);
    this.update({ pending: this.queue.items.length, pendingChoices: pendingChoices(this.queue) });
  }

  private scheduleRetry(): void {
    if (this.halted) return;
    const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, this.failures - 1));
    // Some jitter, so devices that failed together do not retry together.
    this.retryTimer = window.setTimeout(() => void this.pump(), delay * (0.75 + Math.random() * 0.5));
  }
}

/** What the test screen uses of autosave: an attempt's saver, or a preview's that keeps nothing. */
export type Autosave = Pick<
  AnswerSaver,
  | 'save'
  | 'choose'
  | 'pendingChanges'
  | 'flush'
  | 'finish'
  | 'subscribe'
  | 'getStatus'
  | 'onServerTime'
  | 'retain'
  | 'release'
>;

const PREVIEW_STATUS: SaverStatus = { pending: 0, offline: false, closed: false, pendingChoices: 0, notCounted: 0 };

/**
 * Staff's "Preview as a learner" (docs/product.md): the answers stay on the screen and go
 * nowhere, so nothing of a preview is stored on the server.
 */
export const previewAutosave: Autosave = {
  save: () => {},
  choose: () => {},
  pendingChanges: () => [],
  flush: () => Promise.resolve(true),
  finish: () => {},
  subscribe: () => () => {},
  getStatus: () => PREVIEW_STATUS,
  onServerTime: () => () => {},
  retain: () => {},
  release: () => {},
};

/** One saver per attempt for the whole page session, so a remounted screen finds its queue. */
const savers = new Map<number, AnswerSaver>();

export function answerSaverFor(testId: number, attemptId: number): AnswerSaver {
  let saver = savers.get(attemptId);
  if (!saver) {
    saver = new AnswerSaver(testId, attemptId);
    savers.set(attemptId, saver);
  }
  saver.retain();
  return saver;
}

/**
 * Delivers what a saver of this test still holds before the server is asked for the attempt's
 * answers (Resume): otherwise a change confirmed just after the server answered would be
 * missing from the resumed sheet.
 */
export async function settleSaves(testId: number): Promise<void> {
  const pending = [...savers.values()].filter((saver) => saver.testId === testId);
  await Promise.all(pending.map((saver) => saver.flush()));
}
