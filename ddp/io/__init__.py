"""Readers and writers between files and the ``ddp.documents`` data model."""
