"""The messages sent to the model: bilingual instructions plus only the fields a task needs.

Each builder takes the few texts its task needs (never a whole case) and returns chat messages. The
assistant runs the PHI guard over every message before anything leaves the process.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["causal_rewrite", "hfacs_ranking", "next_whys", "stronger_actions", "summary"]

Messages = list[dict[str, str]]
_COMMON = {
    "en": ("You help a hospital team run a root cause analysis of a patient-safety event. You only propose; "
           "the team decides. Describe people by role, never by name. Do not invent facts: when something is "
           "unknown, write a placeholder in angle brackets such as <policy>. Answer in English, as JSON in the "
           "requested shape only."),
    "zh-TW": ("你協助醫院團隊進行病人安全事件的根本原因分析。你只提出建議，由團隊決定。以職稱描述人員，"
              "絕不寫姓名。不要捏造事實：不知道的部分請用角括號佔位，例如 <規定>。"
              "請用繁體中文（台灣）回答，並只輸出指定格式的 JSON。"),
}
_TASKS = {
    "hfacs": {
        "en": ("Classify the contributing factor with HFACS-MES. Pick up to 3 codes, only from the list given, "
               "most fitting first, each with a one-sentence reason. The rule engine's candidates are listed "
               "too; keep, reorder or replace them."),
        "zh-TW": ("請以 HFACS-MES 為這個促成因素分類。只能從提供的清單中選出最多 3 個代碼，最適合的排在最前面，"
                  "每個附一句理由。規則引擎的候選代碼也列出來了，可保留、重新排序或替換。"),
    },
    "causal": {
        "en": ("Rewrite the statement as one causal statement: 'Because <condition>, <what happened>'. Link a "
               "cause to an effect; use no judgement words (careless, poor, failed to); give every human error "
               "or procedure deviation its preceding cause; name the policy or order behind any failure to act. "
               "Keep the facts of the original."),
        "zh-TW": ("把這段敘述改寫成一句因果敘述：「由於〈條件〉，導致〈發生的事〉」。要把原因連到結果；不用評價字眼"
                  "（疏忽、不良、未能）；每個人為錯誤或偏離程序都要寫出前因；任何未執行的行為都要寫出要求執行的規定或醫囑。"
                  "保留原敘述的事實。"),
    },
    "whys": {
        "en": ("Propose up to 3 next 'why?' questions for the last statement of the chain. Each question should "
               "lead toward a condition of the system (process, design, staffing, equipment, policy), not a "
               "person's fault. One short question each."),
        "zh-TW": ("針對因果鏈的最後一句，提出最多 3 個下一步的「為什麼？」問題。每個問題都要引向系統條件（流程、設計、"
                  "人力、設備、政策），而不是個人過失。每個問題一句話。"),
    },
    "actions": {
        "en": ("Propose up to 3 stronger alternatives to the corrective action for this root cause. Stronger means "
               "higher on the action hierarchy: physical or architectural changes, forcing functions, "
               "simplification, standardised equipment or process, tangible leadership involvement, rather than "
               "training, new policies, warnings or double checks. One sentence each, concrete and doable."),
        "zh-TW": ("針對這個根本原因，提出最多 3 個比原措施更強的替代改善措施。更強是指在措施層級中位置更高：實體或"
                  "空間改造、強制功能、簡化流程、設備或流程標準化、具體的領導參與，而非教育訓練、新規定、警示或雙人核對。"
                  "每個一句話，具體可行。"),
    },
    "summary": {
        "en": ("Draft a short summary (3 to 5 sentences) of this root cause analysis for the quality committee: "
               "the problem, the root causes and the actions with their strength. Use only the facts given."),
        "zh-TW": ("為品質委員會草擬這份根本原因分析的簡短摘要（3 到 5 句）：問題、根本原因，以及改善措施與其強度。"
                  "只使用提供的事實。"),
    },
}
_LABELS = {
    "en": {"statement": "Statement", "candidates": "Rule engine candidates", "codes": "HFACS-MES codes",
           "broken": "Rules it breaks", "problem": "Problem", "chain": "Chain, from the problem down",
           "root": "Root cause", "action": "Current action", "strength": "its strength", "causes": "Root causes",
           "actions": "Actions", "none": "(none)"},
    "zh-TW": {"statement": "敘述", "candidates": "規則引擎候選", "codes": "HFACS-MES 代碼", "broken": "違反的規則",
              "problem": "問題", "chain": "因果鏈（由問題往下）", "root": "根本原因", "action": "目前措施",
              "strength": "強度", "causes": "根本原因", "actions": "改善措施", "none": "（無）"},
}


def _lang(lang: str) -> str:
    return "zh-TW" if lang == "zh-TW" else "en"


def _messages(task: str, lang: str, body: list[str]) -> Messages:
    code = _lang(lang)
    return [{"role": "system", "content": f"{_COMMON[code]}\n{_TASKS[task][code]}"},
            {"role": "user", "content": "\n".join(body)}]


def _lines(items: Sequence[str], none: str) -> list[str]:
    return [f"- {item}" for item in items] or [none]


def hfacs_ranking(statement: str, candidates: Sequence[tuple[str, str]], codes: Sequence[tuple[str, str]],
                  lang: str) -> Messages:
    """The statement, the rules' candidates (code, name) and the allowed codes (code, name)."""
    lb = _LABELS[_lang(lang)]
    return _messages("hfacs", lang, [
        f"{lb['statement']}: {statement}", f"{lb['candidates']}:",
        *_lines([f"{c} {n}" for c, n in candidates], lb["none"]),
        f"{lb['codes']}:", *_lines([f"{c} {n}" for c, n in codes], lb["none"]),
    ])


def causal_rewrite(statement: str, broken: Sequence[str], lang: str) -> Messages:
    """The statement and the names of the causal-statement rules it breaks."""
    lb = _LABELS[_lang(lang)]
    return _messages("causal", lang, [f"{lb['statement']}: {statement}", f"{lb['broken']}:",
                                      *_lines(broken, lb["none"])])


def next_whys(problem: str, chain: Sequence[str], lang: str) -> Messages:
    """The problem and the chain of answers from it down to the statement being asked about."""
    lb = _LABELS[_lang(lang)]
    return _messages("whys", lang, [f"{lb['problem']}: {problem}", f"{lb['chain']}:", *_lines(chain, lb["none"])])


def stronger_actions(root_cause: str, action: str, strength: str, lang: str) -> Messages:
    """The root cause, the action and its rated strength."""
    lb = _LABELS[_lang(lang)]
    return _messages("actions", lang, [f"{lb['root']}: {root_cause}",
                                       f"{lb['action']}: {action} ({lb['strength']}: {strength})"])


def summary(problem: str, root_causes: Sequence[str], actions: Sequence[str], lang: str) -> Messages:
    """The problem, the root causes and the actions (each already with its strength)."""
    lb = _LABELS[_lang(lang)]
    return _messages("summary", lang, [f"{lb['problem']}: {problem}", f"{lb['causes']}:",
                                       *_lines(root_causes, lb["none"]), f"{lb['actions']}:",
                                       *_lines(actions, lb["none"])])
