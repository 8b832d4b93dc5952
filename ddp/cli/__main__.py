"""``python -m ddp.cli``: the same as the console script."""

from ddp.cli import main

main()
