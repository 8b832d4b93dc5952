"""What a run has done: progress, failures, attempts, tokens and cost per model x strategy,
and the throughput and errors of each endpoint.

Per model x strategy, tokens, cost and attempts count each item's request, so strategies
compare on what they need; a request shared by two items (identical prompts) is paid once,
which the ``total`` row per model shows; its counts of items (done, pending, errors) add the
rows up. ``retries`` are the attempts beyond the first.
Per endpoint (models with a ``base_url``): attempts, replies, errors by kind, mean latency of
the replies, and replies per second over the time the endpoint was in use in each run.
After a run that ends with failed requests, :func:`failure_summary` says what failed, where
and why, so the run can exit non-zero with a message a user can act on.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from typing import Any

from ape.postprocess import API_ERROR, FAILURE_CLASSES, REPLY_FAILURES
from ape.store import DONE, Store

# Failures of the request (no finished reply): never scored as post-edits (analysis reads
# this from here, the public status module).
UNSCORED_FAILURES = REPLY_FAILURES


def _prices(store: Store) -> dict[str, tuple[float | None, float | None]]:
    config = store.get_meta("config") or {}
    return {m["name"]: (m.get("price_input_per_1k"), m.get("price_output_per_1k"))
            for m in config.get("models", [])}


def _cost(prices: tuple[float | None, float | None], tokens_in: int, tokens_out: int) \
        -> float | None:
    price_in, price_out = prices
    if price_in is None and price_out is None:
        return None
    return (tokens_in * (price_in or 0.0) + tokens_out * (price_out or 0.0)) / 1000


def summarize(store: Store) -> list[dict[str, Any]]:
    """One dict per model x strategy (and a ``total`` per model over unique requests)."""
    prices = _prices(store)
    groups: dict[tuple[str, str], dict[str, Any]] = defaultdict(_empty_group)
    for row in store.rows():
        group = groups[(row["model"], row["strategy"])]
        _add(group, row["status"], row["failure"], row)
    totals: dict[str, dict[str, Any]] = defaultdict(_empty_group)
    for row in store.unique_requests():
        _add(totals[row["model"]], row["status"], row["failure"], row)
    # Counts of items add the rows up (a run stopped mid-way shows its pending items here
    # too); attempts, tokens, cost and latency stay per request, paid once.
    for model, total in totals.items():
        rows = [g for (m, _), g in groups.items() if m == model]
        for name in ("items", "done", "pending", "failed", "api_errors"):
            total[name] = sum(g[name] for g in rows)
        total["failures"] = sum((g["failures"] for g in rows), Counter())
    out = []
    for (model, strategy), group in sorted(groups.items()):
        out.append(_finish(model, strategy, group, prices.get(model, (None, None))))
    for model, group in sorted(totals.items()):
        out.append(_finish(model, "total", group, prices.get(model, (None, None))))
    return out


def _empty_group() -> dict[str, Any]:
    return {"items": 0, "done": 0, "pending": 0, "failed": 0, "api_errors": 0,
            "failures": Counter(),
            "attempts": 0, "retries": 0, "input_tokens": 0, "output_tokens": 0,
            "estimated": 0, "latency": []}


def _add(group: dict[str, Any], status: str, failure: str | None, row: dict[str, Any]) -> None:
    group["items"] += 1
    if status == "pending":
        group["pending"] += 1
        return
    attempts = row.get("attempts") or 0
    group["attempts"] += attempts
    group["retries"] += max(attempts - 1, 0)
    if status == DONE and failure != API_ERROR:
        group["done"] += 1
    else:  # failed, or a reply without text that older stores kept as done
        group["failed"] += 1
    if failure == API_ERROR:
        group["api_errors"] += 1
    if failure:
        group["failures"][failure] += 1
    group["input_tokens"] += row["input_tokens"] or 0
    group["output_tokens"] += row["output_tokens"] or 0
    group["estimated"] += 1 if row["tokens_estimated"] else 0
    if row["latency_s"] is not None:
        group["latency"].append(row["latency_s"])


def _finish(model: str, strategy: str, group: dict[str, Any],
            prices: tuple[float | None, float | None]) -> dict[str, Any]:
    answered = group["items"] - group["pending"]
    latency = group.pop("latency")
    failures = group.pop("failures")
    return {
        "model": model, "strategy": strategy, **group,
        "failure_rate": round(sum(failures.values()) / answered, 4) if answered else None,
        "failures": {name: failures[name] for name in FAILURE_CLASSES if failures[name]},
        "cost": _cost(prices, group["input_tokens"], group["output_tokens"]),
        "mean_latency_s": round(sum(latency) / len(latency), 4) if latency else None,
    }


# Error kinds of an endpoint that answers nothing: it refuses (429) or cannot be reached.
REFUSALS = frozenset({"rate_limit", "connection"})


def endpoint_summary(store: Store) -> list[dict[str, Any]]:
    """One dict per model x endpoint: attempts, replies, errors (and by kind), mean latency
    of the replies and replies per second over the endpoint's time in use, run by run (from
    the first to the last attempt it did not refuse: a stretch of 429s or refused connections
    before or after the replies does not dilute the rate)."""
    groups: dict[tuple[str, str], dict[str, Any]] = {}
    spans: dict[tuple[str, str, int], list[float]] = {}
    for row in store.endpoint_attempts():
        key = (row["entry"] or "?", row["endpoint"])
        group = groups.setdefault(key, {"attempts": 0, "replies": 0, "errors": 0,
                                        "kinds": Counter(), "latency": []})
        group["attempts"] += 1
        if row["error"] is None:
            group["replies"] += 1
            group["latency"].append(row["latency_s"] or 0.0)
        else:
            group["errors"] += 1
            group["kinds"][row["error_kind"] or "other"] += 1
        if row["error_kind"] in REFUSALS:
            continue  # time spent only refusing is not time the endpoint served
        end = row["started"] + (row["latency_s"] or 0.0)
        span = spans.setdefault((*key, row["run"] or 0), [row["started"], end])
        span[0], span[1] = min(span[0], row["started"]), max(span[1], end)
    out = []
    for (model, endpoint), group in sorted(groups.items()):
        active = sum(b - a for (m, e, _), (a, b) in spans.items() if (m, e) == (model, endpoint))
        latency = group["latency"]
        out.append({
            "model": model, "endpoint": endpoint, "attempts": group["attempts"],
            "replies": group["replies"], "errors": group["errors"],
            "error_kinds": dict(sorted(group["kinds"].items())),
            "mean_latency_s": round(sum(latency) / len(latency), 4) if latency else None,
            "requests_per_s": round(group["replies"] / active, 2) if active > 0 else None,
        })
    return out


def _aligned(lines: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in lines) for i in range(len(lines[0]))]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip()
                     for r in lines)


def format_table(summary: list[dict[str, Any]],
                 endpoints: list[dict[str, Any]] | None = None) -> str:
    """The summary as an aligned text table (tokens marked ~ where any were estimated), and
    the endpoint table below it when there is one."""
    header = ["model", "strategy", "done", "pending", "failed", "fail%", "attempts",
              "retries", "in_tok", "out_tok", "cost", "latency_s", "failures"]
    lines = [header]
    for row in summary:
        mark = "~" if row["estimated"] else ""
        lines.append([
            row["model"], row["strategy"], f"{row['done']}/{row['items']}", str(row["pending"]),
            str(row["failed"]),
            "-" if row["failure_rate"] is None else f"{100 * row['failure_rate']:.1f}",
            str(row["attempts"]), str(row["retries"]),
            f"{mark}{row['input_tokens']}", f"{mark}{row['output_tokens']}",
            "-" if row["cost"] is None else f"{row['cost']:.4f}",
            "-" if row["mean_latency_s"] is None else f"{row['mean_latency_s']:.3f}",
            " ".join(f"{k}={v}" for k, v in row["failures"].items()) or "-",
        ])
    text = _aligned(lines)
    if endpoints:
        rows = [["model", "endpoint", "attempts", "replies", "errors", "req/s", "latency_s",
                 "error_kinds"]]
        for row in endpoints:
            rows.append([
                row["model"], row["endpoint"], str(row["attempts"]), str(row["replies"]),
                str(row["errors"]),
                "-" if row["requests_per_s"] is None else f"{row['requests_per_s']:.2f}",
                "-" if row["mean_latency_s"] is None else f"{row['mean_latency_s']:.3f}",
                " ".join(f"{k}={v}" for k, v in row["error_kinds"].items()) or "-",
            ])
        text += "\n\n" + _aligned(rows)
    return text


# How each error kind reads in the failure summary.
KIND_LABELS = {
    "connection": "connection refused or dropped",
    "server": "server error (5xx or a malformed reply)",
    "timeout": "timeout",
    "rate_limit": "rate limiting (HTTP 429)",
    "permanent": "refused by the server (not retried)",
    "auth": "credentials refused (HTTP 401/403; the model's other requests were not sent)",
    "api_error": "no reply",
    "content_filter": "filtered by the provider (finish_reason content_filter; not retried)",
    "empty_reply": "empty reply (no text; retried)",
    "truncated": "cut off at max_tokens (finish_reason length; raise max_tokens)",
    "unfinished": "stopped for another reason than a stop (not retried)",
    "transient": "other retryable error",
    "error": "error",
}


def _kind_of(row: dict[str, Any]) -> str:
    if row.get("failure") in REPLY_FAILURES and row["failure"] != API_ERROR:
        return str(row["failure"])  # a reply came, but not a finished one
    if row["error_kind"]:
        return str(row["error_kind"])
    error = row["error"] or ""
    # Backends without endpoints record no attempts: the error's type says enough.
    return "permanent" if error.startswith("PermanentError") else "transient" \
        if error.startswith("TransientError") else "error"


def failure_summary(store: Store) -> dict[str, Any]:
    """The requests that ended failed: how many, by error kind (with the first message of
    each kind) and per model x endpoint (``-`` for backends without endpoints)."""
    kinds: Counter[str] = Counter()
    first: dict[str, str] = {}
    endpoints: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for row in store.failed_requests():
        kind = _kind_of(row)
        kinds[kind] += 1
        first.setdefault(kind, row["error"] or "(no message)")
        endpoints[(row["model"], row["endpoint"] or "-")][kind] += 1
    return {
        "failed": sum(kinds.values()), "requests": store.request_count(),
        "kinds": [{"kind": k, "failed": n, "first_message": first[k]}
                  for k, n in kinds.most_common()],
        "endpoints": [{"model": m, "endpoint": e, "failed": sum(c.values()),
                       "kinds": dict(sorted(c.items()))}
                      for (m, e), c in sorted(endpoints.items())],
    }


def format_failure_summary(summary: dict[str, Any], rerun: str) -> str:
    """The failure summary as lines for stderr, ending with how to retry the failed requests
    (``rerun``: the command that does it)."""
    lines = [f"{summary['failed']} of {summary['requests']} requests failed:"]
    for kind in summary["kinds"]:
        label = KIND_LABELS.get(kind["kind"], kind["kind"])
        lines.append(f"  {kind['failed']} {label}; first message: {kind['first_message']}")
    lines.append("per endpoint:")
    for row in summary["endpoints"]:
        kinds = " ".join(f"{k}={v}" for k, v in row["kinds"].items())
        lines.append(f"  {row['model']} {row['endpoint']}: {row['failed']} failed ({kinds})")
    lines.append(f"run again to retry them ({rerun}; finished requests are not asked again)")
    return "\n".join(lines)
