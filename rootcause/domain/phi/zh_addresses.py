"""Where someone lives in Chinese: a road and a house number (ZH_ADDRESS), a road someone lives on with no number
(ZH_LIVES_ON), a village ward and its neighbourhood, a village in a township.

One character class serves them all (``CJK_ADDR``): any Han character but the grammar words that open or join a
clause (在 住 於 的 和 …), so an address's span starts at its city or road, not at the verb before it.
"""

from __future__ import annotations

import re

__all__ = ["CJK_ADDR", "NOT_ROADS", "ZH_ADDRESS", "ZH_LIVES_ON", "ZH_VILLAGE", "ZH_WARD_ADDRESS"]

CJK_ADDR = r"(?:(?![在住於到往從的是為和與及至去回人址居家送經由位])[\u4e00-\u9fff])"
ZH_ADDRESS = re.compile(
    r"(?:" + CJK_ADDR + r"{1,3}[市縣])?(?:" + CJK_ADDR + r"{1,3}[區鄉鎮市])?"
    # (a space may stand between the parts, 彰水路二段 392 巷 17 號; 和 inside a road's name, not first: 安和路)
    r"(?P<road>" + CJK_ADDR + r"(?:" + CJK_ADDR + r"|和){0,4}(?:路|街|大道))(?:[一二三四五六七八九十\d]{1,3}段)?"
    # (a lane's digits partly masked, 2XX 巷; a form's fields, 路段：莊敬路／號：88 號)
    r"(?:[ \t]?\d[\dXx*]{0,3}[ \t]?巷)?(?:[ \t]?\d[\dXx*]{0,3}[ \t]?弄)?"
    r"(?:[ \t]*[/|,;、，；][ \t]*(?:號|門牌號?碼?)[ \t]*[:=][ \t]*)?[ \t]?\d{1,5}(?:-\d{1,4}|之\d{1,4})?[ \t]?[號号]"
    r"(?:[ \t]?\d{1,3}[ \t]?樓|\s?\d{1,3}F)?(?:之\d{1,3})?"
)
NOT_ROADS = ("管路", "線路", "迴路", "回路", "通路", "電路", "氣路", "水路", "網路", "道路", "一路", "紋路")
# Where someone lives in Chinese, with no house number: 住民生東路三段, 家住文化路一段188巷, 住址 中央路二段 xx 號.
ZH_LIVES_ON = re.compile(
    r"(?:住址|地址|戶籍地|居住地|家住|住在|住於|居住於|住)[\s:：]{0,2}"
    r"(?P<id>(?:" + CJK_ADDR + r"{1,3}[市縣])?(?:" + CJK_ADDR + r"{1,3}[區鄉鎮])?"
    + CJK_ADDR + r"{1,5}(?:路|街|大道)"
    r"(?:[一二三四五六七八九十\d]{1,3}段)?(?:\d{1,4}巷)?(?:\d{1,4}弄)?)"
)
# A village ward and neighbourhood (里 and 鄰): "和平里12鄰" (the post-office box is places.py's own).
ZH_WARD_ADDRESS = re.compile(r"[\u4e00-\u9fff]{1,3}里\s*\d{1,2}\s*鄰")
# A village in a township, with no house number: 霧臺鄉好茶村 (a street in a district is where clinics are too, so
# a road without a number needs someone living there: ZH_LIVES_ON).
ZH_VILLAGE = re.compile(
    r"(?:" + CJK_ADDR + r"{1,3}[縣市])?" + CJK_ADDR + r"{1,3}[鄉鎮區]" + CJK_ADDR + r"{1,3}[村里](?![長民])"
)
