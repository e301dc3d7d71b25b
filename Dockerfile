# syntax=docker/dockerfile:1
# Vibe Studio as a container image: deps → build → runtime (README "Run as a service (Docker compose)").
# The runtime runs as the unprivileged `node` user, serves the app (BFF + product API in one
# process) on port 3000, and keeps its own files in /data.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- deps: the locked dependencies, development ones included (the build needs them) ----------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# --- build: `npm run build` (next build + the source stamp), then drop development dependencies -
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime -----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# Chromium renders the prototype exports (design-tool SVG, PNG) and report PDFs; the Noto CJK
# fonts draw Chinese text in them. Build with --build-arg WITH_CHROMIUM=0 for a smaller image
# without those exports (they then answer "export failed").
ARG WITH_CHROMIUM=1
RUN if [ "$WITH_CHROMIUM" = "1" ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends chromium fonts-noto-cjk \
      && rm -rf /var/lib/apt/lists/*; \
    fi

# NEXT_MANUAL_SIG_HANDLE: the app takes SIGTERM over from Next.js, as under `npm start`: running
# rounds finish (SHUTDOWN_GRACE_MS) or stop keeping their output before it exits.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium \
    NEXT_MANUAL_SIG_HANDLE=1

WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data && chmod 700 /data
VOLUME ["/data"]

USER node
EXPOSE 3000

HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# What `npm start` runs for the app (scripts/start.mjs), without what a container does not want
# from it: no rebuild check (the image is built), no built-in development identity provider (set
# OIDC_ISSUER), no supervisor (the container's restart policy restarts it).
CMD ["node", "--max-semi-space-size=64", "node_modules/next/dist/bin/next", "start", "-H", "0.0.0.0", "-p", "3000"]
