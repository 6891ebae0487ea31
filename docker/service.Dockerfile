# One image per back-end service:
# `docker build --build-arg SERVICE=requests --build-arg BUILD_COMMIT=$(git rev-parse --short HEAD) -f docker/service.Dockerfile .`
# Node 24 strips TypeScript types natively, so the services run from source.
FROM node:24-alpine
ARG SERVICE
# The commit `/healthz` reports (issue 16: identifiable builds); the image has no git.
ARG BUILD_COMMIT=unknown
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY packages ./packages
COPY services ./services
RUN npm ci --omit=dev --ignore-scripts --workspace services/${SERVICE} --include-workspace-root=false \
 && npm cache clean --force
ENV SERVICE=${SERVICE} HOST=0.0.0.0 BUILD_COMMIT=${BUILD_COMMIT}
USER node
# V8 heap flags (issue 16 part 4: ≤ 200 MiB resident per service under load; the same as
# SERVICE_NODE_FLAGS in scripts/stack.ts, where the measurements are): a 2 × 8 MiB young
# generation instead of up to 2 × 64 MiB, and a 512 MiB heap limit, which also makes V8 grow the
# old generation by ~1.3× its live size between full collections rather than up to 4×.
# Issue 16 part 4, SERVICE_ENV in scripts/stack.ts: Node keeps the type-stripped sources in a
# compile cache, so a restarted container does not load the TypeScript stripper again (~25 MiB);
# MALLOC_ARENA_MAX only matters with glibc (this Alpine image uses musl, which ignores it).
ENV MALLOC_ARENA_MAX=2 NODE_COMPILE_CACHE=/tmp/node-compile-cache
CMD ["sh", "-c", "exec node --max-semi-space-size=8 --max-old-space-size=512 services/${SERVICE}/src/main.ts"]
