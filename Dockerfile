# syntax=docker/dockerfile:1
#
# tipbox-backoffice: the Remix back-office with its embedded /api/v1 platform.
# See docs/operations.md for building, running and deploying this image.

# --- deps: every dependency, needed to build ---------------------------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci's postinstall applies patches/ (patch-package, ADR 0049).
COPY patches ./patches
RUN npm ci

# --- build: Remix bundle, browser assets, HTTP server and migration runner ---
FROM deps AS build
WORKDIR /app
COPY . .
# Produces build/index.js, public/build/, build/server.js, build/migrate.js and
# build/pgdata-template (the migrated database a first start copies) and build/demo-pictures
# (the demo menus' pictures, drawn once: ADR 0069).
RUN npm run build

# --- prod-deps: runtime dependencies only ------------------------------------
FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev

# --- runtime ------------------------------------------------------------------
# No DEMO here: demo data and the developer pages are for `npm start` on a laptop.
FROM node:22-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app

RUN groupadd --system --gid 1001 app \
 && useradd --system --uid 1001 --gid app --no-create-home --shell /usr/sbin/nologin app

COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY --from=build /app/locales ./locales
COPY --from=build /app/platform/db/migrations ./platform/db/migrations
COPY --from=build /app/package.json ./package.json

# The embedded PGlite database and generated secrets live here; the application code
# stays owned by root and read-only for the app user.
RUN mkdir -p /data && chown app:app /data

USER app
EXPOSE 3000

# Slim images have no curl: ask node's built-in fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# A larger young generation: a page allocates a few MB, and at the default 16 MB the
# scavenger ran every few pages (docs/decisions/0055).
CMD ["node", "--max-semi-space-size=32", "build/server.js"]
