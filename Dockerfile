# Galli in one container: the server, the built web client and the demo world on first start.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY prisma ./prisma
COPY scripts ./scripts
COPY prisma.config.ts tsconfig*.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# This image runs the demo: DEMO_MODE=true on purpose (one-time codes listed at /dev/outbox, the
# fulfilment simulator). Production without it is demo-free; set DEMO_MODE=false to be sure.
# NODE_ENV=production refuses to start without a JWT_SECRET of your own (docker run -e JWT_SECRET=...).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/data DEMO_MODE=true
EXPOSE 3000
VOLUME ["/app/data"]
CMD ["npm", "start"]
