"""One registry of named, lazily imported parts: extractors, linkers, APE backends and
strategies, benchmark tasks.

A part is registered by name with its object or with the dotted path ``"package.module:attr"``
(or a bare ``"package.module"`` for the module itself), so that listing the names imports
nothing and choosing one imports only that part's module. A part that needs an optional
library names its pip extra: when the import fails for a missing module, the user is told
which extra to install instead of seeing a traceback.

This module is a leaf (it imports only ``ddp.common.errors``), so every package can use it.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar, cast

from ddp.common.errors import MissingExtraError, require_modules

T = TypeVar("T")


class ExtraNotInstalledError(MissingExtraError):
    """A registered part whose module cannot be imported because an optional library is
    missing; the message names the extra that installs it."""

    def __init__(self, what: str, extra: str, modules: list[str]) -> None:
        super().__init__(what, extra, modules)
        self.message = (f"{what} needs the {extra} extra (missing: {', '.join(modules)}): "
                        f"pip install 'ddp-toolkit[{extra}]'")
        self.args = (self.message,)

    def __str__(self) -> str:
        return self.message


@dataclass(frozen=True)
class Entry(Generic[T]):
    """A registered part: its target (object or dotted path), a line of help, the pip extra
    that installs what it needs, the modules that must be importable, and any further
    facts its registry keeps about it (``details``)."""

    name: str
    target: str | T
    help: str = ""
    extra: str | None = None
    requires: tuple[str, ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def is_loaded(self) -> bool:
        """True when the target is the object itself, not a path still to import."""
        return not isinstance(self.target, str)


class Registry(Generic[T]):
    """Named parts of one kind (``"extractor"``, ``"backend"``, ...), in registration order.

    ``kind`` names the parts in error messages; ``unique`` refuses a second registration of
    a name (otherwise the later one replaces the earlier, so a package can override a
    built-in); ``default_extra`` is the extra named when an entry gives none.
    """

    def __init__(self, kind: str, *, unique: bool = False,
                 default_extra: str | None = None) -> None:
        self.kind = kind
        self.unique = unique
        self.default_extra = default_extra
        self._entries: dict[str, Entry[T]] = {}

    def register(self, name: str, target: str | T, *, help: str = "",
                 extra: str | None = None, requires: tuple[str, ...] = (),
                 details: Mapping[str, Any] | None = None) -> Entry[T]:
        """Make ``target`` available as ``name``; a string target is imported only when the
        part is loaded. Returns the new entry."""
        if not name:
            raise ValueError(f"a {self.kind} needs a name")
        if self.unique and name in self._entries:
            raise ValueError(f"{self.kind} {name} registered twice")
        entry = Entry(name, target, help, extra, tuple(requires), dict(details or {}))
        self._entries[name] = entry
        return entry

    def unregister(self, name: str) -> None:
        """Forget ``name`` (a test or a plugin undoing its registration); unknown is fine."""
        self._entries.pop(name, None)

    def names(self) -> tuple[str, ...]:
        """Registered names, in registration order."""
        return tuple(self._entries)

    def entries(self) -> tuple[Entry[T], ...]:
        """Registered entries, in registration order."""
        return tuple(self._entries.values())

    def __contains__(self, name: object) -> bool:
        return name in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def entry(self, name: str) -> Entry[T]:
        """The entry of ``name``; ``ValueError`` lists the known names."""
        try:
            return self._entries[name]
        except KeyError:
            known = ", ".join(self._entries) or "none registered"
            raise ValueError(f"unknown {self.kind} {name!r}; use one of {known}") from None

    def load(self, name: str) -> T:
        """The part registered as ``name``, importing its module now if it was given as a
        path. A missing optional library raises ``MissingExtraError`` (a ``BadInputError``)
        naming the extra to install; an unknown name ``ValueError``."""
        entry = self.entry(name)
        if not isinstance(entry.target, str):
            return entry.target
        what = f"{self.kind} {name!r}"
        extra = entry.extra or self.default_extra
        if entry.requires and extra:
            require_modules(what, extra, *entry.requires)
        module_name, _, attribute = entry.target.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            missing = (exc.name or "").split(".")[0]
            own = module_name.split(".")[0]
            if extra and missing and missing != own:
                raise ExtraNotInstalledError(what, extra, [missing]) from exc
            raise
        if not attribute:
            return cast(T, module)
        try:
            return cast(T, getattr(module, attribute))
        except AttributeError:
            raise ValueError(f"{what} is registered as {entry.target!r}, but {module_name} "
                             f"has no {attribute!r}") from None
