# One image for every role of Reklamo (docs: README, "Production").
#
#   docker build -t reklamo .
#   docker run --init -p 3000:3000 -v reklamo-data:/data reklamo                     # all-in-one (npm start)
#   docker run --init -p 3000:3000 --env-file prod.env reklamo npm run start:api      # API role
#   docker run --init --env-file prod.env -e WORKER_PORT=9464 reklamo npm run start:worker   # worker role
#   docker run --init --env-file prod.env reklamo npm run -s cli -- migrate           # release step
#
# The build reaches only the npm registry: Postgres (for the all-in-one default), ffmpeg, the canvas
# binary, fonts, the espeak voice and the illustrations all come as npm packages.
FROM node:22-bookworm-slim

WORKDIR /app
COPY . .
# Dev dependencies too: tsx runs the TypeScript sources and Vite builds the web app.
RUN npm install --include=dev --no-audit --no-fund \
 && npm run build \
 && npm cache clean --force \
 && mkdir -p /data && chown node:node /data

ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
USER node
VOLUME /data
EXPOSE 3000 9464

# API roles answer /api/health on PORT; a worker answers /health on WORKER_PORT when it is set.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD node -e "const w=process.env.WORKER_PORT;fetch(w?'http://127.0.0.1:'+w+'/health':'http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

CMD ["node", "scripts/start.mjs"]
