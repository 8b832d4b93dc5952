"""The toolkit's version, kept in one place for signatures and ``--version``."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("ddp-toolkit")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+source"
