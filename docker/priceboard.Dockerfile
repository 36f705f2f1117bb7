# The price board (market simulator and SignalR hub under /priceboard). Built from the repository root:
#   docker build -f docker/priceboard.Dockerfile .
# docker-compose.yml runs two behind the proxy; production points the proxy's PRICEBOARD_URL(S) at
# the brokerage's real price-board feed instead.

# ---- manifests: only package.json files and the lockfile, so the `npm ci` layer below is
# reused until a dependency changes rather than rebuilt on every source edit. Copying them one
# by one here would silently break when a workspace is added.
FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json .npmrc /manifests/

# ---- deps: the whole workspace install (esbuild, a dev dependency, bundles the service below).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV npm_config_update_notifier=false
COPY --from=manifests /manifests/ ./
# The lockfile is made on a machine whose registry lacks other platforms' optional binaries
# (@turbo/darwin-*, ...), so npm ci may call it out of sync for exactly those; npm install then
# installs the same locked tree plus whatever this platform needs.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

# ---- runtime
FROM deps AS runtime
COPY tsconfig.base.json ./
COPY shared ./shared
COPY services/priceboard ./services/priceboard
# Its TypeScript bundled into dist/ (scripts/lib/service-build.ts), run by plain node.
COPY scripts ./scripts
RUN cd services/priceboard && npm run build
# Nothing is kept on disk: the board comes from the API's seed (and Redis when shared).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5300
EXPOSE 5300
USER node
WORKDIR /app/services/priceboard
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5300)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]
