"""How many parser processes to use: ``--n-process auto``.

spaCy's ``nlp.pipe(n_process=N)`` starts N worker processes, each with its own copy of the
pipeline, while the main process reads their parses back and runs DDP's own work. Measured
with ``benchmarks/n_process.py`` on a 2-core machine (WMT24++ en-de, 997 segments, no parse
cache), two workers were no faster than one: the two workers and the main process share two
cores (and any other load on them), and each worker pays its start-up. A worker pays off only
with a core of its own and enough segments to amortise its start, so ``auto`` takes one
process per usable core beyond the first, and no more than one per ``SEGMENTS_PER_PROCESS``
segments; on two cores that is always one.
"""

from __future__ import annotations

import os

# A worker's start-up (process, pipeline copy) costs about a second, the time one core
# parses some 150 segments: below this many segments per worker, more workers do not pay.
SEGMENTS_PER_PROCESS = 500
AUTO = "auto"


def usable_cores() -> int:
    """CPU cores this process may run on (its affinity mask where the OS has one)."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return max(1, os.cpu_count() or 1)


def auto_processes(n_segments: int, cores: int | None = None) -> int:
    """The parser processes ``auto`` chooses for ``n_segments`` on ``cores`` cores."""
    cores = usable_cores() if cores is None else cores
    return max(1, min(cores - 1, n_segments // SEGMENTS_PER_PROCESS))
