# The eKYC vendor stand-in (document and face checks, docs/ekyc.md "Vendor port"). Built from the
# repository root:
#   docker build -f docker/ekyc-vendor.Dockerfile .
# docker-compose.yml runs one on the private network; production points the API's
# EKYC_VENDOR_URL at the real vendor's adapter instead.

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
COPY services/ekyc-vendor ./services/ekyc-vendor
# Its TypeScript bundled into dist/ (scripts/lib/service-build.ts), run by plain node.
COPY scripts ./scripts
RUN cd services/ekyc-vendor && npm run build
# Stateless: every check is answered from the upload alone. The face model ships in
# node_modules (@vladmandic/face-api), ffmpeg in @ffmpeg-installer: nothing is fetched at run time.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5400
EXPOSE 5400
USER node
WORKDIR /app/services/ekyc-vendor
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||5400)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]
