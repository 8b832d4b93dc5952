"""The one writer of report folders: tables (CSV, optionally a Markdown page each), figures
and statistics collected into ``report.md``, and ``summary.json``, every file written
atomically. The evaluation report and the human-judgment report both write through it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from analysis.reporting.tables import csv_text, markdown_table
from ddp.common import write_atomic

__all__ = ["ReportFolder"]


class ReportFolder:
    """A report folder being written. ``md`` collects report.md's sections in order,
    ``files`` every file written, ``statistics`` the named statistics of the report.

    ``table_pages``: each table is also written as ``NAME.md`` (a Markdown page with its
    title), beside ``NAME.csv``.
    """

    def __init__(self, out: str | Path, *, table_pages: bool = False) -> None:
        self.out = Path(out)
        self.out.mkdir(parents=True, exist_ok=True)
        self.table_pages = table_pages
        self.md: list[str] = []
        self.files: list[Path] = []
        self.statistics: list[dict[str, Any]] = []

    def table(self, name: str, rows: list[dict[str, Any]], title: str,
              columns: Sequence[str] | None = None) -> None:
        """``NAME.csv`` (and ``NAME.md``) and a section of report.md showing ``columns``
        (all of the first row's by default)."""
        text = markdown_table(rows, columns)
        written = [(self.out / f"{name}.csv", csv_text(rows))]
        if self.table_pages:
            written.append((self.out / f"{name}.md", f"# {title}\n\n{text}"))
        for path, data in written:
            write_atomic(path, data)
            self.files.append(path)
        self.md.append(f"### {title}\n\n{text}\n(`{name}.csv`)\n")

    def figure(self, paths: list[Path], caption: str) -> None:
        """A figure already written as PNG, PDF and possibly SVG (``paths``, in that order),
        embedded in report.md with links to the vector files."""
        self.files.extend(paths)
        vector = ", ".join(f"[{p.suffix.lstrip('.').upper()}]({p.name})" for p in paths[1:])
        self.md.append(f"![{caption}]({paths[0].name})\n\n*{caption}* ({vector})\n")

    def statistic(self, name: str, **values: Any) -> None:
        """Remember one named statistic (its value, p, n, detail) for the summary."""
        self.statistics.append({"statistic": name, **values})

    def finish(self, summary_json: str) -> list[str]:
        """Write report.md (the collected sections) and ``summary_json`` as summary.json;
        returns every file of the folder."""
        report, summary = self.out / "report.md", self.out / "summary.json"
        write_atomic(report, "\n".join(self.md))
        write_atomic(summary, summary_json)
        return [str(p) for p in [*self.files, report, summary]]
