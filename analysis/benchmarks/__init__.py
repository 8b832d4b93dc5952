"""Scoring LLM answers on discourse benchmarks: DiscoTrack, BeDiscovER and Disco-Bench.

``get_task(suite, name)`` gives a registered task (gold schema, answer parser, metrics);
``score_files`` joins gold and prediction JSONL files by ``id`` and scores them.
"""

from analysis.benchmarks.scoring import BenchResult, score_files
from analysis.benchmarks.task import SUITES, ScoreConfig, Task, all_tasks, get_task

__all__ = ["SUITES", "BenchResult", "ScoreConfig", "Task", "all_tasks", "get_task",
           "score_files"]
