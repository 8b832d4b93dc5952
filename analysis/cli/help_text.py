"""The ``Examples:`` block that ends every ``ddp-analysis`` command's help (click's epilog;
``\\b`` keeps each example on its own line)."""

from __future__ import annotations


def examples(*lines: str) -> str:
    """An epilog listing ``lines`` (one or two commands, continuation lines indented) under
    ``Examples:``."""
    return "\b\nExamples:\n" + "".join(f"  {line}\n" for line in lines)
