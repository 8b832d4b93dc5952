"""Does WMT-style human-judged quality fall as DDP rises, and do the metrics see it?"""

from analysis.judgments.report import HumanOptions, build_human_report
from analysis.judgments.run import COMPUTED_METRICS, JudgmentsOptions, run
from analysis.judgments.scores import WMT_COLUMNS, Columns, HumanScore

__all__ = ["run", "JudgmentsOptions", "COMPUTED_METRICS", "Columns", "WMT_COLUMNS",
           "HumanScore", "HumanOptions", "build_human_report"]
