"""Benchmark results as an aligned text table, and confusion matrices as CSV and PNG.

matplotlib (Agg backend) is imported only when a PNG is written.
"""

from __future__ import annotations

import csv
import io
from collections import Counter
from pathlib import Path

from analysis.discourse_bench.measures import UNPARSED
from analysis.discourse_bench.scoring import BenchResult, is_count
from ddp.common import write_atomic

__all__ = ["format_table", "confusion_labels", "confusion_csv", "write_confusion"]

MAX_METRIC_COLUMNS = 8


def _cell(metric: str, stats: dict[str, float | None] | None) -> str:
    if stats is None or stats["mean"] is None:
        return "-"
    if is_count(metric):
        text = f"{stats['mean']:.1f}" if stats["mean"] % 1 else f"{stats['mean']:.0f}"
    else:
        text = f"{stats['mean']:.2f}"
    if stats["std"] is not None and not is_count(metric):
        text += f" ± {stats['std']:.2f}"
    return text


def format_table(result: BenchResult) -> str:
    """Groups as rows and metrics as columns (transposed when there are many metrics and
    fewer groups, e.g. per-dataset accuracies); with several runs each cell is "mean ± std".
    """
    summary = result.summary()
    groups, metrics = result.group_names(), result.metric_names()
    header = [result.task.key, *metrics]
    rows = [[group, *(_cell(m, summary[group].get(m)) for m in metrics)] for group in groups]
    if len(metrics) > MAX_METRIC_COLUMNS and len(metrics) > len(groups):
        header = ["metric", *groups]
        rows = [[m, *(_cell(m, summary[g].get(m)) for g in groups)] for m in metrics]
    widths = [max(len(str(r[k])) for r in [header, *rows]) for k in range(len(header))]
    lines = ["  ".join(h.ljust(w) if k == 0 else h.rjust(w)
                       for k, (h, w) in enumerate(zip(header, widths, strict=True)))]
    lines.append("  ".join("-" * w for w in widths))
    for row in rows:
        lines.append("  ".join(c.ljust(w) if k == 0 else c.rjust(w)
                               for k, (c, w) in enumerate(zip(row, widths, strict=True))))
    if len(result.runs) > 1:
        lines.append(f"(mean ± sample std over {len(result.runs)} runs)")
    return "\n".join(lines)


def confusion_labels(counts: Counter[tuple[str, str]]) -> list[str]:
    """Labels in sorted order, the unparsed column last."""
    labels = sorted({g for g, _ in counts} | {p for _, p in counts} - {UNPARSED})
    if any(p == UNPARSED for _, p in counts):
        labels.append(UNPARSED)
    return labels


def confusion_csv(counts: Counter[tuple[str, str]]) -> str:
    """Rows are gold labels, columns predicted labels."""
    labels = confusion_labels(counts)
    gold_labels = [label for label in labels if label != UNPARSED]
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["gold\\predicted", *labels])
    for gold in gold_labels:
        writer.writerow([gold, *(counts.get((gold, pred), 0) for pred in labels)])
    return out.getvalue()


def _confusion_png(counts: Counter[tuple[str, str]], title: str) -> bytes:
    from ddp.common import figure_bytes, pyplot
    from ddp.common.figure_style import PRINT_DPI

    plt = pyplot()

    labels = confusion_labels(counts)
    gold_labels = [label for label in labels if label != UNPARSED]
    matrix = [[counts.get((g, p), 0) for p in labels] for g in gold_labels]
    size = max(4.0, 0.45 * len(labels) + 2)
    fig, ax = plt.subplots(figsize=(size, size * len(gold_labels) / len(labels) + 1))
    ax.imshow(matrix, cmap="Blues")
    ax.grid(False)  # the style's grid would cross the cells
    ax.set_xticks(range(len(labels)), labels, rotation=60, ha="right")
    ax.set_yticks(range(len(gold_labels)), gold_labels)
    ax.set_xlabel("predicted")
    ax.set_ylabel("gold")
    ax.set_title(title)
    peak = max((max(row) for row in matrix), default=0)
    for r, row in enumerate(matrix):
        for c, value in enumerate(row):
            if value:
                ax.text(c, r, str(value), ha="center", va="center", fontsize=8,
                        color="white" if value > peak / 2 else "black")
    fig.tight_layout()
    try:
        return figure_bytes(fig, "png", dpi=PRINT_DPI)
    finally:
        plt.close(fig)


def write_confusion(result: BenchResult, prefix: str | Path) -> list[Path]:
    """``PREFIX.csv`` and ``PREFIX.png`` (counts summed over runs), written atomically."""
    counts = result.confusion()
    if not counts:
        raise ValueError(f"task {result.task.key} has no label confusion to write")
    csv_path, png_path = Path(f"{prefix}.csv"), Path(f"{prefix}.png")
    write_atomic(csv_path, confusion_csv(counts))
    write_atomic(png_path, _confusion_png(counts, result.task.key))
    return [csv_path, png_path]
