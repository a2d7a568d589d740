import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { joinedWrites } from "./joined-writes.server";

/** Everything the stream passes on, piece by piece, until it ends. */
function collect(stream: ReturnType<typeof joinedWrites>) {
  const pieces: string[] = [];
  const ended = new Promise<string[]>((resolve) => stream.on("end", () => resolve(pieces)));
  stream.on("data", (piece: Buffer) => pieces.push(piece.toString()));
  return ended;
}

describe("joinedWrites", () => {
  it("passes on the pieces written in one turn as one", async () => {
    const stream = joinedWrites();
    const pieces = collect(stream);
    for (const piece of ["<html>", "<body>", "hello", "</body>", "</html>"]) stream.write(Buffer.from(piece));
    stream.end();
    expect(await pieces).toEqual(["<html><body>hello</body></html>"]);
  });

  it("still streams: what a later turn writes goes on later, as written", async () => {
    const stream = joinedWrites();
    const pieces = collect(stream);
    stream.write(Buffer.from("shell "));
    stream.write(Buffer.from("ready"));
    await nextTurn();
    await nextTurn();
    stream.write(Buffer.from(" and the rest"));
    stream.end();
    expect(await pieces).toEqual(["shell ready", " and the rest"]);
  });

  it("sends a large page on without waiting for the turn to end, and loses no byte", async () => {
    const stream = joinedWrites();
    const pieces = collect(stream);
    const big = "x".repeat(2048);
    for (let index = 0; index < 40; index++) stream.write(Buffer.from(big));
    stream.end();
    const received = await pieces;
    expect(received.length).toBeGreaterThan(1);
    expect(received.join("")).toBe(big.repeat(40));
  });

  it("tells its owner when the writing ended", async () => {
    let ended = false;
    const stream = joinedWrites(() => {
      ended = true;
    });
    const pieces = collect(stream);
    stream.end(Buffer.from("done"));
    expect(await pieces).toEqual(["done"]);
    expect(ended).toBe(true);
  });
});
