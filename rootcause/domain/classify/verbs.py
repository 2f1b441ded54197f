"""The verbs of care the statement reader knows, by what they are: a clinical decision, a routine step, an act that
can go wrong, and the signs that it did. Shared by ``reading`` and ``act_forms`` so that a verb is listed once."""

from __future__ import annotations

import re

__all__ = [
    "ACT_EN", "ACT_ZH", "DECISION_EN", "DECISION_ZH", "STEP_EN", "STEP_ZH", "WRONG_EN", "WRONG_ZH", "is_decision",
]

DECISION_EN = (r"order(?:ed|ing|s)?|prescrib(?:e|ed|es|ing)|decid(?:e|ed|es|ing)|cho(?:se|sen|ose|oses)|"
               r"seek|sought|(?:call(?:ed)?|contact(?:ed)?|page[ds]?|bleep(?:ed)?) (?:for help|"
               r"(?:the |a |an |his |her |their )?(?:[a-z'-]+ )?(?:doctor|registrar|consultant|gp|"
               r"general practitioner|physician|surgeon|team|ambulance|on-call))|identif(?:y|ied)|recogni[sz]ed?|"
               r"diagnos(?:e|ed|es|ing)|plann?(?:ed|ing)?|select(?:ed|ing|s)? (?:the )?(?:treatment|dose|drug|"
               r"antibiotic)|escalat(?:e|ed|es|ing)|refer(?:red|s)?|request(?:ed|s)?|discharg(?:e|ed|es|ing)|"
               r"admitt(?:ed|ing)|consult(?:ed|s)?|assum(?:e|ed|es|ing)|presum(?:e|ed|es|ing)")
STEP_EN = (r"check(?:ed|s)?|monitor(?:ed|s)?|record(?:ed|s)?|document(?:ed|s)?|give|given|gave|administer(?:ed|s)?|"
           r"repeat(?:ed|s)?|measur(?:e|ed|es)|perform(?:ed|s)?|done|did|review(?:ed|s)?|assess(?:ed|es)?|"
           r"reassess(?:ed|es)?|follow(?:ed)? up|test(?:ed|s)?|sen[dt]|label(?:l?ed|s)?|verif(?:y|ied|ies)|"
           r"confirm(?:ed|s)?|scann?(?:ed|s)?|read|replac(?:e|ed)|updat(?:e|ed)|chang(?:e|ed)|implement(?:ed)?|"
           r"carr(?:y|ied) out|put in place|taken|make (?:a|any) (?:record|note|entry)|recheck(?:ed)?|re-check(?:ed)?|"
           r"action(?:ed)?|view(?:ed)?|obtain(?:ed|s)?|undert(?:ake|aken|akes|ook)|conduct(?:ed|s)?|"
           r"(?:turn|switch)(?:ed|s)? on|"
           # (what a person had not completed of their own training is their readiness, not a step of care)
           r"complet(?:e|ed|es)(?! (?:(?:the|her|his|their|a|an|any) )?(?:[a-z-]+ ){0,6}?(?:training|competenc[a-z]*|"
           r"course|module|induction|update|education|e-learning|programme|program|qualification|revalidation)"
           r"(?![a-z]))")
ACT_EN = (r"set|sets|setting|programm?(?:ed|ing|s)?|select(?:ed|s)?|pick(?:ed|s)?|dr[ae]w(?:n)? up|drew|draws|"
          r"gave|given|give|administer(?:ed|s)?|inject(?:ed|s)?|infus(?:e|ed|es)|connect(?:ed|s)?|attach(?:ed|es)?|"
          r"calibrat(?:e|ed|es)|label(?:l?ed|s)?|enter(?:ed|s|ing)?|input(?:ted|ting|s)?|key(?:ed|ing)? in|"
          r"typ(?:e|ed|es)|transcrib(?:e|ed|es)|"
          r"dispens(?:e|ed|es)|"
          r"prepar(?:e|ed|es)|mix(?:ed|es)?|dilut(?:e|ed|es)|calculat(?:e|ed|es)|misread|misidentif(?:y|ied)|"
          r"insert(?:ed|s)?|place[ds]?|position(?:ed|s)?|operat(?:e|ed|es)|us(?:e|ed|es)|sent|sen(?:d|ds)|"
          # (a rate or a dose changed: "restarted at 32 units/kg/hr instead of 29")
          r"(?:re)?start(?:ed|s)?|resum(?:e|ed|es)|increas(?:e|ed|es)|decreas(?:e|ed|es)|titrat(?:e|ed|es)|hung|hang")
WRONG_EN = (r"wrong|incorrect(?:ly)?|mistaken(?:ly)?|in error|erroneous(?:ly)?|"
            r"(?:ten|two|three|five|\d+)[ -]?(?:times|"
            r"fold|x)|(?:too|much too|far too) (?:high|low|fast|slow|much|little)|instead of|rather than|"
            r"(?:10|100|1000)-fold|decimal|overdose|underdose|inadvertent(?:ly)?|accidental(?:ly)?")
DECISION_ZH = (r"開立|開單|開藥|處方|下醫囑|決定|選擇|診斷|會診|轉診|轉介|安排|照會|升級處置|通報主治|就醫|送醫|"
               r"察覺|訂定|擬定")
STEP_ZH = (r"追蹤|檢驗|監測|測量|量測|複測|核對|確認|評估|給藥|執行|記錄|覆核|掃描|檢查|回報|巡視|"
           r"稀釋|投與|更換|更新|處理|開啟|打開|檢測|協助|拔除|取出|移除|觀察|清點|計數|固定|簽名|調整|量度|登記|跟進")
ACT_ZH = (r"設定|輸入|調整|調校|校正|給予|給藥|注射|抽取|備藥|配藥|泡製|稀釋|計算|連接|標示|貼|發藥|調劑|使用|放置|"
          r"送到|送至|送往|交給|抱給|辨識|判讀|輸血|輸注|植入|切除|填寫|登錄|擺放|更換|移除|拔除|插入|置入")
WRONG_ZH = r"錯誤|錯|誤|十倍|百倍|\d+倍|過高|過低|過快|過慢|過量|不足量|而非|不正確"


def is_decision(verb: str) -> bool:
    """A clinical decision (order, refer, diagnose, 開立, 轉診), not a routine step."""
    return bool(re.fullmatch(DECISION_EN, verb) or re.fullmatch(DECISION_ZH, verb))
