"""``python -m analysis.cli``: the same as the console script."""

from analysis.cli import main

main()
