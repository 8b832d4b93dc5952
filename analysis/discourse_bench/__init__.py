"""How well do LLMs answer discourse benchmarks (DiscoTrack, BeDiscovER, Disco-Bench): their
answers parsed and scored against the released gold files.

``get_task(suite, name)`` gives a registered task (gold schema, answer parser, metrics);
``score`` scores one task's prediction files against its gold files (``score_files`` does the
joining by ``id`` and the scoring); ``aggregate`` gives DiscoTrack's overall scores.
"""

from analysis.discourse_bench.catalogue import task_schema, task_table, tasks_of
from analysis.discourse_bench.run import Aggregated, Scored, ScoreOptions, aggregate, score
from analysis.discourse_bench.scoring import BenchResult, score_files
from analysis.discourse_bench.task import SUITES, ScoreConfig, Task, all_tasks, get_task

__all__ = ["SUITES", "BenchResult", "ScoreConfig", "Task", "all_tasks", "get_task",
           "score_files", "score", "ScoreOptions", "Scored", "aggregate", "Aggregated",
           "tasks_of", "task_schema", "task_table"]
