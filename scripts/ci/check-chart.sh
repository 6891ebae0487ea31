#!/usr/bin/env bash
# Checks the Helm chart deploy/helm/consulting-site with the dummy values of
# deploy/helm/ci-values.yaml:
#   1. helm lint --strict, and rendering fails without the required values;
#   2. every rendered object is valid against the Kubernetes 1.31 API schemas (kubernetes-validate);
#   3. checkov's Kubernetes policies find nothing (skips are annotated in the chart, with reasons).
# Installs what is missing: helm (go install, into HELM_BIN_DIR, default /usr/local/bin),
# kubernetes-validate and checkov (pip). Run from anywhere, as root on a Debian machine.
# Prints one summary line per tool; exits non-zero on the first failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

chart=deploy/helm/consulting-site
values=deploy/helm/ci-values.yaml
namespace=consulting-site
kube_version=1.31.0
helm_version=v3.16.4
helm_bin_dir=${HELM_BIN_DIR:-/usr/local/bin}
export PATH="$helm_bin_dir:/usr/local/go/bin:$PATH"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Helm 3 from the Go module proxy, built once into helm_bin_dir (the build takes minutes). The
# ldflags are those of Helm's own release build: without them `helm version` says "v3.16" and
# `helm template` assumes Kubernetes 1.20, below the chart's kubeVersion. Such a helm is rebuilt.
if ! helm version --template '{{.Version}}' 2>/dev/null | grep -Eq '^v3\.[0-9]+\.[0-9]+'; then
  command -v go >/dev/null || { echo "chart: helm is missing and there is no Go toolchain to build it" >&2; exit 1; }
  echo "chart: building helm $helm_version into $helm_bin_dir (go install) …"
  mkdir -p "$helm_bin_dir"
  ldflags="-s -w -X helm.sh/helm/v3/internal/version.version=$helm_version"
  for pkg in helm.sh/helm/v3/pkg/lint/rules helm.sh/helm/v3/pkg/chartutil; do
    ldflags+=" -X $pkg.k8sVersionMajor=${kube_version%%.*} -X $pkg.k8sVersionMinor=$(cut -d. -f2 <<<"$kube_version")"
  done
  (cd "$work" && GOFLAGS=-mod=mod GOBIN="$helm_bin_dir" go install -ldflags "$ldflags" "helm.sh/helm/v3/cmd/helm@$helm_version")
fi
pip_install() {
  python3 -m pip install -q "$@" 2>/dev/null || python3 -m pip install -q --break-system-packages "$@"
}
command -v kubernetes-validate >/dev/null || pip_install 'kubernetes-validate==1.37.0'
command -v checkov >/dev/null || pip_install 'checkov==3.3.30'

# 1. Lint, and make sure the chart refuses to render without its required values.
if ! helm lint "$chart" -f "$values" --strict >"$work/lint.log" 2>&1; then
  cat "$work/lint.log" >&2
  echo "chart: helm lint failed" >&2
  exit 1
fi
if helm template ci "$chart" >/dev/null 2>"$work/required.log"; then
  echo "chart: rendering without values succeeded; publicUrl and the secrets must be required" >&2
  exit 1
fi
grep -q 'is required' "$work/required.log" || { cat "$work/required.log" >&2; exit 1; }
echo "chart: helm lint ok ($(helm version --short)); rendering without the required values fails as it should"

# 2. Schema validation of every rendered object.
helm template ci "$chart" -f "$values" --namespace "$namespace" --kube-version "$kube_version" >"$work/rendered.yaml"
if ! kubernetes-validate --kubernetes-version "$kube_version" --strict "$work/rendered.yaml" >"$work/validate.log" 2>&1; then
  cat "$work/validate.log" >&2
  echo "chart: kubernetes-validate failed" >&2
  exit 1
fi
documents=$(grep -c '^---' "$work/rendered.yaml")
valid=$(grep -c 'passed for resource' "$work/validate.log" || true)
if [ "$valid" -ne "$documents" ]; then
  cat "$work/validate.log" >&2
  echo "chart: kubernetes-validate passed $valid of $documents documents" >&2
  exit 1
fi
echo "chart: kubernetes-validate $valid documents valid (Kubernetes $kube_version, strict)"

# 3. checkov renders the chart itself (helm template --values ci-values.yaml); HELM_NAMESPACE makes
# that render, and checkov's default-namespace check, use the release's namespace.
HELM_NAMESPACE="$namespace" checkov -d "$chart" --framework helm --var-file "$values" \
  --skip-download -o json --output-file-path "$work" >/dev/null 2>"$work/checkov.err" || true
report="$work/results_json.json"
if [ ! -s "$report" ]; then
  cat "$work/checkov.err" >&2
  echo "chart: checkov produced no report" >&2
  exit 1
fi
python3 - "$report" <<'PY'
import json, sys

data = json.load(open(sys.argv[1]))
reports = data if isinstance(data, list) else [data]
passed = failed = skipped = 0
for report in reports:
    if report.get("check_type") != "helm":
        continue
    summary = report["summary"]
    passed += summary["passed"]
    failed += summary["failed"]
    skipped += summary["skipped"]
    for check in report["results"].get("failed_checks", []):
        print(f"  FAILED {check['check_id']} {check['check_name']}: {check['resource']}", file=sys.stderr)
if passed == 0:
    print("chart: checkov ran no helm check (is helm on the PATH?)", file=sys.stderr)
    sys.exit(1)
print(f"chart: checkov passed {passed}, failed {failed}, skipped {skipped}")
sys.exit(1 if failed else 0)
PY
