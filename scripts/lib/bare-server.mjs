// The limit the benchmark compares with: a bare `node:http` server, in a process of its own,
// answering every request with the same bytes and headers from memory.
// Usage: node scripts/lib/bare-server.mjs <body file> <port> <headers as JSON>
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file = "", port = "0", headers = "{}"] = process.argv.slice(2);
const body = readFileSync(file);
const head = JSON.parse(headers);
createServer((_request, response) => {
  response.writeHead(200, head);
  response.end(body);
}).listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
