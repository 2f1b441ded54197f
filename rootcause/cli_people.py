"""`rootcause users`, `rootcause team` and `rootcause token`: the staff directory, case teams and personal MCP
tokens, from the command line. The command line is the local operator (whoever can run it can already read
the store's file), so it may do all of this; every rule lives in the services."""

from __future__ import annotations

import argparse
from typing import Any

from rootcause.domain.model.access import ROLES, role_label
from rootcause.domain.model.actor import human
from rootcause.settings import load_settings


def _store_and_lang() -> tuple[Any, str]:
    from rootcause.bootstrap import open_store_at

    settings = load_settings()
    return open_store_at(settings.database_url), settings.lang


def _say(lang: str, en: str, zh: str) -> None:
    print(zh if lang == "zh-TW" else en)


def _users_add(args: argparse.Namespace) -> int:
    from rootcause.services.users import add_user

    db, lang = _store_and_lang()
    made = add_user(db, email=args.email, role=args.role, actor=human("facilitator", face="cli"))
    _say(lang, f"Added {made.email} as {role_label(made.role, 'en')} ({made.id}).",
         f"已新增 {made.email}，角色：{role_label(made.role, 'zh-TW')}（{made.id}）。")
    return 0


def _users_role(args: argparse.Namespace) -> int:
    from rootcause.services.users import set_role

    db, lang = _store_and_lang()
    changed = set_role(db, email=args.email, role=args.role, actor=human("facilitator", face="cli"))
    _say(lang, f"{changed.email} is now {role_label(changed.role, 'en')}.",
         f"{changed.email} 的角色已改為{role_label(changed.role, 'zh-TW')}。")
    return 0


def _users_active(active: bool) -> Any:
    def run(args: argparse.Namespace) -> int:
        from rootcause.services.users import set_active

        db, lang = _store_and_lang()
        changed = set_active(db, email=args.email, active=active, actor=human("facilitator", face="cli"))
        _say(lang, f"{changed.email} is {'enabled' if active else 'disabled'}.",
             f"{changed.email} 已{'啟用' if active else '停用'}。")
        return 0
    return run


def _users_list(_args: argparse.Namespace) -> int:
    from rootcause.services.users import list_users

    db, lang = _store_and_lang()
    people = list_users(db)
    if not people:
        _say(lang, "No users yet: add one with `rootcause users add EMAIL --role ROLE`.",
             "尚無使用者：請以 `rootcause users add EMAIL --role ROLE` 新增。")
    for one in people:
        state = ("" if one.active else (" (停用)" if lang == "zh-TW" else " (disabled)"))
        print(f"{one.id}  {one.email}  {role_label(one.role, lang)}{state}")
    return 0


def _team_add(args: argparse.Namespace) -> int:
    from rootcause.services.teams import add_member

    db, lang = _store_and_lang()
    member = add_member(db, session_id=args.case_id, email=args.email, actor=human("facilitator", face="cli"))
    _say(lang, f"{member.email} is on the team of {args.case_id}.", f"{member.email} 已加入 {args.case_id} 的團隊。")
    return 0


def _team_remove(args: argparse.Namespace) -> int:
    from rootcause.services.teams import remove_member

    db, lang = _store_and_lang()
    remove_member(db, session_id=args.case_id, email=args.email, actor=human("facilitator", face="cli"))
    _say(lang, f"{args.email} is off the team of {args.case_id}.", f"{args.email} 已退出 {args.case_id} 的團隊。")
    return 0


def _team_list(args: argparse.Namespace) -> int:
    from rootcause.services.teams import team_of

    db, lang = _store_and_lang()
    for member in team_of(db, session_id=args.case_id):
        print(f"{member.user_id}  {member.email}  {role_label(member.role, lang)}")
    return 0


def _token_create(args: argparse.Namespace) -> int:
    from rootcause.services.tokens import create_token

    db, lang = _store_and_lang()
    token_id, secret = create_token(db, email=args.email, actor=human("facilitator", face="cli"))
    _say(lang, f"Token {token_id} for {args.email}. It is shown only now; give it to the agent as "
               "'Authorization: Bearer <token>':", f"{args.email} 的權杖 {token_id}。僅此一次顯示；請以 "
               "'Authorization: Bearer <權杖>' 交給代理程式：")
    print(secret)
    return 0


def _token_revoke(args: argparse.Namespace) -> int:
    from rootcause.services.tokens import revoke_tokens

    db, lang = _store_and_lang()
    count = revoke_tokens(db, email=args.email, actor=human("facilitator", face="cli"))
    _say(lang, f"Revoked {count} token(s) of {args.email}.", f"已撤銷 {args.email} 的 {count} 個權杖。")
    return 0


def add_parsers(sub: Any) -> None:
    """Register the three command groups on the main parser's subcommands."""
    roles = list(ROLES)
    users = sub.add_parser("users", help="the staff who may sign in, and their roles").add_subparsers(
        dest="users_command", required=True)
    add = users.add_parser("add", help="add a member of staff")
    add.add_argument("email")
    add.add_argument("--role", required=True, choices=roles)
    add.set_defaults(func=_users_add)
    role = users.add_parser("role", help="change a person's role")
    role.add_argument("email")
    role.add_argument("role", choices=roles)
    role.set_defaults(func=_users_role)
    for name, active in (("disable", False), ("enable", True)):
        one = users.add_parser(name, help=f"{name} a person (a disabled person cannot sign in or use a token)")
        one.add_argument("email")
        one.set_defaults(func=_users_active(active))
    users.add_parser("list", help="list the staff directory").set_defaults(func=_users_list)
    team = sub.add_parser("team", help="who is on a case's team (who may see it)").add_subparsers(
        dest="team_command", required=True)
    for name, func, helptext in (("add", _team_add, "put a person on a case's team"),
                                 ("remove", _team_remove, "take a person off a case's team")):
        one = team.add_parser(name, help=helptext)
        one.add_argument("case_id")
        one.add_argument("email")
        one.set_defaults(func=func)
    listing = team.add_parser("list", help="list a case's team")
    listing.add_argument("case_id")
    listing.set_defaults(func=_team_list)
    token = sub.add_parser("token", help="personal MCP tokens (an agent over HTTP acts for that person)")
    tokens = token.add_subparsers(dest="token_command", required=True)
    create = tokens.add_parser("create", help="make a token for a person; it is printed once")
    create.add_argument("email")
    create.set_defaults(func=_token_create)
    revoke = tokens.add_parser("revoke", help="revoke every token of a person")
    revoke.add_argument("email")
    revoke.set_defaults(func=_token_revoke)
