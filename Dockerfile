# Production image: builds the storefront and the API, then runs the compiled API on Node 20.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
COPY packages/rules/package.json packages/rules/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
EXPOSE 3000
# Dev dependencies (tsx among them) are pruned above: the npm scripts meant for this image run compiled
# code — `npm run media:sync [-- /folder]` is `node api/dist/cli/media-sync.js`.
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
