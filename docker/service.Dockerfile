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
CMD ["sh", "-c", "exec node services/${SERVICE}/src/main.ts"]
