"""How is a study's result written: one report folder, its tables, the shared figure style?"""

from analysis.reporting.escaping import md_code, md_text, script_json
from analysis.reporting.figures import (
    DDP_LABEL,
    FORMATS,
    FigureOptions,
    draw_curve_panels,
    line_styles,
    plain_log_axis,
    robust_limits,
    save_figure_files,
    styled_pyplot,
)
from analysis.reporting.folder import ReportFolder
from analysis.reporting.tables import csv_text, markdown_table

__all__ = ["ReportFolder", "markdown_table", "csv_text", "md_code", "md_text", "script_json",
           "DDP_LABEL", "FORMATS",
           "FigureOptions", "draw_curve_panels", "line_styles", "plain_log_axis",
           "robust_limits", "save_figure_files", "styled_pyplot"]
