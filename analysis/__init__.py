"""The studies built on DDP, one sub-package each (``evaluation``, ``rankings``, ``judgments``,
``discourse_bench``), over the shared ``stats``, ``reporting``, ``metrics`` and ``results``;
``cli`` is the ``ddp-analysis`` command line on top."""
