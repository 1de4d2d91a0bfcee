"""Output files written safely: checked before long work, replaced atomically.

A save, a benchmark's results or a simulation's JSON lines are written to a
temporary file in the target's own folder and then moved over the target with
:func:`os.replace`, so a write that fails (a full disk, a folder removed
meanwhile, Ctrl-C) leaves the previous file as it was and no half-written one.
"""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

PREFIX = ".manastack-"


def unwritable(path: str | Path) -> str | None:
    """Why ``path`` cannot be written, or None if it can.

    Asks the file system rather than guessing: a temporary file is created
    and removed in the target's folder (what :func:`write_atomically` needs).
    """
    target = Path(path)
    if target.is_dir():
        return os.strerror(errno.EISDIR)
    try:
        fd, probe = tempfile.mkstemp(prefix=PREFIX, dir=target.parent)
    except OSError as exc:
        return exc.strerror or str(exc)
    os.close(fd)
    os.unlink(probe)
    return None


def write_atomically(path: str | Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step; on any failure the old file
    stays whole and the temporary file is removed (the error is raised)."""
    target = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=PREFIX, suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
