"""Automatic post-editing (APE) experiments with context-injection strategies.

``analysis`` reads finished runs through ``ape.config``, ``ape.store``, ``ape.status`` and
``ape.export`` only; the runner, backends, strategies and the rest are ``ape``'s own (an
import contract in ``pyproject.toml`` checks it).
"""
