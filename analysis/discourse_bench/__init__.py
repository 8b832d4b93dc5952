"""How well do LLMs answer discourse benchmarks (DiscoTrack, BeDiscovER, Disco-Bench)?

Every answer is read by a strict and a flexible extractor (``answers``); ``get_subset``
gives a paper's evaluation subset of the released gold (``subsets``).
"""

from analysis.discourse_bench.answers import ExtractionSettings, Filter, TextStripper
from analysis.discourse_bench.catalogue import task_schema, task_table, tasks_of
from analysis.discourse_bench.run import Aggregated, Scored, ScoreOptions, aggregate, score
from analysis.discourse_bench.scoring import BenchResult, score_files
from analysis.discourse_bench.subsets import SUBSETS, get_subset
from analysis.discourse_bench.task import SUITES, ScoreConfig, Task, all_tasks, get_task

__all__ = ["SUITES", "BenchResult", "ScoreConfig", "Task", "all_tasks", "get_task",
           "score_files", "score", "ScoreOptions", "Scored", "aggregate", "Aggregated",
           "tasks_of", "task_schema", "task_table", "SUBSETS", "ExtractionSettings",
           "TextStripper", "Filter", "get_subset"]
