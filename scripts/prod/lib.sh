# Shared by the scripts of scripts/prod/ (sourced, not run): where the local production stack
# keeps its settings, and how to call compose on it.
PROD_TOOLS=${PROD_TOOLS:-$PWD/.tools/prod}
export CONTAINERS_CONF=${CONTAINERS_CONF:-$PWD/scripts/prod/containers.conf}
# Go installed under /usr/local/go (as on this machine) is outside the default PATH.
[ -d /usr/local/go/bin ] && export PATH="$PATH:/usr/local/go/bin"
STACK_ENV=$PROD_TOOLS/stack.env
HEALTH_PID=$PROD_TOOLS/healthchecks.pid
mkdir -p "$PROD_TOOLS"

# compose ARGS…: podman-compose on docker-compose.yml with CI's override and the dev profile.
compose() {
  podman-compose --env-file "$STACK_ENV" -f docker-compose.yml -f docker-compose.ci.yml --profile dev "$@"
}

# The project's containers (names).
stack_containers() {
  podman ps -a --filter label=io.podman.compose.project=consulting-site --format '{{.Names}}'
}

# Podman runs health checks from systemd timers; without systemd (this machine) nobody runs
# them, so this loop does, every 5 s, for every container of the stack that has one.
start_health_checks() {
  stop_health_checks
  if [ -S /run/systemd/private ]; then return; fi
  (
    trap 'exit 0' TERM
    while true; do
      for name in $(podman ps --filter label=io.podman.compose.project=consulting-site --format '{{.Names}}'); do
        podman healthcheck run "$name" >/dev/null 2>&1 &
      done
      sleep 5
      wait
    done
  ) </dev/null >/dev/null 2>&1 &
  echo $! > "$HEALTH_PID"
}

stop_health_checks() {
  if [ -f "$HEALTH_PID" ]; then
    kill "$(cat "$HEALTH_PID")" 2>/dev/null || true
    rm -f "$HEALTH_PID"
  fi
}

# wait_healthy SECONDS: waits until every running container of the stack with a health check
# is healthy; prints the seconds it took, or fails listing the others.
wait_healthy() {
  local deadline=$(( $(date +%s) + $1 )) started=$(date +%s) pending
  while true; do
    pending=$(podman ps -a --filter label=io.podman.compose.project=consulting-site \
      --format '{{.Names}} {{.Status}}' | grep -v '(healthy)' || true)
    if [ -z "$pending" ]; then echo $(( $(date +%s) - started )); return 0; fi
    if [ "$(date +%s)" -ge "$deadline" ]; then
      echo "not healthy after $1 s:" >&2
      echo "$pending" >&2
      return 1
    fi
    sleep 2
  done
}
