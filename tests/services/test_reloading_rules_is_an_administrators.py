"""Audit 33, finding 11: reloading the shared framework and rule files changes what every case is shown, so only
the operator (the local process) or an administrator may; a viewer's or a member's request is refused in both
languages and reloads nothing."""

from __future__ import annotations

import pytest

from rootcause.domain.model.access import OPERATOR, user
from rootcause.errors import Forbidden
from rootcause.services.frameworks import Frameworks


@pytest.mark.parametrize("role", ["viewer", "member", "facilitator"])
def test_a_person_who_is_not_an_administrator_cannot_reload_the_rules(role):
    frameworks = Frameworks()
    before = frameworks.config
    with pytest.raises(Forbidden) as refused:
        frameworks.reload(user("usr_someone", role))
    assert "reload the shared rule files" in refused.value.message("en")
    assert "重新載入共用的規則檔" in refused.value.message("zh-TW")
    assert frameworks.config is before, "nothing was re-read"


@pytest.mark.parametrize("who", [OPERATOR, user("usr_admin", "admin")])
def test_the_operator_and_an_administrator_reload_them(who):
    frameworks = Frameworks()
    before = frameworks.config
    assert frameworks.reload(who) is frameworks.config is not before
