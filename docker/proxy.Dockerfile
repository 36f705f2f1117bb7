# The public origin: builds the four sites and serves them (and proxies /api to the API).
#   docker build -f docker/proxy.Dockerfile .

# ---- manifests: see docker/api.Dockerfile (keeps the npm ci layer cached).
FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
 && cp package-lock.json .npmrc /manifests/

FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV npm_config_update_notifier=false
COPY --from=manifests /manifests/ ./
# The lockfile is made on a machine whose registry lacks other platforms' optional binaries
# (@turbo/darwin-*, ...), so npm ci may call it out of sync for exactly those; npm install then
# installs the same locked tree plus whatever this platform needs.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund

# ---- build: each site's two builds (`npm run build`: dist-server/ for the proxy's server
# render, dist/ for the browser). Plain npm rather than turbo:
# there is no .git in the build context for turbo's hashing, and no cache to reuse anyway.
FROM deps AS build
COPY . .
RUN set -e; for site in sites/*/; do npm run build --workspace "$site"; done

# ---- runtime: the proxy's source, the shared code it imports, and the built sites only (the
# server builds import React, Mantine and the rest from the installed node_modules).
FROM deps AS runtime
COPY tsconfig.base.json ./
COPY shared ./shared
COPY proxy ./proxy
# Its TypeScript bundled into dist/ (scripts/lib/service-build.ts), run by plain node.
COPY scripts ./scripts
RUN cd proxy && npm run build
COPY --from=build /app/sites/corporate/dist ./sites/corporate/dist
COPY --from=build /app/sites/corporate/dist-server ./sites/corporate/dist-server
COPY --from=build /app/sites/analysis/dist ./sites/analysis/dist
COPY --from=build /app/sites/analysis/dist-server ./sites/analysis/dist-server
COPY --from=build /app/sites/recruitment/dist ./sites/recruitment/dist
COPY --from=build /app/sites/recruitment/dist-server ./sites/recruitment/dist-server
COPY --from=build /app/sites/onboarding/dist ./sites/onboarding/dist
COPY --from=build /app/sites/onboarding/dist-server ./sites/onboarding/dist-server
ENV NODE_ENV=production \
    PORT=8080 \
    PROXY_MODE=production \
    SITES_DIR=/app/sites
EXPOSE 8080
USER node
WORKDIR /app/proxy
HEALTHCHECK --interval=10s --timeout=5s --start-period=20s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.status<500?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]
