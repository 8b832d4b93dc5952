"""What do several studies read: finished APE results and the human rankings of them?"""

from analysis.results.preferences import RankingJudgement, read_judgements, write_judgements
from analysis.results.runs import LoadedRun, MetricColumns, add_metric_columns, load_run

__all__ = ["LoadedRun", "load_run", "MetricColumns", "add_metric_columns", "RankingJudgement",
           "read_judgements", "write_judgements"]
