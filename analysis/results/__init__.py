"""What the evaluation and the ranking studies both read: finished APE results (an APE run
folder or an exported file, with metric columns added on demand) and the human ranking
judgements of them."""

from analysis.results.preferences import RankingJudgement, read_judgements, write_judgements
from analysis.results.runs import LoadedRun, MetricColumns, add_metric_columns, load_run

__all__ = ["LoadedRun", "load_run", "MetricColumns", "add_metric_columns", "RankingJudgement",
           "read_judgements", "write_judgements"]
