"""The `rootcause` command. Thin: every subcommand calls a service or a runner and prints the result."""

from __future__ import annotations

import argparse
import os
import re
import sys
import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, NoReturn

from rootcause.cli_guard import not_text, record_failure
from rootcause.cli_people import add_parsers as add_people_parsers
from rootcause.errors import InvalidInput, RootCauseError
from rootcause.settings import language_alone, load_settings


def _cmd_mcp(args: argparse.Namespace) -> int:
    from rootcause.mcp.server import run

    return run(args.transport, args.host, args.port)


def _cmd_run(args: argparse.Namespace) -> int:
    from rootcause.launcher import run_both

    return run_both(load_settings(), args.app_host)


def _cmd_demo(args: argparse.Namespace) -> int:
    from rootcause.bootstrap import load_frameworks, open_store_at
    from rootcause.domain.model.actor import human
    from rootcause.services.demo import load_demo_case

    settings = load_settings()
    lang = args.lang or settings.lang
    case = load_demo_case(open_store_at(settings.database_url), load_frameworks(settings.config_dir),
                          actor=human("facilitator", face="cli"), language=lang)
    print(f"示範案例已建立（完整分析並已結案）：{case.id}  {case.title}" if lang == "zh-TW"
          else f"Demo case created (a complete, closed analysis): {case.id}  {case.title}")
    return 0


def _cmd_init(_args: argparse.Namespace) -> int:
    where, _ = _opened_and_checked()  # a damaged file is never "ready"
    _say(f"Store ready: {where}", f"資料庫已就緒：{where}")
    return 0


def _opened_and_checked(*, create: bool = True) -> tuple[str, bool]:
    """Open (creating if new, unless ``create`` is off) the configured store, check its structure, close it; its
    printable URL, and whether it holds a schema yet."""
    from rootcause.bootstrap import open_store_at
    from rootcause.store import printable_url

    settings = load_settings()
    store = open_store_at(settings.database_url, create=create)
    try:
        store.check()
        has_schema = store.schema_revision() is not None
    finally:
        store.dispose()
    return printable_url(settings.database_url), has_schema


def _cmd_db_upgrade(_args: argparse.Namespace) -> int:
    from rootcause.bootstrap import open_store_at
    from rootcause.store import printable_url

    settings = load_settings()
    store = open_store_at(settings.database_url, create=False)
    try:
        store.check()  # never migrate a damaged file
        before, after = store.upgrade_schema()
    finally:
        store.dispose()
    where = printable_url(settings.database_url)
    if before == after:
        _say(f"Store schema is current ({after}): {where}", f"資料庫結構已是最新（{after}）：{where}")
    else:
        _say(f"Store schema upgraded {before or 'empty'} -> {after}: {where}",
             f"資料庫結構已升級 {before or '（空）'} → {after}：{where}")
    return 0


def _cmd_config_check(args: argparse.Namespace) -> int:
    from rootcause.config.action_rules import ACTION_RULES_FILE, load_action_rules
    from rootcause.config.frameworks import check_config_dir
    from rootcause.config.layers import BUILTIN_DIR, config_file, is_builtin, override_folder
    from rootcause.config.phi_words import load_local_phi_words

    settings = load_settings()
    overrides = override_folder(args.dir, settings.data_dir, setting="DIR") if args.dir else settings.config_dir
    for line in check_config_dir(overrides):
        print(line)
    actions = load_action_rules(overrides, use_cache=False)
    source = "" if is_builtin(config_file(overrides, ACTION_RULES_FILE)) else " (override)"
    print(f"{ACTION_RULES_FILE.as_posix()}{source}: {len(actions.categories)} categories, "
          f"{len(actions.constructions)} constructions")
    for table in load_local_phi_words(overrides):
        print(f"phi/{table}.txt (override): words added")
    _say(f"OK: built-in {BUILTIN_DIR}, overrides from {overrides}"
         f"{'' if overrides.is_dir() else ' (absent: nothing overridden)'}",
         f"設定正常：內建 {BUILTIN_DIR}，覆寫資料夾 {overrides}"
         f"{'' if overrides.is_dir() else '（不存在：未覆寫任何設定）'}")
    return 0


def _frameworks_and_store() -> tuple[Any, Any]:
    from rootcause.bootstrap import load_frameworks, open_store_at

    settings = load_settings()
    return load_frameworks(settings.config_dir), open_store_at(settings.database_url)


def _cmd_rules_export(args: argparse.Namespace) -> int:
    from rootcause.bootstrap import load_phi_words, open_store_at
    from rootcause.config.layers import export_target
    from rootcause.services.rules_io import export_learned_rules

    settings = load_settings()
    load_phi_words(settings.config_dir)  # the export is checked with the hospital's own word lists too
    text = export_learned_rules(open_store_at(settings.database_url))
    if args.out == "-":
        sys.stdout.write(text)
        return 0
    # By default the override folder's learned_rules.yaml, which start-up reads back; never the package's copy.
    target = export_target(Path(args.out) if args.out else settings.learned_rules_file)
    write_atomically(target, text)
    _say(f"Learned rules written to {target}", f"學習規則已寫入：{target}")
    return 0


def _cmd_rules_import(args: argparse.Namespace) -> int:
    from rootcause.config.frameworks import read_learned_rules
    from rootcause.config.layers import LEARNED_RULES_PATH, config_file
    from rootcause.services.rules_io import import_learned_rules

    fw, db = _frameworks_and_store()
    source = Path(args.file) if args.file else config_file(fw.overrides, LEARNED_RULES_PATH)
    report = import_learned_rules(db, fw, entries=read_learned_rules(source).rules)
    _say(f"{source}: {report.added} added, {report.updated} updated, {report.unchanged} unchanged",
         f"{source}：新增 {report.added} 筆、更新 {report.updated} 筆、未變更 {report.unchanged} 筆")
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    from rootcause.services.report_export import export_report

    fw, db = _frameworks_and_store()
    text = export_report(db, fw, session_id=args.session_id, format=args.format, lang=args.lang)
    if not args.out or args.out == "-":
        sys.stdout.write(text)
    else:
        write_atomically(Path(args.out), text)
        _say(f"Report written to {args.out}", f"報告已寫入：{args.out}", error=True)  # (stderr: stdout may be piped)
    return 0


def _cmd_import(args: argparse.Namespace) -> int:
    from rootcause.domain.model.actor import human
    from rootcause.domain.model.validation import MAX_DOCUMENT
    from rootcause.services.case_io import import_case

    fw, db = _frameworks_and_store()
    try:  # bytes: the import decodes them (strict UTF-8) and says so if they are not; never more than one byte past
        # the document limit, which the import then refuses (an endless pipe or /dev/zero is not read to the end)
        if args.file == "-":
            source = sys.stdin.buffer.read(MAX_DOCUMENT + 1)
        else:
            with Path(args.file).open("rb") as handle:
                source = handle.read(MAX_DOCUMENT + 1)
    except OSError as exc:
        raise InvalidInput(field="file", en=f"file: {args.file} cannot be read ({exc.strerror or type(exc).__name__}).",
                           zh=f"file：無法讀取 {args.file}（{exc.strerror or type(exc).__name__}）。") from None
    case = import_case(db, fw, document=source, actor=human("facilitator", face="cli"))
    _say(f"Imported as {case.id}: {case.title}", f"已匯入為 {case.id}：{case.title}")
    return 0


def write_atomically(path: Path, text: str) -> None:
    """Write to a temp file beside ``path`` and rename it over (``file_targets``: a link written through, a device
    or the store refused, an existing file's mode kept)."""
    from rootcause.file_targets import replace_atomically

    def fill(tmp: Path) -> None:
        with tmp.open("w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())

    replace_atomically(path, fill, protected=_store_files())


def _store_files() -> list[Path]:
    """The SQLite store's files, which no ``--out`` may name (none for PostgreSQL)."""
    from rootcause.file_targets import sqlite_family

    settings = load_settings()
    return sqlite_family(Path(settings.database_url.split(":///", 1)[1])) if settings.is_sqlite else []


def _cmd_config_token(args: argparse.Namespace) -> int:
    """A token for the MCP HTTP server: long and random, printed once, stored nowhere."""
    from rootcause.mcp.http import new_token

    print(new_token())
    return 0


def _cmd_db_check(_args: argparse.Namespace) -> int:
    """The store's file and structure (SQLite: header, permissions, PRAGMA quick_check; PostgreSQL: a connection)."""
    where, has_schema = _opened_and_checked(create=False)  # (a check reads; it never makes the schema)
    if not has_schema:
        _say(f"Store is empty (no schema yet): {where}. `rootcause db upgrade` creates it (make run does this).",
             f"資料庫是空的（尚無結構）：{where}。`rootcause db upgrade` 會建立結構（make run 會自動執行）。")
        return 0
    _say(f"Store is sound: {where}", f"資料庫檢查正常：{where}")
    return 0


def _cmd_db_backup(args: argparse.Namespace) -> int:
    """An online backup of the SQLite store (PostgreSQL: pg_dump is the tool, and this says so)."""
    from rootcause.store import health

    settings = load_settings()
    if not settings.is_sqlite:
        _say("rootcause: the store is PostgreSQL; back it up with pg_dump (for example `pg_dump --format=custom "
             "--file rootcause.dump <database>`), and restore with pg_restore.",
             "rootcause：資料庫為 PostgreSQL，請以 pg_dump 備份（例如 `pg_dump --format=custom --file rootcause.dump "
             "<資料庫>`），並以 pg_restore 還原。", error=True)
        return 2
    source = Path(settings.database_url.split(":///", 1)[1])
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    target = Path(args.out) if args.out else source.with_name(f"rootcause-backup-{stamp}.db")
    health.backup(source, target)
    _say(f"Backup written: {target}", f"備份已寫入：{target}")
    return 0


_ARGPARSE_ZH = (  # argparse's own refusals, in Chinese (the option names stay: they are what is typed)
    (re.compile(r"argument (?P<arg>\S+): invalid choice: (?P<value>'[^']*') \(choose from (?P<options>.*)\)"),
     "參數 {arg}：{value} 不是可用的選項（可用：{options}）"),
    (re.compile(r"the following arguments are required: (?P<arg>.*)"), "缺少必要參數：{arg}"),
    (re.compile(r"unrecognized arguments: (?P<arg>.*)"), "無法辨識的參數：{arg}"),
    (re.compile(r"argument (?P<arg>\S+): invalid (?P<kind>\w+) value: (?P<value>.*)"),
     "參數 {arg}：{value} 不是有效的值"),
    (re.compile(r"argument (?P<arg>\S+): expected (?P<n>.*) arguments?"), "參數 {arg}：缺少它的值"),
)


def _zh_argparse(message: str) -> str:
    for pattern, zh in _ARGPARSE_ZH:
        found = pattern.fullmatch(message.strip())
        if found:
            return zh.format(**found.groupdict())
    return "參數不符合此命令的用法"


class _Parser(argparse.ArgumentParser):
    """argparse, with its refusals told in the configured language (argparse itself speaks only English)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        if load_settings_lang() == "zh-TW":
            self.exit(2, f"{self.prog}：{_zh_argparse(message)}。請執行 `{self.prog} --help` 查看用法。\n")
        self.exit(2, f"{self.prog}: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    from rootcause.mcp.server import add_arguments

    parser = _Parser(prog="rootcause", description="RootCause: RCA of patient-safety events")
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
    db = sub.add_parser("db", help="the store's schema").add_subparsers(dest="db_command", required=True)
    upgrade = db.add_parser("upgrade", help="migrate the store to this version's schema (back it up first)")
    upgrade.set_defaults(func=_cmd_db_upgrade)
    dbcheck = db.add_parser("check", help="check the store file and its structure (PRAGMA quick_check)")
    dbcheck.set_defaults(func=_cmd_db_check)
    dbbackup = db.add_parser("backup", help="an online backup of the SQLite store (restore: copy it back)")
    dbbackup.add_argument("--out", help="file to write (default: rootcause-backup-<time>.db beside the store)")
    dbbackup.set_defaults(func=_cmd_db_backup)
    export = sub.add_parser("export", help="a case's report: markdown (default), html or json")
    export.add_argument("session_id")
    export.add_argument("--format", choices=["markdown", "html", "json"], default="markdown")
    export.add_argument("--lang", choices=["en", "zh-TW"], default=None, help="default: the case's language")
    export.add_argument("--out", help="file to write (default: standard output)")
    export.set_defaults(func=_cmd_export)
    imp_case = sub.add_parser("import", help="create a case from a JSON export (all or nothing)")
    imp_case.add_argument("file", help="the JSON file (- for standard input)")
    imp_case.set_defaults(func=_cmd_import)
    config = sub.add_parser("config", help="configuration files").add_subparsers(dest="config_command",
                                                                                  required=True)
    check = config.add_parser("check", help="validate the framework and rule YAML files")
    check.add_argument("dir", nargs="?", help="override folder to check over the built-ins (default: "
                       "ROOTCAUSE_CONFIG_DIR, else <ROOTCAUSE_DATA_DIR>/config)")
    check.set_defaults(func=_cmd_config_check)
    token = config.add_parser("token", help="print a fresh random token for ROOTCAUSE_MCP_TOKEN")
    token.set_defaults(func=_cmd_config_token)
    rules = sub.add_parser("rules", help="learned classification rules").add_subparsers(dest="rules_command",
                                                                                        required=True)
    rexport = rules.add_parser("export", help="write the store's learned rules to learned_rules.yaml")
    rexport.add_argument("--out", help="file to write (default: hfacs/learned_rules.yaml in the override folder; "
                         "- for stdout)")
    rexport.set_defaults(func=_cmd_rules_export)
    imp = rules.add_parser("import", help="read learned rules from YAML into the store (no duplicates)")
    imp.add_argument("file", nargs="?", help="YAML file (default: the override folder's learned_rules.yaml, "
                     "else the built-in one)")
    imp.set_defaults(func=_cmd_rules_import)
    add_people_parsers(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    refusal = not_text(sys.argv[1:] if argv is None else argv, os.environ, language_alone())
    if refusal is not None:
        print(f"rootcause: {refusal}", file=sys.stderr)
        return 2
    args = build_parser().parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except RootCauseError as exc:
        print(f"rootcause: {exc.message(load_settings_lang())}", file=sys.stderr)
        return 2
    except OSError as exc:  # a path given to a command, or the data folder: named, with what to check
        where, reason = exc.filename or "", exc.strerror or type(exc).__name__
        print("rootcause: " + (f"無法使用 {where}（{reason}）。請確認路徑存在、種類正確（資料夾或檔案）且可寫入。"
                               if load_settings_lang() == "zh-TW" else
                               f"cannot use {where} ({reason}). Check that the path exists, is the right kind (a "
                               "folder or a file) and is writable."), file=sys.stderr)
        return 2
    except Exception:  # a bug: one line with a trace id for the administrator, the details in a log file only
        trace = uuid.uuid4().hex[:12]
        log = record_failure(_data_dir(), trace)
        zh = load_settings_lang() == "zh-TW"
        where = (f"（詳情見 {log}）" if zh else f" (details in {log})") if log else ""
        print("rootcause: " + (f"發生未預期的錯誤，未再做任何變更。請將追蹤碼 {trace} 提供給系統管理員{where}。"
                               if zh else
                               f"something went wrong and nothing more was changed; report trace id {trace} to the "
                               f"administrator{where}."), file=sys.stderr)
        return 1


def _data_dir() -> Path | None:
    try:
        return load_settings().data_dir
    except RootCauseError:
        return None


def _say(en: str, zh: str, *, error: bool = False) -> None:
    """One line in the configured language (standard error for a refusal)."""
    print(zh if load_settings_lang() == "zh-TW" else en, file=sys.stderr if error else sys.stdout)


def load_settings_lang() -> str:
    try:
        return load_settings().lang
    except RootCauseError:
        return language_alone()
