"""Automatic post-editing (APE) experiments with context-injection strategies."""
