"""E-mail addresses, plain and written to slip past a filter: the shapes the e-mail rule (``number_rules.emails``)
reads, apart from the other patterns so each module keeps one job."""

from __future__ import annotations

import re

# E-mail: the local part starts at the beginning of its run so the scan stays linear.
EMAIL = re.compile(r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+")
EMAIL_LOCAL_RUN = re.compile(r"[A-Za-z0-9._%+-]{1,64}\Z")  # (searched up to an @: where the address starts)

# E-mail addresses written to slip past a filter: "chen dot family at gmail dot com", "sarah.khan [at] example.org",
# "meiling.chen 小老鼠 gmail 點 com". At least one word stands for @ and the address ends in a known domain.
_OPEN, _CLOSE = r"[\[({【〔〖<（]", r"[\])}】〕〗>）]"  # any bracket: [at], (at), 【at】, <at>
# Public mail services: after an @ they make an address even when its dots were typed as something the canonical
# form drops ("d·okafor＠hotmail·co·uk" reads "dokafor@hotmailcouk").
MAIL_PROVIDERS = (r"(?i:yahoo|gmail|googlemail|hotmail|outlook|icloud|hinet|msa|live|pchome|qq|aol|protonmail|proton"
                  r"|ymail|btinternet|bigpond|naver|yandex|gmx|zoho)")
GLUED_PROVIDER_EMAIL = re.compile(r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{1,64}@" + MAIL_PROVIDERS + r"[A-Za-z.]{2,12}")
_AT = (rf"(?:\s*(?:{_OPEN}\s*(?:at|a|@|小老鼠|艾特)\s*{_CLOSE}|@|＠)\s*"
       r"|\s+(?:at|arroba|arobase|snabel-a|klammeraffe|chiocciola|apenstaartje|kukac|malpa|małpa)\s+"
       r"|\s*(?:小老鼠|艾特)\s*"  # (and 在, "at", only before a mail provider's name: 在 yahoo 點 com)
       r"|\s*在\s*(?=" + MAIL_PROVIDERS + "))")
_DOT = rf"(?:\s*(?:{_OPEN}\s*(?:dot|\.|點)\s*{_CLOSE}|\.|點)\s*|\s+(?:dot|punto|ponto|point|punkt)\s+|,(?=[A-Za-z]))"
_LOCAL_SEP = rf"(?:{_DOT}|\s*(?:{_OPEN}\s*)?(?:底線|下底線|underscore)(?:\s*{_CLOSE})?\s*)"  # lu 底線 meifang
OBFUSCATED_EMAIL = re.compile(
    r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9_%+-]{1,40}(?:" + _LOCAL_SEP + r"[A-Za-z0-9_%+-]{1,40}){0,3}" + _AT
    + r"[A-Za-z0-9-]{2,40}(?:" + _DOT + r"[A-Za-z0-9-]{2,40}){0,3}" + _DOT
    + r"(?:com|net|org|edu|gov|mil|tw|uk|io|co|hk|jp|cn|au|ca|nz|ie|sg|my|ph|in|za|de|fr|nl|us|kr|mo|info|me"
    r"|pt|es|it|br|mx|ar|cl|pe|ru|pl|se|no|dk|fi|be|ch|gr|tr|il|ae|sa|pk|bd|lk|vn|th|id|ng|ke|gh|eg|ma|biz|ac)"
    r"(?![A-Za-z])",
    re.I,
)
OBFUSCATION_WORDS = (" dot ", "at]", "at)", "at}", "at】", "at〕", "at>", "at）", "[dot]", "(dot)", "[.]", "(.)", "(a)",
                     "小老鼠", "艾特", "點com", "點 com", " @", "@ ", "[@]", "(@)", "(點)", "點 tw", "點tw", "[a]",
                     " arroba ", " arobase ", " snabel-a ", " klammeraffe ", " chiocciola ", " apenstaartje ",
                     " kukac ", " malpa ", " małpa ")
# (the @ said in Spanish, Portuguese, French, Swedish, German, Italian, Dutch, Hungarian and Polish)
