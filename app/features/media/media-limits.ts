// The upload limits the coach's page states and checks before sending (client-safe); the
// server checks them again (prepare-clip.server.ts, server/http.ts).

export const MEDIA_LIMITS = {
  /** The largest file the form takes (a 90 s 1080p iPhone clip is about 60-100 MB). */
  maxMegabytes: 120,
  maxSeconds: 90,
  accept: "video/*,image/*",
} as const;

export const MAX_MEDIA_BYTES = MEDIA_LIMITS.maxMegabytes * 1024 * 1024;
