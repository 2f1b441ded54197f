"""The `rootcause` command. Thin: every subcommand calls a service or a runner and prints the result."""

from __future__ import annotations

import argparse
import sys

from rootcause.errors import RootCauseError
from rootcause.settings import load_settings


def _cmd_mcp(args: argparse.Namespace) -> int:
    from rootcause.mcp.server import run

    return run(args.transport, args.host, args.port)


def _cmd_run(args: argparse.Namespace) -> int:
    from rootcause.launcher import run_both

    return run_both(load_settings(), args.app_host)


def _cmd_demo(args: argparse.Namespace) -> int:
    from rootcause.domain.actor import human
    from rootcause.services.demo import load_demo_case
    from rootcause.store import open_store

    settings = load_settings()
    case = load_demo_case(open_store(settings.database_url), actor=human("facilitator", face="cli"),
                          language=args.lang or settings.lang)
    print(f"Demo case created: {case.id}  {case.title}")
    return 0


def _cmd_init(_args: argparse.Namespace) -> int:
    from rootcause.store import open_store

    settings = load_settings()
    open_store(settings.database_url).dispose()
    print(f"Store ready: {settings.database_url}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    from rootcause.mcp.server import add_arguments

    parser = argparse.ArgumentParser(prog="rootcause", description="RootCause: RCA of patient-safety events")
    sub = parser.add_subparsers(dest="command", required=True)
    mcp = sub.add_parser("mcp", help="run the MCP server (stdio by default, or --transport http)")
    add_arguments(mcp)
    mcp.set_defaults(func=_cmd_mcp)
    run = sub.add_parser("run", help="start the MCP server (HTTP) and the Streamlit app together")
    run.add_argument("--app-host", default="127.0.0.1", help="address the app listens on (default 127.0.0.1)")
    run.set_defaults(func=_cmd_run)
    demo = sub.add_parser("demo", help="load the de-identified demonstration case")
    demo.add_argument("--lang", choices=["en", "zh-TW"], default=None)
    demo.set_defaults(func=_cmd_demo)
    init = sub.add_parser("init", help="create the data folder and the store's tables")
    init.set_defaults(func=_cmd_init)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except RootCauseError as exc:
        print(f"rootcause: {exc.message(load_settings_lang())}", file=sys.stderr)
        return 2


def load_settings_lang() -> str:
    try:
        return load_settings().lang
    except RootCauseError:
        return "en"
