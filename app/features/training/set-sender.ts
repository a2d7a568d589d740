import { SET_CHECK_MESSAGES } from "./set-checks";

// Sending a ticked set from the phone (decision 0031): every save goes through a queue kept in
// localStorage, so a set ticked in a gym basement with no signal is sent when the phone is back
// online, and nothing is lost if she closes the page meanwhile. The queue's rules are pure
// functions, tested on their own; `SetSender` wires them to fetch, timers and storage.

/**
 * The log's messages, defined once: the server's schema answers with them, and the phone finds
 * them in a refusal's body (it reads no other part of the answer).
 */
export const LOG_MESSAGES = {
  reps: SET_CHECK_MESSAGES.repsTooHigh,
  weight: SET_CHECK_MESSAGES.weightTooHigh,
  seconds: SET_CHECK_MESSAGES.seconds,
  position: "That exercise is not part of this session. Please reload the page.",
  setNumber: "That set is not part of this session. Please reload the page.",
  logId: "This log could not be found. Please reload the page.",
  effort: "Please choose Easy, About right or Hard.",
  note: "Please keep the note to 200 characters.",
  noSet: "Tick at least one set before you finish.",
  swap: "That exercise cannot be swapped in here. Please choose one from the list.",
  sleepHours: "Enter the hours you slept, from 0 to 16, or leave it empty.",
  form: "Something went wrong. Please reload the page and try again.",
} as const;

export const QUEUE_KEY = "wb50-set-queue";

/** A queued item older than this is dropped: its log can no longer be resumed (RESUME_HOURS). */
export const QUEUE_MAX_AGE_MS = 12 * 3_600_000;

export type QueueItem = {
  /** `logId|position|setNumber` for a set, `logId|position|exercise` for effort and note. */
  key: string;
  /**
   * The member who made the change. On a shared phone another member's waiting sets are never
   * shown, sent or taken over: they wait for her (decision 0031).
   */
  owner: string;
  /** The log page's address: the action it is sent to. */
  url: string;
  fields: Record<string, string>;
  /** Failed attempts so far; the next waits `backoffMs(attempts)`. */
  attempts: number;
  /** When it may be tried again (ms since the epoch). */
  nextAttemptAt: number;
  /** When she made this change, for dropping items too old to resume. */
  queuedAt: number;
};

/** The queue key of a set's or an exercise's fields. */
export function itemKey(fields: Record<string, string>): string {
  const what = fields.intent === "exercise" ? "exercise" : (fields.setNumber ?? "");
  return `${fields.logId ?? ""}|${fields.position ?? ""}|${what}`;
}

/** Adds a change, replacing an earlier one of the same set: only her latest numbers matter. */
export function enqueue(
  queue: readonly QueueItem[],
  url: string,
  fields: Record<string, string>,
  now: number,
  owner = "",
): QueueItem[] {
  const key = itemKey(fields);
  const item: QueueItem = {
    key,
    owner,
    url,
    fields: { ...fields },
    attempts: 0,
    nextAttemptAt: now,
    queuedAt: now,
  };
  return [...queue.filter((queued) => queued.key !== key), item];
}

/** 1 s, 2 s, 4 s … up to a minute between tries: quick after a blip, gentle in a long outage. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** After a failed try: the same item, tried again later. */
export function markFailed(queue: readonly QueueItem[], key: string, now: number): QueueItem[] {
  return queue.map((item) =>
    item.key === key
      ? { ...item, attempts: item.attempts + 1, nextAttemptAt: now + backoffMs(item.attempts + 1) }
      : item,
  );
}

const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * Removes a sent item, unless she changed that set again while it was on its way: then the
 * newer numbers stay queued and are sent next.
 */
export function removeSent(
  queue: readonly QueueItem[],
  key: string,
  sent: Record<string, string>,
): QueueItem[] {
  return queue.filter((item) => item.key !== key || !sameFields(item.fields, sent));
}

/** The items whose time has come; `force` (Finish, back online) takes them all. */
export function dueItems(queue: readonly QueueItem[], now: number, force = false): QueueItem[] {
  return queue.filter((item) => force || item.nextAttemptAt <= now);
}

/** When the next try is due, or null for an empty queue. */
export function nextDue(queue: readonly QueueItem[]): number | null {
  return queue.length === 0 ? null : Math.min(...queue.map((item) => item.nextAttemptAt));
}

const isItem = (value: unknown): value is QueueItem => {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === "string" &&
    typeof item.owner === "string" &&
    typeof item.url === "string" &&
    item.url.startsWith("/") &&
    typeof item.fields === "object" &&
    item.fields !== null &&
    Object.values(item.fields).every((field) => typeof field === "string") &&
    typeof item.attempts === "number" &&
    typeof item.nextAttemptAt === "number" &&
    typeof item.queuedAt === "number"
  );
};

/** The stored queue, minus anything unreadable or too old; storage may be refused or full. */
export function parseQueue(text: string | null, now: number): QueueItem[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter(isItem).filter((item) => now - item.queuedAt < QUEUE_MAX_AGE_MS)
      : [];
  } catch {
    return [];
  }
}

/**
 * What goes back into storage: this page's queue, plus what another tab of hers (or another
 * member on a shared phone) stored meanwhile. An item this page has sent (same set, same
 * numbers) is not brought back; for a set in both, this page's change is the one she just made.
 */
export function mergeStored(
  mine: readonly QueueItem[],
  stored: readonly QueueItem[],
  sent: ReadonlyMap<string, Record<string, string>>,
): QueueItem[] {
  const keys = new Set(mine.map((item) => item.key));
  const others = stored.filter((item) => {
    if (keys.has(item.key)) return false;
    const done = sent.get(item.key);
    return !(done && sameFields(done, item.fields));
  });
  return [...others, ...mine];
}

/**
 * The log to carry on with after a reload. A log whose first sets never reached the server
 * does not exist there, so the page offers a new id; the sets waiting on the phone name the
 * one she started, and the page takes it back.
 */
export function queuedLogId(queue: readonly QueueItem[], url: string): string | null {
  const mine = queue.filter((item) => item.url === url);
  return mine.at(-1)?.fields.logId ?? null;
}

/** Her latest unsent changes to this log, so the page shows them rather than the server's older numbers. */
export function queuedFor(queue: readonly QueueItem[], logId: string): QueueItem[] {
  return queue.filter((item) => item.fields.logId === logId);
}

export type SendResult =
  | { kind: "saved" }
  | { kind: "retry" }
  | { kind: "signed-out" }
  | { kind: "refused"; message: string };

/**
 * What an answer means for a queued item. The page posts to React Router's `.data` address,
 * which answers a redirect (her session ended: she must sign in again) with 202 and a 401 when
 * access lapsed; both keep the set on the phone. A network failure is `status: null`.
 */
export function classify(status: number | null, body: string): SendResult {
  if (status === null || status >= 500 || status === 408 || status === 429) return { kind: "retry" };
  if (status === 202 || status === 401 || status === 403) return { kind: "signed-out" };
  if (status >= 200 && status < 300) return { kind: "saved" };
  return { kind: "refused", message: refusalMessage(body) };
}

/** The message in a refusal's body: the first of ours it contains, else a general one. */
export function refusalMessage(body: string): string {
  for (const message of [...Object.values(LOG_MESSAGES), ...Object.values(SET_CHECK_MESSAGES)])
    if (body.includes(message)) return message;
  return "This could not be saved. Please check the numbers.";
}

export type ItemStatus =
  | { state: "sending" }
  | { state: "saved" }
  | { state: "queued" }
  | { state: "signed-out" }
  | { state: "refused"; message: string };

type Post = (url: string, fields: Record<string, string>) => Promise<{ status: number; body: string }>;

export type SenderOptions = {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  /** The signed-in member: only her items are shown, sent and resumed. */
  owner: string;
  post: Post;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** The address React Router answers an action on with data instead of a page. */
export const dataUrl = (path: string) => `${path.replace(/\/$/, "")}.data`;

/** The browser's way of sending: a form body to the route's `.data` address, same origin. */
export const browserPost: Post = async (url, fields) => {
  const response = await fetch(dataUrl(url), {
    method: "POST",
    body: new URLSearchParams(fields),
    credentials: "same-origin",
    redirect: "manual",
  });
  // An opaque redirect (status 0) is the server sending her elsewhere: treat as signed out.
  const status = response.type === "opaqueredirect" ? 202 : response.status;
  return { status, body: status >= 400 && status < 500 ? await response.text() : "" };
};

/**
 * The queue at work: sends each change, keeps what could not be sent, retries with backoff and
 * when the browser says it is online. One send per set at a time, so the newest numbers always
 * arrive last.
 */
export class SetSender {
  private queue: QueueItem[];
  /** Sends on their way, so Finish can wait for them rather than report them unsent. */
  private readonly inFlight = new Map<string, Promise<void>>();
  /** The numbers last sent for each set, so a merge with storage does not bring them back. */
  private readonly sent = new Map<string, Record<string, string>>();
  private readonly statuses = new Map<string, ItemStatus>();
  private readonly listeners = new Set<() => void>();
  private timer: unknown = null;
  private readonly now: () => number;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (timer: unknown) => void;

  constructor(private readonly options: SenderOptions) {
    this.now = options.now ?? Date.now;
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    this.queue = this.own(parseQueue(this.read(), this.now()));
    for (const item of this.queue) this.statuses.set(item.key, { state: "queued" });
  }

  private own(items: readonly QueueItem[]): QueueItem[] {
    return items.filter((item) => item.owner === this.options.owner);
  }

  /** What is waiting, for the page to show and to resume from. */
  items(): readonly QueueItem[] {
    return this.queue;
  }

  status(key: string): ItemStatus | null {
    return this.statuses.get(key) ?? null;
  }

  /** Whether anything of this log is still waiting or on its way. */
  pending(logId: string): boolean {
    return (
      this.queue.some((item) => item.fields.logId === logId) ||
      [...this.inFlight.keys()].some((key) => key.startsWith(`${logId}|`))
    );
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  send(url: string, fields: Record<string, string>): void {
    this.queue = enqueue(this.queue, url, fields, this.now(), this.options.owner);
    this.write();
    this.statuses.set(itemKey(fields), { state: "sending" });
    this.changed();
    void this.flush();
  }

  /**
   * Tries every due item (all of them with `force`) and waits for sends already on their way;
   * true when nothing of `logId` (or nothing at all) is left waiting.
   */
  async flush(force = false, logId?: string): Promise<boolean> {
    const due = dueItems(this.queue, this.now(), force).filter((item) => !this.inFlight.has(item.key));
    await Promise.all([...due.map((item) => this.attempt(item)), ...this.inFlight.values()]);
    this.schedule();
    return logId ? !this.pending(logId) : this.queue.length === 0 && this.inFlight.size === 0;
  }

  stop(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }

  private attempt(item: QueueItem): Promise<void> {
    const running = this.run(item).finally(() => {
      if (this.inFlight.get(item.key) === running) this.inFlight.delete(item.key);
    });
    this.inFlight.set(item.key, running);
    return running;
  }

  private async run(item: QueueItem): Promise<void> {
    this.statuses.set(item.key, { state: "sending" });
    this.changed();
    let result: SendResult;
    try {
      const answer = await this.options.post(item.url, item.fields);
      result = classify(answer.status, answer.body);
    } catch {
      result = { kind: "retry" };
    }
    if (result.kind === "saved" || result.kind === "refused") {
      this.sent.set(item.key, item.fields);
      this.queue = removeSent(this.queue, item.key, item.fields);
      const newer = this.queue.some((queued) => queued.key === item.key);
      this.statuses.set(
        item.key,
        newer
          ? { state: "sending" }
          : result.kind === "saved"
            ? { state: "saved" }
            : { state: "refused", message: result.message },
      );
      this.write();
      this.changed();
      // She changed the set while this one was on its way: send the newer numbers now.
      if (newer) {
        const next = this.queue.find((queued) => queued.key === item.key);
        if (next) await this.run(next);
      }
      return;
    }
    this.queue = markFailed(this.queue, item.key, this.now());
    this.statuses.set(item.key, { state: result.kind === "signed-out" ? "signed-out" : "queued" });
    this.write();
    this.changed();
  }

  private schedule(): void {
    this.stop();
    const due = nextDue(this.queue);
    if (due === null) return;
    this.timer = this.setTimer(
      () => {
        this.timer = null;
        void this.flush();
      },
      Math.max(0, due - this.now()),
    );
  }

  private read(): string | null {
    try {
      return this.options.storage?.getItem(QUEUE_KEY) ?? null;
    } catch {
      return null;
    }
  }

  private write(): void {
    try {
      const stored = parseQueue(this.read(), this.now());
      this.options.storage?.setItem(QUEUE_KEY, JSON.stringify(mergeStored(this.queue, stored, this.sent)));
    } catch {
      // Storage refused (private mode, full): the queue still lives for as long as the page does.
    }
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}
