"""Output files written safely: checked before long work, replaced atomically.

A save, a benchmark's results or a simulation's JSON lines are written to a
temporary file in the target's own folder and then moved over the target with
:func:`os.replace`, so a write that fails (a full disk, a folder removed
meanwhile, Ctrl-C) leaves the previous file as it was and no half-written one.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

PREFIX = ".manastack-"


def unwritable(path: str | Path) -> str | None:
    """Why ``path`` cannot be written, or None if it can.

    Asks the file system rather than guessing: a temporary file is created
    and removed in the target's folder (what :func:`write_atomically` needs);
    a device or pipe (``/dev/stdout``) only needs to be writable itself.
    """
    target = Path(os.path.realpath(path))
    if target.is_dir():
        return os.strerror(errno.EISDIR)
    if _special(target):
        return None if os.access(target, os.W_OK) else os.strerror(errno.EACCES)
    try:
        fd, probe = tempfile.mkstemp(prefix=PREFIX, dir=target.parent)
    except OSError as exc:
        return exc.strerror or str(exc)
    os.close(fd)
    os.unlink(probe)
    return None


def write_atomically(path: str | Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step; on any failure the old file
    stays whole and the temporary file is removed (the error is raised).

    A symbolic link is written through (the file it points to is replaced) and
    the file keeps its permissions; a device or pipe is simply written to."""
    target = Path(os.path.realpath(path))
    if _special(target):
        with open(target, "w", encoding="utf-8") as out:
            out.write(text)
        return
    fd, tmp = tempfile.mkstemp(prefix=PREFIX, suffix=".tmp", dir=target.parent)
    try:
        os.chmod(tmp, _mode(target))
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _special(target: Path) -> bool:
    """Is ``target`` an existing file that is not a regular one (a device, a pipe)?"""
    return target.exists() and not target.is_file()


def _mode(target: Path) -> int:
    """The permissions for the new ``target``: its old ones, else the usual ones
    for a new file (read-write for everyone, less the process's umask)."""
    if target.exists():
        return stat.S_IMODE(target.stat().st_mode)
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
