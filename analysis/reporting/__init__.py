"""How a study's results are written: one report folder (report.md, CSV tables, figures,
summary.json), Markdown tables, and the figure style every report shares."""

from analysis.reporting.figures import (
    DDP_LABEL,
    FORMATS,
    line_styles,
    plain_log_axis,
    robust_limits,
    save_figure_files,
    styled_pyplot,
)
from analysis.reporting.folder import ReportFolder
from analysis.reporting.tables import csv_text, markdown_table

__all__ = ["ReportFolder", "markdown_table", "csv_text", "DDP_LABEL", "FORMATS",
           "line_styles", "plain_log_axis", "robust_limits", "save_figure_files",
           "styled_pyplot"]
