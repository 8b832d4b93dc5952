"""How do the APE strategies' post-edits score against DDP, by metric and by preference?"""

from analysis.evaluation.report import (
    LARGE_REPORT_ROWS,
    ReportOptions,
    build_report,
    default_metrics,
)
from analysis.evaluation.run import (
    EvaluationOptions,
    MetricsOptions,
    MetricsRun,
    add_metrics,
    run_report,
)

__all__ = ["run_report", "EvaluationOptions", "add_metrics", "MetricsOptions", "MetricsRun",
           "ReportOptions", "build_report", "default_metrics", "LARGE_REPORT_ROWS"]
