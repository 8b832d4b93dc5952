"""Scoring LLM answers on discourse benchmarks: DiscoTrack, BeDiscovER and Disco-Bench.

``get_task(suite, name)`` gives a registered task (gold schema, answer parser, metrics);
``score_files`` joins gold and prediction JSONL files by ``id`` and scores them, reading every
answer with the strict and the flexible extractor (``extraction``); ``get_subset`` gives a
paper's evaluation subset of the released gold (``subsets``).
"""

from analysis.benchmarks.extraction import ExtractionSettings, TextStripper
from analysis.benchmarks.scoring import BenchResult, score_files
from analysis.benchmarks.subsets import SUBSETS, get_subset
from analysis.benchmarks.task import SUITES, ScoreConfig, Task, all_tasks, get_task

__all__ = ["SUITES", "SUBSETS", "BenchResult", "ExtractionSettings", "ScoreConfig", "Task",
           "TextStripper", "all_tasks", "get_subset", "get_task", "score_files"]
