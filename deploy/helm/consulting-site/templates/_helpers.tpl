{{/*
The nine components: the name each object and image carries, the key of its settings in
values.yaml (camelCase for hyphenated names, so `--set images.mfePublic.tag=…` needs no quoting),
and its kind: a back-end `service` (Node, uid 65532, MongoDB) or a front-end `bundle` (static
files on unprivileged nginx, uid 101).
*/}}
{{- define "cs.components" -}}
gateway: { key: gateway, kind: service }
identity: { key: identity, kind: service }
content: { key: content, kind: service }
requests: { key: requests, kind: service }
shell: { key: shell, kind: bundle }
mfe-public: { key: mfePublic, kind: bundle }
mfe-tracks: { key: mfeTracks, kind: bundle }
mfe-client: { key: mfeClient, kind: bundle }
mfe-admin: { key: mfeAdmin, kind: bundle }
{{- end -}}

{{/*
The Secret keys each back-end service reads, mounted as files under /run/secrets/ and named to
it by `<KEY>_FILE` (mongodb-password → MONGODB_PASSWORD_FILE). A service sees only its own keys.
Identity also reads token-previous-keys while secrets.tokenPreviousKeys is set (a key rotation's
overlap, docs/operations.md). Takes the root context.
*/}}
{{- define "cs.secretKeys" -}}
gateway: [mongodb-password, metrics-token]
identity: [mongodb-password, jwt-secret, internal-token, admin-password, smtp-url, token-signing-key{{ if .Values.secrets.tokenPreviousKeys }}, token-previous-keys{{ end }}]
content: [mongodb-password, jwt-secret, internal-token]
requests: [mongodb-password, jwt-secret, internal-token]
{{- end -}}

{{/* Prefix of every object's name: the release name, or fullnameOverride. */}}
{{- define "cs.prefix" -}}
{{- default .Release.Name .Values.fullnameOverride | trunc 40 | trimSuffix "-" -}}
{{- end -}}

{{/* Name of one component's objects: <prefix>-<component>. Takes (dict "root" $ "name" "gateway"). */}}
{{- define "cs.name" -}}
{{- printf "%s-%s" (include "cs.prefix" .root) .name -}}
{{- end -}}

{{/* In-cluster base URL of a component: http://<prefix>-<component>:8080. Takes (dict "root" $ "name" …). */}}
{{- define "cs.url" -}}
{{- printf "http://%s:8080" (include "cs.name" .) -}}
{{- end -}}

{{/*
The URL the gateway's upstream pool is given for a service: the ClusterIP Service, or with
upstreams.discovery=pods the headless `<name>-pods` Service whose DNS name lists every ready pod.
*/}}
{{- define "cs.upstreamUrl" -}}
{{- if eq .root.Values.upstreams.discovery "pods" -}}
{{- printf "http://%s-pods:8080" (include "cs.name" .) -}}
{{- else -}}
{{- include "cs.url" . -}}
{{- end -}}
{{- end -}}

{{/* Labels shared by every object of the release. */}}
{{- define "cs.releaseSelector" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "cs.releaseLabels" -}}
{{ include "cs.releaseSelector" . }}
app.kubernetes.io/part-of: consulting-site
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end -}}

{{/* Selector of one component's pods. Takes (dict "root" $ "name" …). */}}
{{- define "cs.selectorLabels" -}}
{{ include "cs.releaseSelector" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* Labels of one component's objects, with the image tag it runs as its version. */}}
{{- define "cs.labels" -}}
{{ include "cs.releaseLabels" .root }}
app.kubernetes.io/component: {{ .name }}
app.kubernetes.io/version: {{ include "cs.imageTag" . | trunc 63 | trimSuffix "-" | trimSuffix "." | trimSuffix "_" | quote }}
{{- end -}}

{{/* A component's entry in `images` (tag, digest). */}}
{{- define "cs.imageValues" -}}
{{- $c := get (include "cs.components" . | fromYaml) .name -}}
{{- toYaml (get .root.Values.images $c.key | default dict) -}}
{{- end -}}

{{/* The tag a component runs: images.<key>.tag, else global.imageTag, else the chart's appVersion. */}}
{{- define "cs.imageTag" -}}
{{- $image := include "cs.imageValues" . | fromYaml -}}
{{- $image.tag | default .root.Values.global.imageTag | default .root.Chart.AppVersion | toString -}}
{{- end -}}

{{/* <registry>/<name>:<tag>, with @<digest> when images.<key>.digest is set (the digest wins). */}}
{{- define "cs.image" -}}
{{- $image := include "cs.imageValues" . | fromYaml -}}
{{- $ref := printf "%s/%s:%s" .root.Values.global.registry .name (include "cs.imageTag" .) -}}
{{- if $image.digest -}}
{{- printf "%s@%s" $ref $image.digest -}}
{{- else -}}
{{- $ref -}}
{{- end -}}
{{- end -}}

{{/* Name of the Secret the services read: secrets.existingSecret, or the one this chart creates. */}}
{{- define "cs.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "cs.prefix" .)) -}}
{{- end -}}

{{/* The ServiceAccount every pod runs as. */}}
{{- define "cs.serviceAccountName" -}}
{{- if .Values.serviceAccount.create -}}
{{- .Values.serviceAccount.name | default (include "cs.prefix" .) -}}
{{- else -}}
{{- .Values.serviceAccount.name | default "default" -}}
{{- end -}}
{{- end -}}

{{/* A component's replica floor: autoscaling.minReplicas when it autoscales, else replicaCount. */}}
{{- define "cs.minReplicas" -}}
{{- $settings := .settings -}}
{{- if and $settings.autoscaling $settings.autoscaling.enabled -}}
{{- $settings.autoscaling.minReplicas | int -}}
{{- else -}}
{{- $settings.replicaCount | int -}}
{{- end -}}
{{- end -}}

{{/* The site's public origin; rendering fails without it. */}}
{{- define "cs.publicUrl" -}}
{{- required "publicUrl is required: the site's origin, e.g. https://www.example.com (mails, canonical links, sitemap)" .Values.publicUrl | trimSuffix "/" -}}
{{- end -}}

{{/*
Environment of a back-end service. Secrets are never in here: each arrives as a file under
/run/secrets/ named by `<KEY>_FILE`. Takes (dict "root" $ "name" …).
*/}}
{{- define "cs.serviceEnv" -}}
{{- $root := .root -}}
{{- $v := $root.Values -}}
- name: HOST
  value: 0.0.0.0
- name: PORT
  value: "8080"
- name: LOG_LEVEL
  value: {{ $v.logLevel | quote }}
- name: PUBLIC_URL
  value: {{ include "cs.publicUrl" $root | quote }}
- name: MONGODB_URI
  value: {{ required "mongodb.uri is required: the MongoDB connection string without credentials (see the README)" $v.mongodb.uri | quote }}
- name: MONGODB_USERNAME
  value: {{ required "mongodb.username is required" $v.mongodb.username | quote }}
{{- range (get (include "cs.secretKeys" .root | fromYaml) .name) }}
- name: {{ printf "%s_FILE" (. | upper | replace "-" "_") }}
  value: {{ printf "/run/secrets/%s" . }}
{{- end }}
{{- if eq .name "gateway" }}
- name: GATEWAY_DB_NAME
  value: {{ $v.gateway.dbName | quote }}
- name: TRUST_PROXY
  value: {{ $v.gateway.trustProxy | toString | quote }}
- name: IDENTITY_URL
  value: {{ include "cs.upstreamUrl" (dict "root" $root "name" "identity") }}
- name: CONTENT_URL
  value: {{ include "cs.upstreamUrl" (dict "root" $root "name" "content") }}
- name: REQUESTS_URL
  value: {{ include "cs.upstreamUrl" (dict "root" $root "name" "requests") }}
{{- $origins := dict }}
{{- range $bundle := list "shell" "mfe-public" "mfe-tracks" "mfe-client" "mfe-admin" }}
{{- $_ := set $origins (trimPrefix "mfe-" $bundle) (include "cs.url" (dict "root" $root "name" $bundle)) }}
{{- end }}
- name: FRONTEND_ORIGINS
  value: {{ toJson $origins | quote }}
{{- else }}
{{- if ne .name "identity" }}
- name: IDENTITY_URL
  value: {{ include "cs.url" (dict "root" $root "name" "identity") }}
{{- end }}
{{- end }}
{{- if eq .name "identity" }}
- name: CONTENT_URL
  value: {{ include "cs.url" (dict "root" $root "name" "content") }}
- name: REQUESTS_URL
  value: {{ include "cs.url" (dict "root" $root "name" "requests") }}
- name: ADMIN_EMAIL
  value: {{ required "identity.adminEmail is required: the first admin's email" $v.identity.adminEmail | quote }}
- name: MAIL_FROM
  value: {{ required "identity.mailFrom is required: the From address of the site's mail" $v.identity.mailFrom | quote }}
{{- with $v.identity.staffInbox }}
- name: STAFF_INBOX
  value: {{ . | quote }}
{{- end }}
{{- end }}
{{- with (get $v (get (include "cs.components" $root | fromYaml) .name).key).extraEnv }}
{{ toYaml . }}
{{- end }}
{{- end -}}

{{/*
A NetworkPolicy peer list: the release's pods of the named components, in the release's
namespace. Takes (dict "root" $ "names" (list "identity" …)).
*/}}
{{- define "cs.podsPeer" -}}
- podSelector:
    matchLabels:
      {{- include "cs.releaseSelector" .root | nindent 6 }}
    matchExpressions:
      - key: app.kubernetes.io/component
        operator: In
        values: {{ toJson .names }}
{{- end -}}
