# Lobby and its platform stand-in, as README "Deploying" runs them (one image, two commands; compose.yaml).
# Built in three stages: production dependencies, the site's build, and the runtime with only what it serves.
# The build reads SITE_URL and REALTIME_URL (canonical links, the prerendered pages' CSP): pass them as build args.

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# production dependencies only: no Playwright, Vitest, Lighthouse or the pinned `node` package in the image
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG SITE_URL=""
ARG REALTIME_URL=""
RUN SITE_URL="$SITE_URL" REALTIME_URL="$REALTIME_URL" npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY server ./server
COPY sandbox ./sandbox
COPY src ./src
COPY locales ./locales
RUN mkdir -p /app/.data && chown node:node /app/.data
# the image's unprivileged user
USER node
EXPOSE 4321
# the process lives (/healthz); readiness (/readyz) is for the load balancer
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4321)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node 24 runs the server's TypeScript directly; SIGTERM drains (server/lifecycle.ts)
CMD ["node", "server/main.ts"]
