"""Word tables of the causal-statement linter, English and Traditional Chinese, as regex fragments.

Every fragment is matched against ``text_normalize.normalize()`` output: lower case, NFKC (full-width
letters and punctuation are ASCII, so Chinese commas appear as ","), contractions spelled out ("didn't" is
"did not") and Simplified converted to Traditional. English fragments get ASCII word boundaries from the
linter; Chinese fragments carry their own guards (lookarounds) against compounds that mean something else
(使用 is not 使, 事故 is not 故, 不良反應 is an adverse reaction, not a judgement).

The tables are data, kept apart from the rules so a safety team can review the vocabulary in one place.
"""

from __future__ import annotations

__all__ = [
    "EN_ACTION_VERBS", "EN_AGENTS", "EN_CAUSE", "EN_CONDITION", "EN_CONFIGURED", "EN_DEVIATION", "EN_DUTY",
    "EN_EFFECT", "EN_ERROR", "EN_ERROR_NOT_AFTER", "EN_JUDGEMENT", "EN_JUDGEMENT_WORDS", "EN_NOT_MISSPELT",
    "EN_ORGANISATIONS", "EN_PATIENTS", "EN_PEOPLE", "EN_SOFTWARE", "EN_THINGS", "ZH_ACTION_VERBS", "ZH_CAUSE",
    "ZH_CONDITION", "ZH_CONFIGURED", "ZH_DEVIATION", "ZH_DUTY", "ZH_EFFECT", "ZH_ERROR", "ZH_ERROR_NOT_AFTER",
    "ZH_JUDGEMENT", "ZH_ORGANISATIONS", "ZH_PATIENTS", "ZH_PEOPLE", "ZH_SOFTWARE", "ZH_SYSTEM_VERBS", "ZH_THINGS",
    "en_verb_forms",
]

# ------------------------------------------------------------------------------------------- causal links
# Effect connectors: the cause stands before them, the effect after ("X led to Y", "X，導致Y").
EN_EFFECT = (
    r"le(?:d|ads?|ading) (?:[a-z'-]+ ){0,4}?to", r"result(?:s|ed|ing)? in", r"caus(?:e[sd]?|ing)(?! by)",
    r"contribut(?:e[sd]?|ing) to",
    r"(?:increas|rais|reduc|decreas|lower|heighten)(?:e[sd]?|ing)? the (?:likelihood|chances?|risk|probability|odds"
    r"|possibility)",
    r"ma(?:de|kes?|king) (?:it|[a-z'-]+(?: [a-z'-]+){0,3}?) (?:more |less )?(?:likely|unlikely|difficult|harder|hard"
    r"|impossible|easier|easy)", r"which made", r"so that", r"therefore", r"thus", r"consequently", r"hence",
    r"as a (?:result|consequence)(?! of)", r"in turn", r"(?<=, )so",
    r"so(?= (?:the|that|she|he|they|staff|it|there|nurses?|doctors?) )",
    # ("the EHR lets a nurse override", "built to let any user": what a system allows)
    r"(?:lets|(?<=to )let)(?= (?:a |the |any |all )?(?:[a-z-]+ )?(?:nurses?|staff|users?|clinicians?|prescribers?"
    r"|doctors?|physicians?|pharmacists?|people) )",
    r"mea(?:nt|ning) that", r"(?<!was )(?<!were )(?<!been )(?<!be )(?<!have )(?:prevent|allow|forc|impair|delay|obscur"
    r"|hinder|distract|affect)(?:s|e[sd]|ed|ing)?", r"kept (?:[a-z'-]+ ){1,3}from", r"interfer(?:e[sd]?|ing) with",
    r"predispos(?:e[sd]?|ing)",
)
# Cause introducers: the cause follows them ("because X", "due to X", "因為X").
EN_CAUSE = (
    r"because(?: of)?", r"due to", r"owing to", r"as a (?:result|consequence) of", r"caused by", r"resulting from",
    r"attributable to", r"driven by", r"secondary to", r"stemm(?:ed|ing) from", r"ar(?:ose|ising) from",
    r"given that",
    r"since(?! (?:\d|then|last|yesterday|admission|birth|the (?:start|beginning)|january|february|march|april|may"
    r"|june|july|august|september|october|november|december))",
    r"(?:(?<=^)|(?<=, )|(?<=; ))as(?= (?:the|a|an|she|he|they|it|there|both|no|only|staff|nurses?|two|several|each)"
    r" )",
)
# Conditions: a preceding circumstance, enough for an error or deviation, not for cause and effect
# ("while covering two units", "after being interrupted"). "when" + gerund only names the task.
EN_CONDITION = (
    r"after(?!-)", r"while", r"whilst", r"when(?! [a-z]+ing )", r"during", r"following", r"amid(?:st)?",
    r"in the middle of",
)
ZH_EFFECT = (
    r"導致", r"造成", r"使得", r"致使", r"促使", r"以致(?:於)?", r"以至於", r"因此", r"因而", r"所以", r"進而", r"從而",
    r"結果", r"引起", r"引發", r"而致", r"讓(?![渡步])", r"令人",
    r"(?<![即假縱大行])使(?![用命者館節喚然勁])",
    r"(?:增加|提高|提升|升高|降低|減少)了?[^,。;]{0,14}?(?:可能|風險|機率|機會)",
    r"(?<=[,;])故", r"影響(?!下)", r"才會",
)
ZH_CAUSE = (
    r"因為", r"由於", r"肇因(?:於)?", r"起因(?:於)?", r"歸因於", r"源(?:於|自)", r"出於", r"鑑於",
    r"原因(?:是|為|在於)", r"受[^,。;]{1,12}?(?:影響|干擾|限制)",
    r"(?<![原基病死肇起歸誘成主近遠內外])因(?![此而素應子果])",
)
ZH_CONDITION = (
    r"在[^,。;]{1,30}?(?:時|後|之後|期間|之際|之下|情況下|狀況下|過程中)", r"當[^,。;]{1,30}?時",
    r"(?:時|後|之後|期間|之際|情況下|狀況下|過程中)(?=,)",
)

# ------------------------------------------------------------------------------------- negative descriptors
# Named groups choose the hint: a person judged, a thing judged, hindsight, a shortfall without a measure.
EN_JUDGEMENT = {
    "person": (
        r"careless(?:ly|ness)?", r"sloppy", r"sloppiness", r"negligen(?:t|tly|ce)", r"lazy", r"laziness",
        r"incompeten(?:t|ce|cy)", r"unprofessional", r"irresponsibl[ey]", r"reckless(?:ly|ness)?",
        r"inattentive(?:ness)?", r"inattention", r"complacen(?:t|cy|ce)", r"neglect(?:ed|ful|ing)?",
        r"lack of (?:vigilance|attention|diligence|care|common sense|professionalism)",
        r"(?:not|did not|was not) pay(?:ing)? attention", r"wrongly", r"wrongful(?:ly)?",
        r"(?:was|were|is|are|been) (?:[a-z]+ly )?wrong(?= *(?:$|[,.;:!?]|to |in |about |and ))",
        r"wrong (?:decision|judg(?:e)?ment|choice|attitude|call|approach)s?", r"did (?:something|everything|it) wrong",
        r"heedless(?:ly|ness)?", r"could not be bothered", r"did not care(?: about)?", r"asleep at the wheel",
    ),
    "thing": (
        r"poor(?:ly)?", r"inadequate(?:ly)?", r"improper(?:ly)?", r"inappropriate(?:ly)?", r"bad(?:ly)?",
        r"substandard", r"weak(?! (?:pulses?|signals?))", r"incomplete", r"chaotic", r"disorgani[sz]ed",
        r"haphazard(?:ly)?", r"sub-?optimal(?:ly)?", r"deficient", r"lax(?:ity)?", r"unacceptabl[ey]",
    ),
    "hindsight": (
        r"should(?: not)?(?: have|'ve)", r"could(?: have|'ve) (?:easily )?(?:prevented|avoided|caught)",
        r"(?:did not|does not|never) (?:even )?bother(?:ed)?",
        r"failed to (?:properly|adequately|appropriately|correctly|carefully|sufficiently)",
    ),
    "shortfall": (r"insufficient(?:ly)?",),
}
# Judgements of a person a typo keeps from the patterns above ("carelesss", "negligant", "slopy"): a word one edit
# from one of these is read as it.
EN_JUDGEMENT_WORDS = ("careless", "carelessly", "carelessness", "sloppy", "negligent", "negligently", "negligence",
                      "incompetent", "incompetence", "irresponsible", "reckless", "inattentive", "complacent",
                      "unprofessional", "heedless", "lazy")
# Real words one edit from those, which judge no one ("a floppy infant", "a needless delay", "a slippy floor").
EN_NOT_MISSPELT = frozenset(("cureless", "floppy", "gloppy", "headless", "heelless", "loppy", "needless", "seedless",
                             "slippy", "soppy", "weedless"))
ZH_JUDGEMENT = {
    "person": (
        r"疏忽(?:大意)?", r"粗心(?:大意)?", r"不小心", r"草率", r"馬虎", r"怠忽(?:職守)?", r"不負責(?:任)?", r"不專業",
        r"不專心", r"不用心", r"不細心", r"不謹慎", r"不認真", r"輕忽", r"輕率", r"敷衍(?:了事)?", r"隨便",
        r"漫不經心", r"偷懶", r"懈怠", r"失職", r"缺乏(?:警覺|責任感|專業|注意力)", r"警覺性?(?:低|差)", r"不警覺",
        r"態度(?:不佳|差|惡劣)", r"(?<![文章內容之])大意(?![義思])", r"懶得", r"懶惰",
    ),
    "thing": (
        r"不當", r"不適當", r"不恰當", r"不妥", r"失當", r"不良(?!反應|事件|品)", r"不佳", r"欠佳", r"不理想",
        r"不周(?:全)?", r"不完善", r"不完整", r"潦草", r"凌亂", r"不確實", r"不落實", r"(?:很|太|較|極|非常)差",
        r"差勁",
    ),
    "hindsight": (
        r"(?:應該要?|應當|理應|本應|本來應該)[^,。;]{0,30}?[卻却]", r"早(?:就)?該", r"(?:沒有|沒|未)(?:善)?盡到?",
    ),
    "shortfall": (r"不足", r"不夠"),
}

# ------------------------------------------------------------------------------------------- human errors
# "wrong dose" is a human error; "a wrong default in the order set" or "the wrong number" on a pager is not.
_WRONG_THING = (
    r"(?:patients?|drugs?|medications?|medicines?|doses?|dosages?|sites?|sides?|limbs?|eyes?|levels?|routes?|rates?"
    r"|concentrations?|strengths?|times?|vials?|syringes?|bags?|bottles?|tubes?|specimens?|samples?|blood|units?"
    r"|labels?|charts?|records?|orders?|formulations?|products?|infusions?|channels?|procedures?|implants?|lens"
    r"|prostheses|prosthesis|bab(?:y|ies)|infants?|beds?|rooms?|person|name|buttons?|fields?|lines?|catheters?|ports?"
    r"|weights?|insulin|heparin|amount|volume|frequency|decimal|decimal point)"
)
EN_ERROR = (
    r"mistak(?:e|es|en|enly)", r"mistook", r"err(?:or|ors|ed)(?!-?(?:free|prone)| (?:messages?|codes?|logs?|screens?"
    r"|alerts?|alarms?|free))", r"(?<=a )slip(?! and)", r"slip of (?:the )?(?:pen|hand|tongue)", r"lapses?",
    r"forg(?:ot|otten|et|ets|etting)", r"missed", r"overlook(?:ed|s|ing)?",
    r"mis-?(?:read|reads|reading|heard|hear|identif(?:y|ied|ication)|calculat(?:ed|ion)|programm(?:ed|ing)"
    r"|label(?:l)?ed|select(?:ed)?|interpret(?:ed|ation)|underst(?:ood|anding)|placed|counted|keyed|typed|dial(?:l)?ed"
    r"|transcri(?:bed|ption)|judged|judg(?:e)?ment|administered|administration|entered|picked|communicat(?:ion|ed))",
    r"mix-?up", r"mixed up", r"inadvertent(?:ly)?", r"accidental(?:ly)?", r"unintentional(?:ly)?",
    rf"(?:wrong|incorrect|erroneous)[- ](?:[a-z]+[- ])?{_WRONG_THING}", r"(?:incorrectly|erroneously) [a-z]+ed",
    r"(?:did not|failed to) (?:notice|recogni[sz]e|reali[sz]e|see|catch|detect|spot)",
)
# Words just before an error term that make it hypothetical or someone else's topic ("risk of error").
EN_ERROR_NOT_AFTER = (
    r"(?:risk|likelihood|chances?|possibility|potential|probability|prevent\w*|avoid\w*|reduc\w*|catch(?:ing)?"
    r"|caught|detect\w*|intercept\w*|trap\w*|disclos\w*|report\w*|pump|system|software|device|machine|computer"
    r"|scanner|printer|network|technical|equipment|interface|server|hardware"
    # (a thing's setting or layout: "the order set defaults to the wrong unit", "the calculator rounds to the wrong")
    r"|default\w*|pre-?set|order set|template|label|calculator|display|screen|board|form|app)(?: (?:of|for))?"
    r"(?: (?:an?|the))?"
    r"(?: [a-z-]+){0,3} $"
)
ZH_ERROR = (
    r"疏失", r"失誤", r"出錯(?!的?(?:風險|機率|可能))", r"錯誤(?!訊息|代碼|碼|警示|提示|率|的?(?:風險|機率|可能))",
    r"[看聽給拿抽打寫輸算認弄搞貼掃選接配發調設開用放讀判]錯", r"錯(?:給|拿|用|放|認|置|打|開|抽|接|貼|發|過)",
    r"忘(?:記|了|掉)", r"遺忘", r"漏(?:掉|給|看|接|記|打|填|寫|簽|開|服|聽|做|抽|量|測|交)", r"遺漏", r"疏漏",
    r"誤(?:判|讀|認|植|用|給|打|開|拿|以為|解|聽|會|信|觸|按|抽|輸|選|算|看|寫|抄|貼|接)", r"(?<!易)混淆",
    r"(?:沒|未)(?:有)?(?:注意到?|察覺|留意到?|發覺)",
    r"[誤錯]將", r"忽略(?![^,。;]{0,6}?(?:警示|警訊|警報|提示|規定|流程|醫囑|規範))",
)
ZH_ERROR_NOT_AFTER = (
    r"(?:防|避免|預防|以免|減少|降低|杜絕|零|易|容易|系統|程式|軟體|設備|機器|儀器|幫浦|電腦|機台|預設|看板|標籤|計算)"
    r"[^,。;]{0,6}$"
)

# ------------------------------------------------------------------------------------ procedure deviations
_RULE_NOUN = (r"(?:protocols?|polic(?:y|ies)|procedures?|checklists?|sops?|guidelines?|rules?|alerts?|alarms?"
              r"|warnings?|orders?|instructions?|requirements?|standards?|prompts?|limits?|time-?outs?|bundles?"
              r"|pathways?)")
EN_DEVIATION = (
    r"(?:did not|does not|do not|had not|failed to|fails? to|refused to|chose not to|decided not to)"
    r" (?:[a-z]+ly )?(?:follow|adhere to|comply with)",
    r"(?:not|never) (?:followed|adhered to|complied with)", r"failure to (?:follow|adhere to|comply with)",
    r"unauthori[sz]ed", r"without (?:an? |the )?(?:order|authori[sz]ation|approval|permission)",
    r"non-?(?:compliance|adherence)",
    r"bypass(?:ed|es|ing)?", r"circumvent(?:ed|ing|s)?", r"skip(?:ped|ping|s)?", r"deviat(?:e[sd]?|ing|ions?)",
    r"violat(?:e[sd]?|ing|ions?)", r"work-?arounds?", r"short-?cuts?",
    r"overr(?:ode|ides?|idden|iding)(?! (?:buttons?|keys?|options?|functions?|rates?|reasons?|codes?|screens?|fields?"
    r"|logs?|reports?|data))",  # (not "the override button", "the override rate")
    rf"(?:ignor|disregard)(?:e[sd]?|ed|ing)? (?:the |a |an |this |these |its )?(?:[a-z-]+ ){{0,2}}?{_RULE_NOUN}",
    r"contrary to", rf"against (?:the |hospital |unit )?{_RULE_NOUN}", r"off-protocol",
    rf"outside (?:of )?(?:the )?{_RULE_NOUN}", rf"not per (?:the )?{_RULE_NOUN}",
    r"omit(?:ted|ting|s)? (?:the |a )?(?:[a-z-]+ ){0,2}?(?:check|step|time-?out|verification|scan|scanning|checklist)",
    rf"(?:did not|failed to) (?:use|complete|perform|do|conduct|apply) (?:the |a |an )?(?:[a-z-]+ ){{0,2}}?"
    rf"{_RULE_NOUN}",
)
ZH_DEVIATION = (
    r"(?:未|沒有?|並未)(?:依|按|照|遵)(?:照|循|據|守|從)?", r"不(?:遵守|遵循|依照|按照)", r"違(?:反|規|背)", r"跳過",
    r"略過", r"省略", r"擅自", r"繞過", r"規避", r"便宜行事", r"走捷徑", r"簡化(?:流程|步驟)",
    r"(?:未|沒有?|並未)(?:執行|落實|完成)[^,。;]{0,8}?(?:流程|程序|步驟|規範|規定|sop|作業|政策|time-?out|暫停確認)",
    r"未落實", r"(?:忽略|無視)[^,。;]{0,6}?(?:警示|警訊|警報|提示|規定|流程|醫囑|規範)",
)

# -------------------------------------------------------------------------------- omissions and duties
# English action verbs a person is expected to perform: base -> (3rd person, past, participle, -ing).
_IRREGULAR = {
    "give": ("gives", "gave", "given", "giving"), "tell": ("tells", "told", "told", "telling"),
    "hold": ("holds", "held", "held", "holding"), "send": ("sends", "sent", "sent", "sending"),
    "set": ("sets", "set", "set", "setting"), "do": ("does", "did", "done", "doing"),
    "read": ("reads", "read", "read", "reading"), "wear": ("wears", "wore", "worn", "wearing"),
    "scan": ("scans", "scanned", "scanned", "scanning"), "stop": ("stops", "stopped", "stopped", "stopping"),
    "label": ("labels", "label(?:l)?ed", "label(?:l)?ed", "label(?:l)?ing"),
    "program": ("programs", "programm?ed", "programm?ed", "programm?ing"),
    "set up": ("sets up", "set up", "set up", "setting up"),
    "read back": ("reads back", "read back", "read back", "reading back"),
    "hand off": ("hands off", "handed off", "handed off", "handing off"),
    "hand over": ("hands over", "handed over", "handed over", "handing over"),
    "follow up": ("follows up", "followed up", "followed up", "following up"),
    "repeat back": ("repeats back", "repeated back", "repeated back", "repeating back"),
    "switch on": ("switches on", "switched on", "switched on", "switching on"),
    "turn on": ("turns on", "turned on", "turned on", "turning on"),
    "key in": ("keys in", "keyed in", "keyed in", "keying in"),
    "input": ("inputs", "input(?:ted)?", "input(?:ted)?", "inputting"),
    "build": ("builds", "built", "built", "building"),
}
EN_ACTION_VERBS = (
    "check", "double-check", "recheck", "re-check", "cross-check", "verify", "confirm", "call", "notify", "inform",
    "report", "escalate", "document", "record", "chart", "assess", "reassess", "re-assess", "evaluate",
    "re-evaluate", "monitor", "scan", "label", "communicate", "hand off", "hand over", "review", "respond", "answer",
    "attend",
    "reposition", "turn", "count", "perform", "conduct", "complete", "obtain", "request", "consult", "administer",
    "give", "sign", "co-sign", "countersign", "witness", "educate", "measure", "test", "examine", "observe",
    "inspect", "reconcile", "clarify", "ask", "tell", "page", "remove", "replace", "change", "update", "stop",
    "discontinue", "hold", "flush", "read back", "repeat back", "follow up", "intervene", "reply", "submit", "send",
    "deliver", "dispense", "prescribe", "cancel", "identify", "instruct", "wear", "apply", "place", "secure", "lock",
    "raise", "activate", "enable", "set", "restart", "mark", "screen", "audit", "alert", "order", "stock", "do",
    "use", "read", "configure", "program", "set up", "install",
    # (setting a device or software up: what a person omits when a limit is never switched on)
    "switch on", "turn on", "enter", "input", "key in", "add", "select", "tick", "load", "upload", "build", "define",
    "specify",
)


def en_verb_forms(base: str) -> tuple[str, str, str, str]:
    """(3rd person, past, participle, -ing) of a regular English verb, or the irregular table's entry."""
    if base in _IRREGULAR:
        return _IRREGULAR[base]
    if base.endswith("e"):
        return base + "s", base + "d", base + "d", base[:-1] + "ing"
    if base.endswith("y") and base[-2] not in "aeiou":
        return base[:-1] + "ies", base[:-1] + "ied", base[:-1] + "ied", base + "ing"
    third = base + "es" if base.endswith(("s", "sh", "ch", "x")) else base + "s"
    return third, base + "ed", base + "ed", base + "ing"


ZH_ACTION_VERBS = (
    "雙人核對", "核對", "確認", "查核", "覆核", "檢查", "查看", "通知", "告知", "回報", "報告", "通報", "呈報", "上報",
    "提報", "請示", "聯絡", "聯繫", "呼叫", "記錄", "紀錄", "登錄", "簽名", "評估", "監測", "監控", "觀察", "掃描",
    "標示", "交班", "交接", "回覆", "回應", "處理", "執行", "給予", "給藥", "追蹤", "複誦", "覆誦", "詢問", "量測",
    "測量", "巡視", "翻身", "會診", "開立", "調整", "停止", "停用", "暫停", "移除", "更換", "辨識", "協助", "陪同",
    "接聽", "到場", "前往", "衛教", "使用", "佩戴", "配戴", "放置", "固定", "拉起", "開啟", "啟動", "設定", "完成",
    "檢測", "清點", "簽收", "提醒", "提示", "警示", "顯示", "傳送", "更新", "列印",
    "說明", "解釋",
    "設置", "設好", "建置", "啟用", "輸入", "鍵入", "載入", "勾選", "上傳", "安裝",
)
# Verbs a device or a system can be the subject of ("系統未提示"): with a thing as subject, not an omission.
ZH_SYSTEM_VERBS = frozenset(("提醒", "提示", "警示", "顯示", "通知", "傳送", "列印", "標示", "記錄", "紀錄", "說明",
                             "解釋"))

# Software a hospital configures: "the drug library was not set" (「藥物資料庫未設定」) is how it was built, not a
# person's omission; a device a person operates ("the pump was not set") stays one.
ZH_SOFTWARE = frozenset(("系統", "資料庫", "藥物庫", "軟體", "程式", "介面", "電子病歷", "醫囑系統", "功能", "上限",
                         "下限", "限制", "參數", "預設值", "範本", "欄位"))
ZH_CONFIGURED = frozenset(("設定", "啟動", "開啟", "更新", "顯示", "設置", "設好", "建置", "啟用", "輸入", "鍵入",
                           "載入", "勾選", "上傳", "安裝"))
# The same in English: "the drug library was not configured" is how it was built, unless the sentence says by whom
# ("… by the night nurse") or a person is its subject ("the nurse did not configure the limit").
EN_CONFIGURED = frozenset(("configure", "program", "set up", "install", "set", "enable", "activate", "update", "build",
                           "load", "upload", "switch on", "turn on", "enter", "input", "key in", "add", "select",
                           "tick", "define", "specify"))
EN_SOFTWARE = frozenset(("system", "systems", "software", "library", "libraries", "database", "databases",
                         "interface", "ehr", "emr", "emar", "cpoe", "template", "templates", "module", "application",
                         "app", "alert", "alerts", "rule", "rules", "limit", "limits", "order-set", "set", "sets",
                         "field", "fields", "feature", "function", "default", "defaults", "formulary", "worklist"))

EN_DUTY = (
    r"polic(?:y|ies)", r"protocols?", r"procedures?", r"sops?", r"guidelines?", r"standards?", r"standing orders?",
    r"as ordered", r"per (?:the )?(?:physician's |doctor's |prescriber's )?orders?",
    r"(?:physician|doctor|prescriber|provider|medical)(?:'s)? orders?", r"orders? (?:called for|required|specified)",
    r"requir(?:e[sd]?|ing|ements?)", r"mandat(?:e[sd]?|ory)", r"expect(?:ed|ation|ations)", r"supposed to",
    r"responsib(?:le for|ility|ilities)", r"assign(?:ed|ment)", r"dut(?:y|ies)", r"obligat\w*", r"must", r"as per",
    r"checklists?",
    r"bundles?", r"pathways?", r"rules?(?! out)", r"instructions?", r"scheduled", r"time-?outs?", r"universal protocol",
)
ZH_DUTY = (
    r"規定", r"規範", r"(?<![反適因對回供響效呼相感順答理照])應(?![用變徵])", r"必須", r"須",
    r"需(?:依|於|經|由|每|遵)", r"標準", r"sop", r"(?:依|按|遵)醫囑", r"醫囑(?:要求|規定|指示)", r"流程", r"程序",
    r"要求", r"依規", r"指引", r"準則", r"職責", r"(?<!不)負責", r"制度", r"辦法", r"守則", r"政策", r"常規", r"規則",
    r"檢核表", r"查檢表", r"規程", r"義務", r"排程", r"暫停確認", r"time-?out", r"照護計畫", r"明[定訂]",
)

# Subjects: a thing or a patient as the subject of "did not" is not a staff omission.
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


EN_THINGS = _words(
    "it order orders system systems pump pumps library software alarm alarms alert alerts monitor monitors device "
    "devices screen "
    "label labels form forms ehr emr mar emar scanner scanners printer interface cabinet policy protocol procedure "
    "tool equipment machine computer display wristband barcode template program application app workflow dashboard "
    "pager phone bed sensor module field worklist report record manual guideline checklist process schedule design "
    "algorithm feature function default setting settings order-set cart tube line catheter vial vials workstation "
    "workstations roster rota"
)
EN_PATIENTS = _words("patient patients family relative relatives visitor visitors mother parent parents")
EN_PEOPLE = _words(
    "nurse nurses physician physicians doctor doctors pharmacist pharmacists staff resident residents technician "
    "technicians team clinician clinicians surgeon surgeons anesthesiologist anaesthetist rn rns md prescriber "
    "transporter porter aide midwife therapist he she they nobody intern fellow attending pharmacy laboratory "
    "lab radiologist radiographer physiotherapist employee employees caregiver caregivers carer carers hca hcas "
    "assistant assistants consultant consultants registrar registrars provider providers operator operators "
    "someone anyone i we midwives paramedic paramedics officer officers manager managers engineer engineers user "
    "users cna cnas lpn lpns hcw hcws clerk clerks student students informaticist informaticists"
    # (a title before a name: "Dr Lee chose to ignore", "Sister Ward", "Mr Chan the surgeon")
    " dr mr mrs ms miss mx prof professor sister"
)
# Who a person is when named as an agent ("was not configured by her"): the roles, and the object pronouns.
EN_AGENTS = EN_PEOPLE | _words("her him them me us")
# An organisation, not one person: what it did not set up is how the system was built ("the vendor did not configure
# the limit", 「廠商未設定」); it stays a person's omission for the other acts ("the pharmacy did not dispense").
EN_ORGANISATIONS = _words(
    "vendor vendors manufacturer manufacturers supplier suppliers company companies hospital hospitals trust trusts "
    "facility facilities organisation organization organisations organizations institution agency pharmacy "
    "pharmacies laboratory laboratories lab labs department departments informatics it committee committees board "
    "management service engineering"
)
ZH_ORGANISATIONS = ("廠商", "原廠", "供應商", "藥局", "藥劑部", "藥劑科", "資訊室", "資訊部", "資訊處", "醫院", "院方",
                    "委員會", "部門", "機構", "公司", "護理部", "醫工室", "醫工部", "醫工組", "資訊組", "資訊中心",
                    "小組", "專案團隊")
ZH_THINGS = (
    "系統", "幫浦", "警報", "警示器", "設備", "儀器", "監視器", "監測器", "螢幕", "電腦", "條碼", "標籤", "藥物庫",
    "資料庫", "軟體", "程式", "表單", "介面", "機器", "機台", "電子病歷", "手冊", "規範", "流程", "政策", "設定",
    "功能", "藥櫃", "藥車", "感應墊", "對講機", "呼叫器", "掃描器", "離床警示", "使用者介面", "排班表", "班表",
    "人力配置", "預算", "工作站",
)
ZH_PATIENTS = ("病人", "病患", "患者", "家屬", "個案", "產婦", "病童")
ZH_PEOPLE = (
    "護理師", "護士", "醫師", "藥師", "人員", "同仁", "員工", "技術員", "檢驗師", "主治", "組長", "護理長", "團隊",
    "他", "她", "醫護", "值班", "沒有人", "無人", "沒人", "某人", "我們", "我", "照服員", "看護", "書記", "專師",
    "使用者", "當事人", "該員", "工程師", "學姊", "學姐", "學長", "學妹", "學弟",
)
