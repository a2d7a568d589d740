/**
 * A page's own server time: its `Server-Timing` `data` (the loaders and their queries) plus
 * `render` (React up to the first byte), as `app/entry.server.tsx` sends them. Compressing and
 * streaming the body are not in it; the issues' "server time" goals are stated in it.
 */
export function serverMs(response: Response): number {
  const header = response.headers.get("Server-Timing") ?? "";
  const durations = [...header.matchAll(/\b(data|render);dur=([\d.]+)/g)].map((match) => Number(match[2]));
  if (durations.length !== 2) throw new Error(`${response.url} sent no data and render timing: "${header}"`);
  return durations.reduce((sum, duration) => sum + duration, 0);
}
