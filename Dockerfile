# syntax=docker/dockerfile:1
# Multi-stage image: the build stage has the dev tools, the runtime stage only the production
# dependencies, the build output, the migrations, the server's entry files and the operator's
# scripts (backup, restore, create-coach). tests/http/runtime-layout.test.ts rebuilds the runtime
# stage's files from the COPY lines below and runs those scripts in it.
# Node 22 LTS in the image (Node 20 ended in April 2026); the code also runs on Node 20.19+,
# which `engines` allows for the development machines (decision 0056).

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/server/index.js /app/server/build-if-needed.js /app/server/backup.js /app/server/create-coach.js ./server/
COPY --from=build /app/scripts/backup.mjs /app/scripts/restore.mjs ./scripts/
# ffmpeg makes the coach's phone clips play everywhere (H.264/AAC MP4, a poster; decision 0059);
# prlimit (util-linux, already in the image) bounds it.
RUN apt-get update \
    && apt-get install -y --no-install-recommends ffmpeg \
    && rm -rf /var/lib/apt/lists/*
# The embedded database and generated secrets live in /data; mount a volume there (or set
# DATABASE_URL and SESSION_SECRET and keep the container stateless).
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/index.js"]
