# One image for every role. By default it runs the single-node portal (embedded PostgreSQL under
# .data/, every service and both apps on port 3000); docker-compose.yml overrides the command to run
# migrate, command-service, query-service and projections as separate processes.
FROM node:20-bookworm-slim

WORKDIR /app
# The official image's unprivileged "node" user owns the app; nothing here needs root at run time.
RUN chown node:node /app
USER node

# Manifests first, so the dependency layer is rebuilt only when a package.json or the lock changes.
# npm ci needs every workspace's package.json to reproduce the lock file's tree.
COPY --chown=node:node package.json package-lock.json .npmrc ./
COPY --chown=node:node contracts/package.json contracts/
COPY --chown=node:node platform/package.json platform/
COPY --chown=node:node projections/package.json projections/
COPY --chown=node:node command-service/package.json command-service/
COPY --chown=node:node query-service/package.json query-service/
COPY --chown=node:node customer-app/package.json customer-app/
COPY --chown=node:node admin-app/package.json admin-app/
COPY --chown=node:node portal/package.json portal/
COPY --chown=node:node e2e/package.json e2e/
COPY --chown=node:node bench/package.json bench/
# Dev dependencies are kept on purpose: the services run TypeScript through tsx, and Vite builds the
# apps below. NODE_ENV is therefore set by whoever runs the image (compose sets production), not here.
RUN npm ci

COPY --chown=node:node . .
# The static apps are built into the image; query-service (or the single-node portal) serves them.
# .data/ is created now so a volume mounted there (docker run -v portal-data:/app/.data) inherits the
# node user's ownership. No VOLUME line: compose's services use the shared PostgreSQL instead, and
# would otherwise each get an unused anonymous volume.
RUN npm run build:apps && mkdir -p .data

EXPOSE 3000
CMD ["npx", "tsx", "portal/src/cli.ts", "start"]
