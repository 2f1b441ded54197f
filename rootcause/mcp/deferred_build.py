"""Answer ``initialize`` at once and finish building the server on a worker thread.

A stdio host spawns the server and waits for its ``initialize`` answer. Importing the store and
the services, reading the framework config and generating the tools' schemas costs as much as
importing the MCP SDK itself, so the stdio server answers the handshake from a bare server and
builds the rest right after it, on a thread (started after the answer, so the two do not share
the interpreter lock while the host waits). Every other request waits at a gate (a server
middleware) until the build is done, so no client ever sees a half-registered tool list. A build that fails (a broken
config file, an unreachable or outdated store) ends the process with its message on one line of stderr and
exit code 2, as an eager start does.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
from collections.abc import Callable
from typing import Any

import anyio

from rootcause.errors import RootCauseError

log = logging.getLogger("rootcause.mcp")

# Requests that need nothing we build: the handshake, discovery and liveness.
UNGATED = frozenset({"initialize", "server/discover", "ping"})


class DeferredBuild:
    """Runs ``build`` once on a thread; :meth:`gate` starts it after the handshake and holds requests until it ends."""

    def __init__(self, build: Callable[[], object]) -> None:
        self._build = build
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="rootcause-mcp-build", daemon=True)
        self._start_lock = threading.Lock()

    def start(self) -> None:
        """Start the build unless it has started (safe to call from any request)."""
        with self._start_lock:
            if self._thread.ident is None:
                self._thread.start()

    def wait(self) -> None:
        """Run the build to its end if it never started (stdin closed before a handshake); a failed build
        has ended the process by the time this returns."""
        self.start()
        self._thread.join()

    def _run(self) -> None:
        try:
            self._build()
        except RootCauseError as exc:
            _stop(failure_line(exc))
        except BaseException:  # an unexpected failure: the traceback belongs in the server log
            log.exception("the MCP server could not be built")
            _stop("rootcause mcp: the server could not start; the log above says why.")
        self._done.set()

    async def gate(self, ctx: Any, call_next: Callable[[Any], Any]) -> Any:
        """Server middleware: hold every request but the handshake until the tools are registered."""
        if self._done.is_set() or ctx.request_id is None or ctx.method in UNGATED:
            answer = await call_next(ctx)
            if ctx.method == "initialize":
                self.start()
            return answer
        self.start()  # a client that skipped the handshake still gets a server
        await anyio.to_thread.run_sync(self._done.wait)
        return await call_next(ctx)


def failure_line(exc: RootCauseError) -> str:
    """A start failure as one line for stderr, in both languages: a desktop client that shows only the server's
    last words (or a log viewer that shows one line per entry) still shows the whole reason."""
    return "rootcause mcp: " + " ".join(f"{exc.message('en')} | {exc.message('zh-TW')}".split())


def _stop(message: str) -> None:
    """End the whole process from the build thread: the stdio loop may be blocked reading stdin."""
    print(message, file=sys.stderr, flush=True)
    logging.shutdown()
    os._exit(2)
