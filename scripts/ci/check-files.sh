#!/usr/bin/env bash
# checkov on the image and compose files: docker/Dockerfile by its Dockerfile policies, and every
# compose file and the Dockerfile for secrets written into them. 0 failed checks, or exit 1 with
# the findings; a skip carries its reason inline (`# checkov:skip=ID: reason`).
set -euo pipefail
cd "$(dirname "$0")/../.."
report=$(mktemp -d)
trap 'rm -rf "$report"' EXIT
checkov --skip-download --compact --quiet -o json --output-file-path "$report" \
  -d docker --framework dockerfile secrets >/dev/null 2>"$report/err" || true
checkov --skip-download --compact --quiet -o json --output-file-path "$report/compose" \
  -f docker-compose.yml -f docker-compose.ci.yml -f docker-compose.replica-set.yml --framework secrets \
  >/dev/null 2>>"$report/err" || true
python3 - "$report" <<'PY'
import json, pathlib, sys
total = {"passed": 0, "failed": 0, "skipped": 0}
failures = []
for path in pathlib.Path(sys.argv[1]).rglob("results_json.json"):
    data = json.loads(path.read_text())
    for run in data if isinstance(data, list) else [data]:
        if not isinstance(run, dict) or "summary" not in run:
            continue
        for key in total:
            total[key] += run["summary"].get(key, 0)
        for check in run.get("results", {}).get("failed_checks", []):
            failures.append(f'{check["check_id"]} {check["file_path"]}:{check["file_line_range"]} {check["check_name"]}')
print(f'files: checkov passed {total["passed"]}, failed {total["failed"]}, skipped {total["skipped"]}')
for failure in failures:
    print(f"  FAILED {failure}", file=sys.stderr)
sys.exit(1 if failures else 0)
PY
