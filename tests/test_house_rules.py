"""Rules of the house that a reviewer should not have to check by eye, over every library
module of ddp, ape and analysis:

- no module imports another module's private names (``from x import _name``): a name with a
  leading underscore is free to change with its module, so a second module that needs it
  needs it public;
- no function is longer than 100 lines (from ``def`` to its last line, docstring included).

The exceptions below are functions and modules that open work is rewriting. Each must still
break its rule (the test fails once it does not, so the entry is removed with the fix), and
the lists are to be empty once that work has landed.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("ddp", "ape", "analysis")
MAX_FUNCTION_LINES = 100

# "path:function" -> why it is still long.
LONG_FUNCTION_EXCEPTIONS: dict[str, str] = {}
# "path: module.name" -> why the private import stays for now.
PRIVATE_IMPORT_EXCEPTIONS: dict[str, str] = {}


def _modules() -> Iterator[tuple[str, str, ast.Module]]:
    """(path relative to the root, dotted module name, syntax tree) of every library module."""
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            relative = path.relative_to(ROOT)
            parts = list(relative.with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            yield (relative.as_posix(), ".".join(parts),
                   ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))


def _imported_from(module: str, is_package: bool, node: ast.ImportFrom) -> str:
    """The absolute name of the module an ``import from`` reads (relative ones resolved)."""
    if node.level == 0:
        return node.module or ""
    base = module.split(".")
    base = base if is_package else base[:-1]
    base = base[:len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def private_imports(path: str, module: str, tree: ast.Module) -> list[str]:
    """``"path: module.name"`` for each private name the module imports from another one."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.ImportFrom) or node.module == "__future__":
            continue
        source = _imported_from(module, path.endswith("__init__.py"), node)
        for alias in node.names:
            name = alias.name
            if name.startswith("_") and not name.startswith("__") and source != module:
                found.append(f"{path}: {source}.{name}")
    return found


def long_functions(path: str, tree: ast.Module, limit: int = MAX_FUNCTION_LINES) -> list[str]:
    """``"path:function"`` for each function (methods and nested ones too) over ``limit``."""
    return [f"{path}:{node.name}" for node in ast.walk(tree)
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and node.end_lineno is not None and node.end_lineno - node.lineno + 1 > limit]


def test_no_module_imports_another_modules_private_names():
    found = [f for path, module, tree in _modules() for f in private_imports(path, module, tree)]
    assert sorted(set(found) - set(PRIVATE_IMPORT_EXCEPTIONS)) == []
    fixed = sorted(set(PRIVATE_IMPORT_EXCEPTIONS) - set(found))
    assert fixed == [], "no longer imported: remove these from PRIVATE_IMPORT_EXCEPTIONS"


def test_no_function_is_longer_than_100_lines():
    found = [f for path, _module, tree in _modules() for f in long_functions(path, tree)]
    assert sorted(set(found) - set(LONG_FUNCTION_EXCEPTIONS)) == []
    fixed = sorted(set(LONG_FUNCTION_EXCEPTIONS) - set(found))
    assert fixed == [], "now short enough: remove these from LONG_FUNCTION_EXCEPTIONS"


def test_the_checks_find_what_they_look_for():
    # A private name from a sibling (relative import), one from an absolute module, a public
    # name and the module's own private name: only the first two count.
    source = ("from .parsing import _wrap, public\nfrom ddp.score import _max\n"
              "from pkg.mod import _own\n")
    tree = ast.parse(source)
    assert private_imports("pkg/mod.py", "pkg.mod", tree) == [
        "pkg/mod.py: pkg.parsing._wrap", "pkg/mod.py: ddp.score._max"]
    # In a package's __init__, "." is the package itself.
    assert private_imports("pkg/__init__.py", "pkg", ast.parse("from .a import _b\n")) == [
        "pkg/__init__.py: pkg.a._b"]
    # def line + 100 body lines = 101 lines: one over; def + 99 = 100 lines: allowed.
    body = "\n".join(["    x = 1"] * 100)
    long = ast.parse(f"def f():\n{body}\n\ndef g():\n" + "\n".join(["    y = 2"] * 99) + "\n")
    assert long_functions("m.py", long) == ["m.py:f"]
