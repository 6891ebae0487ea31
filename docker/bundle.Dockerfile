# One static image per front-end bundle:
# `docker build --build-arg BUNDLE=mfe-tracks --build-arg BUILD_COMMIT=$(git rev-parse --short HEAD) -f docker/bundle.Dockerfile .`
FROM node:24-alpine AS build
ARG BUNDLE
# The commit the bundle's mf-manifest.json names (issue 16: identifiable builds); the image has no git.
ARG BUILD_COMMIT=unknown
WORKDIR /src
COPY . .
RUN npm ci --ignore-scripts && npm run build -w ${BUNDLE}

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG BUNDLE
ARG MOUNT=/
COPY docker/bundle.nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /src/${BUNDLE}/dist /usr/share/nginx/html${MOUNT}
