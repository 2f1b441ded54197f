"""Word tables and patterns for personal names, in English and Traditional Chinese (``names.py`` reads them).

Kept as plain text tables so a hospital can read and extend them: given names and surnames (with the ones that
are also common words), titles and roles that announce a name, and the Chinese words that begin with a surname
character but are not names.
"""

from __future__ import annotations

import re


def word_table(text: str) -> frozenset[str]:
    """A whitespace-separated word table (kept as text so it stays easy to read and extend)."""
    return frozenset(text.split())


def prefix_table(text: str) -> dict[str, tuple[str, ...]]:
    """Words grouped by first character, so a check is one dict lookup and a short ``startswith``."""
    table: dict[str, list[str]] = {}
    for word in sorted(set(text.split())):
        table.setdefault(word[0], []).append(word)
    return {first: tuple(words) for first, words in table.items()}


# ---------------------------------------------------------------------------------------------
# English names.
TITLES = frozenset({"Mr", "Mrs", "Ms", "Mx", "Miss", "Dr", "Prof", "Mdm", "Madam"})
NAME_WORD = r"(?:[A-Z]['’])?[A-Z][a-z]+(?:['’][A-Za-z]+)?(?:-[A-Za-z][a-z]+)?"
TITLE_NAME = re.compile(r"\b(?:Mr|Mrs|Ms|Mx|Miss|Dr|Prof|Mdm|Madam)\b\.?[ \t]*(" + NAME_WORD + ")")
ROLE_NAME = re.compile(
    r"(?<![A-Za-z])(?i:nurse|doctor|physician|pharmacist|surgeon|midwife|therapist|technician|RN|NP)"
    r"[ \t]+(" + NAME_WORD + r")(?:[ \t]+(" + NAME_WORD + "))?"
)
PATIENT_NAME = re.compile(
    r"(?<![A-Za-z])(?i:patient|pt\.?|client|resident)[ \t]*[:,]?[ \t]+(" + NAME_WORD + r")(?:[ \t]+("
    + NAME_WORD + "))?"
)
NAMED = re.compile(
    r"(?<![A-Za-z])(?:named|[Nn]ame\s*(?:is|was|:))[ \t]*(" + NAME_WORD + r")(?:[ \t]+(" + NAME_WORD + "))?"
)
NAME_PAIR = re.compile(r"(?<![A-Za-z])(?=([A-Z][a-z]+)[ \t]+(" + NAME_WORD + "))")

# Name forms that need no context word because their shape is a name's (each still needs the name tables):
# "Smith, John" (a surname, a comma, a given name), "J. Smith" after a role or "patient" (an initial and a
# surname), and romanised Taiwanese names in capitals, "WANG HSIAO-MING" (a surname and a hyphenated given name).
SURNAME_COMMA_GIVEN = re.compile(r"(?<![A-Za-z])([A-Z][a-z]{1,20}),[ \t]+([A-Z][a-z]{1,20})(?![A-Za-z])")
INITIAL_SURNAME = re.compile(
    r"(?<![A-Za-z])(?i:patient|pt\.?|nurse|doctor|dr\.?|mr\.?|mrs\.?|ms\.?|rn|np)[ \t]+([A-Z])\.[ \t]?"
    r"([A-Z][a-z]{1,20})(?![A-Za-z])")
CAPITAL_ROMANISED = re.compile(r"(?<![A-Za-z])([A-Z]{2,6})[ \t]+([A-Z]{2,6}-[A-Z]{2,6})(?![A-Za-z])")

GIVEN_NAMES = word_table("""
    james john robert michael william david richard joseph thomas charles christopher daniel matthew
    anthony donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason
    jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin brandon benjamin samuel gregory
    alexander patrick raymond dennis jerry tyler aaron jose adam nathan henry douglas zachary peter
    kyle ethan walter jeremy keith roger gerald harold sean carl arthur lawrence dylan jesse bryan
    bruce gabriel albert alan juan wayne randy vincent ralph eugene russell philip louis tony allen
    andy alex leo sam ben mike dave steve chris matt nick dan tom tim jim bob ken jimmy johnny danny
    mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret
    sandra ashley kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca
    sharon laura cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen samantha
    katherine christine debra rachel carolyn janet catherine maria heather diane ruth julie olivia
    joyce virginia victoria kelly lauren christina joan evelyn judith megan andrea cheryl hannah
    jacqueline martha gloria teresa ann sara madison frances kathryn janice jean abigail alice judy
    sophia denise doris marilyn danielle beverly isabella theresa diana natalie brittany charlotte
    marie kayla alexis lori jane lily lucy chloe mia ava amelia ella vivian tina peggy cindy wendy
    jenny annie irene joanna vicky yvonne sophie zoe claire fiona jessie harry oliver george jacob charlie
    thomas oscar william james lucas liam mason logan isaac owen luke aiden julian hudson eli ezra
    levi hunter caleb evan ian jeffery marcus martin miguel carlos luis jorge pedro antonio francisco
    manuel rosa carmen ana lucia elena laura sofia isabel teresa beatriz yuki hiroshi kenji akira
    haruto sakura hana mei ming wei jun hui ling yan ying xin jia hao yu-ting yi-chen
""")
SURNAMES = word_table("""
    smith johnson williams jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson
    jenkins perry powell sullivan russell ortiz jensen myers ford hamilton graham sullivan wallace
    cole west jordan owens reynolds fisher ellis harrison gibson mcdonald cruz marshall gomez murray
    freeman wells webb simpson stevens tucker porter hunter hicks crawford henry boyd mason morales
    kennedy warren dixon ramos reyes burns gordon shaw holmes rice robertson palmer black daniels
    schmidt muller fischer weber meyer wagner becker schulz rossi russo ferrari esposito bianchi
    yamamoto watanabe ito nakamura kobayashi kato yoshida yamada sasaki choi jung kang cho yoon
    anderson thomas taylor moore jackson martin lee perez thompson harris sanchez clark ramirez lewis
    robinson allen torres nguyen flores adams nelson rivera campbell mitchell carter roberts doe roe
    kim patel singh khan tanaka suzuki sato murphy kelly cooper howard richardson watson brooks chen
    lin huang chang zhang li wang wu liu tsai cai yang hsu xu cheng zheng hsieh xie kuo guo hung hong
    tseng zeng chiu qiu liao lai chou zhou su yeh ye chuang zhuang lu chiang jiang hsiao xiao lo luo
    kao gao chien jian chu zhu chung zhong shih shi yu chan teng deng fang pan peng tu du tang sung
    song tien tian ting ding wei weng yen yan liang chao zhao hou fu tsao cao hsueh xue yao mao kang
    kuan guan tai dai fan wong cheung leung lam chow tsang yip tam jhang jheng syu jhou chiou hu ho ma
    ko
""")
# Words that read as names only in some sentences; never accepted on their own after "patient".
AMBIGUOUS_NAMES = word_table("""
    green white young hill king hall baker walker wright scott brown long page park jordan ford black
    rice west cole wells burns porter marshall hunter mason crawford palmer fisher holmes gordon shaw
    cruz henry daniels murray graham ellis
""")
# Capitalised words that follow a title or role but are not a person's name.
NOT_NAMES = word_table("""
    on call oncall on-call the a an at of in to for and or but was is were did had has not no then when
    also said says who which what with without by from per via his her their he she they it we i you
    this that these those there here both all each any some one two three first second last new other
    same after before during while since because if so yet even only just still again later now today
    yesterday tonight immediately next unknown should would could may might must will can manager
    practitioner educator specialist supervisor coordinator anesthetist anaesthetist midwife station
    unit leader lead director champion aide assistant team staff shift note notes report handover
    handoff navigator informaticist consultant resident intern fellow registrar attending surgeon
    physician pharmacist technician therapist clerk charge night day evening morning afternoon senior
    junior head chief ward floor bed room patient patients family nurse nurses doctor doctors pharmacy
    safety quality risk office rounds round orders order review meeting committee group board council
    department service services care triage emergency admission discharge transfer documentation
    education training practice desk phone pager page paged notified informed told asked noticed found
    checked reviewed confirmed documented administered prescribed signed stopped started held changed
    recorded called gave arrived came ordered controlled analgesia identification identifier id
    wristband band name names record records chart experience relations advocate portal transport
    monitor monitoring flow information assessment fall falls centered centred identity safety-net
    monday tuesday wednesday thursday friday saturday sunday january february march april june july
    august september october november december heparin insulin morphine potassium saline alaris
    staffing ratio ratios rota roster skill skills competency competencies workload handbook protocol
    protocols policy policies coverage guideline guidelines checklist checklists bundle bundles pathway
    orientation residency internship preceptor preceptorship mentor mentoring shortage overtime break
    breaks lunch rest fatigue burnout sign-off signoff sign supervision oversight judgment judgement
    error errors mistake incident event events alarm alarms pump pumps cart station's
""")

# ---------------------------------------------------------------------------------------------
# Chinese names.
COMPOUND_SURNAMES = word_table("""
    歐陽 司馬 諸葛 上官 東方 司徒 西門 公孫 慕容 夏侯 皇甫 令狐 宇文 長孫 尉遲 端木 鍾離 張簡 范姜
    張廖 欧阳
""")
# Common surnames, minus the few that are mostly ordinary words in clinical notes (安 全 明 時 單 向 ...).
SURNAMES_ZH = frozenset(
    "陳林黃張李王吳劉蔡楊許鄭謝郭洪曾邱廖賴周徐蘇葉莊呂江何蕭羅高簡朱鍾施游詹沈彭胡余盧潘顏梁趙柯翁魏"
    "方孫戴范宋鄧杜傅侯曹薛丁卓阮馬董温溫唐藍石蔣古紀姚連馮歐程湯田康姜白汪鄒尤巫鐘黎涂龔嚴韓袁金童陸"
    "夏柳凃邵錢伍倪于譚駱熊任甘秦顧毛章史官萬俞雷粘饒龍齊喬文郝孔崔賀龐閻段姬武殷季麥葛樊蒲褚祝宮耿"
    "戚邢裴陶勞符鄔翟聶衛談凌商佘覃冉滕鮑岳柴項祁莫牛池邰婁賈晏辛繆虞巴卜"
    "陈黄张刘杨许郑谢赵吴罗萧叶苏庄吕钟邓卢颜韩冯蒋孙钱顾龚严邹汤纪贺阎龙齐乔"
)
# Characters common in given names; anything else right after a surname ends the name.
NAME_CHARS = frozenset(
    "明華美玲文志偉俊婷淑芬雅怡宏家建國嘉欣佳慧君惠珍如琪娟秀英麗蓉萍鳳霞燕紅梅蘭菊春秋冬雪月雲靜晶"
    "瑩瑜瑋瑞琳琦璇珊珮佩貞真純潔淳涵瀅穎薇蓁萱菁芸芳芷蕙蓮荷茹妤妍姿娜婉媛嫻嬿倩伶儀宜宣宇柏松樺楷"
    "榮豪傑杰峰崇嶸翔鴻鵬龍虎威武勇強剛毅健康德仁義禮智信忠孝誠賢哲聖睿軒凱維達成昌盛興旺富貴祥福祿"
    "壽喜吉泰平順安寧靖益裕豐隆光輝耀煒炎焱燦煌熙暉晴晟昇昀旻昊晨曉星辰陽天宙海洋波濤浩淵源清澄湘"
    "河川山岳嶽林森樹木竹桂楠榕楓柳梓彬樂恩慈愛心思念意憲慶展鈞鋒銘錦鑫金銀玉珠寶財東南中正大小子元"
    "士民世永立仲伯叔季承宗祖振發進耕農嬌妹娥姬好妙姍婕嫣妃菲瑤瓊璋琇琬瑄琴詩書韻藝才俐傳佑祐宸彥"
    "廷庭政群彰邦郁雄勝賓勤儒仕依亦奕弈翊羽翰育卉苓茵葳蓓薰藍蔚霖雯霓震露青韋頌馨香駿騏麟鶴鳴齊筠"
    "琮璟珈瑛琍蕓蔓薏綺綾絹紋緯婕崴晉朗凡帆亮冠宏弘廣志峻偉瑾諭謙鈺錡鎮懷蕾蘋虹蝶"
    "明华美玲伟俊婷淑芬雅怡宏家建国嘉欣佳慧君惠珍丽凤霞兰静晶莹玮瑞琳琦珊贞洁涵颖薇萱芳娜婉媛伦仪"
    "台水扁翠莉莎妮鈴綸倫崙嶺穗茜菱葦蕎萃蒂蘊恬悅惟愉憶懿采綵彩媚嬋姝姮婧嫺媄嫚媗孟學宥容寬寰尹岑崑"
    "嵐巧希徹恆拓揚敏斌昆昕景曄朋朝桓棋楨榆樵樸權毓沛泓洲津浚淇淞添湧溢漢澤濬灝煜照燁爵玄玟珏珞珩"
    "琛瑀璁璘璞環甄皓盈瞻碩祈禎禹竣筑箴紘紹絃綱緻縈繼羚翎聰肇臻致舜航良芊芝芯芮茂荃菡葵蘅詠諺超迪"
    "逸遠邑郎銓錚鎧閔阡陞雋靈韜頤顥飛駒騰驊黛"
)
# Context words after which a Chinese name may follow directly (病人王小明, 護理師林美玲, 姓名：...).
ZH_NAME_CONTEXT = re.compile(
    r"(?:病人|患者|病患|個案|案主|住民|病童|產婦|傷者|家屬|姓名|名叫|叫做|名為|名字(?:是|叫|為)?|之子|之女|"
    r"護理師|護士|醫師|醫生|藥師|護理長|母親|父親|兒子|女兒|丈夫|妻子|媽媽|爸爸|孫子|孫女|媳婦|"
    # Mixed-language notes: an English role or title right before a Chinese name ("patient 王小明").
    r"(?i:\b(?:patient|pt\.?|mr\.?|mrs\.?|ms\.?|miss|dr\.?|nurse|doctor|named|called)))"
    r"[\s:：,，]{0,3}"
)
ZH_HONORIFIC = re.compile(
    r"先生|小姐|太太|女士|醫師|醫生|護理師|護士|護理長|藥師|阿姨|伯伯|阿伯|阿公|阿嬤|奶奶|爺爺|老師|主任|教授|同學"
)
ZH_ROLE_AFTER = re.compile(r"病人|患者|病患|個案")  # 王小明病人: a name written before the role
ZH_COUNTERS = frozenset("天日次個位年月週周點小分床樓號度歲人名種項條份顆支瓶劑")
# Words that begin with a surname character but are ordinary words (病人高燒, 病患安全, 病人陳述 ...).
ZH_NOT_NAMES = prefix_table("""
    高血壓 高血糖 高血脂 高燒 高熱 高齡 高危 高風險 高度 高處 高雄 高中 高大 高低 高興 高估 高濃度
    高警訊 高鉀 高鈉 高流量 高劑量 高警示 高壓 高達 高峰 高明 高昂 高溫 高山 高強度 高醫 方便 方式
    方向 方法 方才 方面 方案 方能 方可 方正 白班 白天 白血球 白色 白蛋白 白內障 石膏 石頭 金屬 金額
    金門 金錢 何時 何種 何處 何以 何況 何謂 何人 何者 何故 周邊 周圍 周末 周全 周遭 黃疸 黃色 黃昏
    黃金 林口 林間 陳述 陳舊 陳列 洪水 洪亮 連續 連同 連忙 連結 連接 連帶 連線 連日 連夜 施打 施行
    施予 施作 施測 施以 溫度 溫暖 溫水 溫和 溫柔 溫熱 溫順 常規 常常 常見 常態 常用 文件 文書 文字
    文靜 曾經 曾於 曾有 曾被 曾在 曾是 馬上 馬桶 馬祖 馬來 游走 游離 蘇醒 陸續 顏面 顏色 關節 關心
    關係 關於 關閉 關注 關山 戴上 戴著 成功 成人 成為 成大 孫子 孫女 凌晨 康復 夏天 夏季 萬一 萬華
    萬芳 羅東 羅列 簡單 簡易 簡短 簡報 錢包 任何 任意 尤其 顧慮 嚴重 嚴格 嚴密 齊全 黎明 童年 甘願
    莊重 卓越 毛巾 毛髮 紀錄 紀律 程度 程序 張開 張嘴 張口 張力 許多 許可 鄭重 謝謝 謝意 賴床 沈睡
    沈默 沈重 胡言 胡亂 胡說 杜絕 唐突 鐘頭 鐘點 湯匙 湯藥 葉酸 韓國 莫名 衛教 衛生 符合 談話 勞累
    辛苦 牛奶 段落 項目 祝福 商量 季節 于是 余額 江湖 華法林 周一 周二 周三 周四 周五 周六 周日
    葉克膜 陳明 馬虎 甘露 曾祖 曾孫 錢財 紀念 林立 江山 祝壽 萬元 龐大 嚴峻 施展 甘心 石子 高貴
    金子 簡潔 簡明 連環 何如 嚴明 古樸 連發 簡樸 連天 顧念 江心 談心 童心 齊心 池水 高遠 夏秋 高發
    文采 文才 勞心 溫婉 游水 高照 何意 談興 高妙 陶藝 連心 溫靜 鍾意 連進 藍光 胡子 殷紅 白雲 白銀
    白光 金光 杜仲 丁香 巴士 莫大 康寧 江水 高超 高雅 溫馨 文明 文雅 文學 高台
""")
# Two-character words ending in a surname character; "處方醫師" is the prescriber, not Dr. Fang.
ZH_NOT_NAME_ENDINGS = word_table("""
    責任 主任 擔任 兼任 專任 前任 現任 新任 信任 接任 上任 到任 放任 四周 每周 本周 上周 下周 一周
    樹林 森林 雨林 竹林 園林 山林 士林 雲林 杏林 最高 提高 身高 升高 偏高 過高 較高 很高 增高 東方
    西方 南方 北方 對方 雙方 院方 醫方 警方 處方 地方 藥方 配方 官方 校方 我方 他方 甲方 乙方 一方
    後方 前方 上方 下方 左方 右方 大方 平方 立方 偏方 比方 空白 蛋白 表白 明白 黑白 坦白 蒼白 灰白
    結石 腎石 膽石 現金 基金 資金 押金 獎金 罰金 租金 長江 如何 為何 任何 有何 幾何 未曾 不曾 何曾
    相連 串連 牽連 關連 體溫 室溫 低溫 高溫 常溫 保溫 經常 異常 正常 日常 平常 非常 通常 照常 中文
    英文 公文 措施 設施 實施 相關 有關 無關 機關 上游 下游 完成 造成 形成 組成 達成 促成 構成 變成
    養成 療程 流程 過程 課程 行程 年紀 世紀 健康 千萬 百萬 一萬 照顧 回顧 兼顧 看顧 允許 些許 或許
    期許 少許 也許 感謝 代謝 多謝 依賴 信賴 仰賴 分鐘 時鐘 鬧鐘 光田 油田 病史 歷史 器官 長官 感官
    蓋章 規章 印章 文章 金錢 價錢 零錢 穿戴 配戴 佩戴 大陸 登陸 著陸 尊嚴 威嚴 莊嚴 麵包 紅包 錢包
    肺葉 包羅 村莊 新陳 其余 由于 關于 整齊 工程 階段 手段 時段 片段 路段 地段 班段 主張 緊張 一段
    兒童 女童 頑童 氣溫 水溫
    不許 容許 不顧 只顧 會談 交談 訪談 座談 協商 慶祝 歷任 出任 時任 後任 就任 連任 升任 重任 選任
    勝任 中方 軍方 各方 兩方 多方 敵方 日方 美方 遠方 見方 疲勞 勤勞 功勞 新高 抬高 接連 連連 一連
    法官 警官 軍官 考官 副官 大官 外商 廠商 客商 經商 智商 雪白 潔白 慘白 全程 排程 日程 議程 歷程
    里程 航程 車程 有錢 值錢 數萬 十萬 幾萬 多萬 億萬 小馬 出馬 下馬 無賴 相符 眉毛 羽毛 鼻孔 面孔
    臉孔 電池 行李 擁戴 不甘 從嚴 戒嚴 森嚴 茶葉 落葉 事項 款項 各項 這項 一項 多項 兩項 選項
""")
