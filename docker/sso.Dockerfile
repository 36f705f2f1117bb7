# The SSO stand-in (oidc-provider under /sso). Built from the repository root:
#   docker build -f docker/sso.Dockerfile .
# docker-compose.yml runs it behind the proxy; production points SSO_UPSTREAM, SSO_ISSUER and
# SSO_INTERNAL_URL at the brokerage's real SSO instead.

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
COPY services/sso ./services/sso
# Its TypeScript bundled into dist/ (scripts/lib/service-build.ts), run by plain node.
COPY scripts ./scripts
RUN cd services/sso && npm run build
# Keys, accounts, sessions and grants live in DATA_DIR/sso (a volume), so a restart logs nobody
# out; the directory belongs to the unprivileged user the server runs as.
RUN mkdir -p /data && chown node:node /data
# argon2's mimalloc gives each hash's 19 MiB back when freed (scripts/lib/services.ts nodeEnv).
ENV NODE_ENV=production \
    MIMALLOC_PURGE_DELAY=0 \
    SSO_HOST=0.0.0.0 \
    SSO_PORT=5200 \
    DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 5200
USER node
WORKDIR /app/services/sso
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.SSO_PORT||5200)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]
