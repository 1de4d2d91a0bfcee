"""Play in the browser: against the computer, or two people over the network.

``manastack serve`` runs :func:`serve`; :func:`create_app` is the application
(FastAPI, the ``web`` extra).  Built on manastack's public API only; the
protocol is documented in ``PROTOCOL.md`` beside this file.
"""

from __future__ import annotations

from .server import PROTOCOL, create_app

__all__ = ["PROTOCOL", "create_app", "serve"]


def serve(host: str, port: int, db: str) -> int:
    """Run the server until interrupted; the exit code."""
    import uvicorn

    uvicorn.run(create_app(db), host=host, port=port, log_level="warning", ws_max_size=65536)
    return 0
