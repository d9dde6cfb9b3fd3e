# syntax=docker/dockerfile:1
#
# Nivedya: the API and the built web app in one image (docs/operations.md, "Containers").
#   docker build -t nivedya .
#   docker run -p 3000:3000 -e NODE_ENV=production -e DATABASE_URL=… -e APP_SECRET=… -e PAYMENT_GATEWAY=razorpay … nivedya
#
# The image has its own Node (the same version package.json pins as node-linux-*), so the project's
# node-<os>-<cpu> packages are left out of the runtime stage.
ARG NODE_IMAGE=node:22.23.3-bookworm-slim

# ---- build: every dependency, then the web app into apps/web/dist ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Only the manifests first, so the npm ci layer is reused until a dependency changes. npm ci needs the
# manifest of every workspace named in package-lock.json, even those the image does not run.
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY docs/package.json docs/
COPY scripts/api-types/package.json scripts/api-types/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/web apps/web
# The web app's build-time settings (docs/operations.md "Native apps"); empty: the defaults.
ARG VITE_PRODUCT_NAME=""
ARG VITE_PLAY_STORE_URL=""
ARG VITE_APP_STORE_URL=""
RUN npm run build

# ---- deps: the server's production dependencies only ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY docs/package.json docs/
COPY scripts/api-types/package.json scripts/api-types/
# --workspace apps/server: the server's dependencies (with @nivedya/domain's), not the web app's, which
# live in apps/web/dist already built. Optional dependencies stay: sharp's and @node-rs/argon2's
# prebuilt binaries for this platform are optional packages (@img/sharp-linux-x64,
# @node-rs/argon2-linux-x64-gnu …), so --omit=optional would break image uploads and logins. The
# project's own Node (node-linux-*) is the one optional package dropped: the image has Node already.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund \
 && rm -rf node_modules/node-linux-* node_modules/node-darwin-* node_modules/.bin/node

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
# npm and corepack are not needed to run the server (CMD starts node itself).
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack \
 && mkdir -p /app/data && chown node:node /app/data
WORKDIR /app
# Owned by root and read-only to the server; only DATA_DIR is the node user's (the embedded database
# and a generated APP_SECRET live there when DATABASE_URL is unset; with PostgreSQL nothing is written).
COPY package.json ./
COPY --from=deps /app/node_modules node_modules
COPY packages/domain/package.json packages/domain/
COPY packages/domain/src packages/domain/src
COPY apps/server/package.json apps/server/
COPY apps/server/src apps/server/src
COPY --from=build /app/apps/web/dist apps/web/dist
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
USER node
EXPOSE 3000
# Liveness only (the process serves); the load balancer checks /api/health/ready itself.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop) closes the server gracefully within 10 s (apps/server/src/server.ts).
CMD ["node", "apps/server/src/server.ts"]
