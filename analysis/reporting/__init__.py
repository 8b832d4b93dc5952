"""How is a study's result written: one report folder, its tables, the shared figure style,
the analyses' vocabulary (score names and ranges)?"""

from analysis.reporting.escaping import md_code, md_text, script_json
from analysis.reporting.figures import (
    DDP_LABEL,
    FORMATS,
    FigureOptions,
    StyleMap,
    draw_curve_panels,
    plain_log_axis,
    robust_limits,
    save_figure_files,
    styled_pyplot,
    write_style_map,
)
from analysis.reporting.folder import ReportFolder
from analysis.reporting.labels import axis_label, score_range
from analysis.reporting.tables import csv_text, markdown_table

__all__ = ["ReportFolder", "markdown_table", "csv_text", "md_code", "md_text", "script_json",
           "DDP_LABEL", "FORMATS",
           "FigureOptions", "StyleMap", "draw_curve_panels", "plain_log_axis",
           "robust_limits", "save_figure_files", "styled_pyplot", "write_style_map",
           "axis_label", "score_range"]
