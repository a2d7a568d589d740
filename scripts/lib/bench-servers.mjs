// The servers and the meter `npm run bench` (scripts/bench.mjs) compares the app with: a bare
// `node:http` server sending the bytes the app sent, express.static with and without
// pre-compression, and the CPU a process spent (from /proc). Apart so the script holds only
// its measurements.
import { execFileSync, fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { freePort, root } from "./server.mjs";

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/**
 * CPU time (user and system, ms) a process has used so far, from /proc/<pid>/stat.
 * @param {number} pid
 */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // After the command name in brackets: state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * The bytes and headers the app sends for a page, as they go over the wire (still gzipped).
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<{ body: Buffer; headers: Record<string, string> }>}
 */
export function rawResponse(url, headers) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        /** @type {Record<string, string>} */
        const kept = {};
        for (const name of ["content-type", "content-encoding", "cache-control", "vary"]) {
          const value = response.headers[name];
          if (typeof value === "string") kept[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers: kept });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** @param {Buffer} body @param {Record<string, string>} headers */
export async function startBare(body, headers) {
  const dir = mkdtempSync(path.join(tmpdir(), "wb50-bare-"));
  const file = path.join(dir, "body");
  writeFileSync(file, body);
  const port = await freePort();
  const child = fork(
    path.join(root, "scripts/lib/bare-server.mjs"),
    [file, String(port), JSON.stringify(headers)],
    {
      stdio: "ignore",
    },
  );
  await new Promise((resolve) => child.once("message", resolve));
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: /** @type {number} */ (child.pid),
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** @param {string} html */
export async function startStatic(html) {
  const dir = mkdtempSync(path.join(tmpdir(), "wb50-static-"));
  writeFileSync(path.join(dir, "index.html"), html);
  writeFileSync(path.join(dir, "index.html.gz"), gzipSync(html));
  const app = express();
  app.get("/precompressed.html", (_req, res) => {
    res.set({ "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" });
    res.sendFile(path.join(dir, "index.html.gz"));
  });
  app.use(compression());
  app.use(express.static(dir));
  const port = await freePort();
  const server = await new Promise((resolve) => {
    const listening = app.listen(port, "127.0.0.1", () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${port}/index.html`,
    precompressed: `http://127.0.0.1:${port}/precompressed.html`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve(undefined);
        });
      }),
  };
}
