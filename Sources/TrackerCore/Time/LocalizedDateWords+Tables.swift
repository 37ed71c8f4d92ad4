// The words of each language, Monday and January first. Abbreviations are the ones people
// type (and the calendar apps of each language show); a trailing dot is ignored by the
// parsers, so "Mo." and "dic." are covered by "mo" and "dic".

extension LocalizedDateWords {
    static let germanTable = Table(
        language: .german,
        weekdays: [
            ["montag", "mo", "mon"], ["dienstag", "di", "die"], ["mittwoch", "mi", "mit"],
            ["donnerstag", "do", "don"], ["freitag", "fr", "fre"], ["samstag", "sonnabend", "sa", "sam"],
            ["sonntag", "so", "son"],
        ],
        months: [
            ["januar", "jänner", "jan"], ["februar", "feb"], ["märz", "maerz", "mär", "mrz"],
            ["april", "apr"],
            ["mai"], ["juni", "jun"], ["juli", "jul"], ["august", "aug"], ["september", "sep", "sept"],
            ["oktober", "okt"], ["november", "nov"], ["dezember", "dez"],
        ],
        keywords: [
            "today": ["heute"], "tomorrow": ["morgen"], "yesterday": ["gestern"],
            "next": [
                "nächsten", "nächster", "nächste", "naechsten", "naechster", "naechste", "kommenden",
                "kommender", "kommende",
            ],
            "this": ["diesen", "dieser", "diese", "diesem"], "week": ["woche"], "month": ["monat"],
            "year": ["jahr"],
        ],
        fillers: ["am", "an", "den", "der", "dem", "im", "bis"], list: ["und", "am", "jeden", "immer"],
        through: ["bis"])

    static let spanishTable = Table(
        language: .spanish,
        weekdays: [
            ["lunes", "lun", "lu"], ["martes", "mar", "ma"], ["miércoles", "mié", "mier", "mi"],
            ["jueves", "jue", "ju"], ["viernes", "vie", "vi"], ["sábado", "sáb", "sa"],
            ["domingo", "dom", "do"],
        ],
        months: [
            ["enero", "ene"], ["febrero", "feb"], ["marzo", "mar"], ["abril", "abr"], ["mayo", "may"],
            ["junio", "jun"], ["julio", "jul"], ["agosto", "ago"],
            ["septiembre", "setiembre", "sep", "sept", "set"],
            ["octubre", "oct"], ["noviembre", "nov"], ["diciembre", "dic"],
        ],
        keywords: [
            "today": ["hoy"], "tomorrow": ["mañana"], "yesterday": ["ayer"],
            "next": ["próximo", "próxima"], "this": ["este", "esta"], "week": ["semana"], "month": ["mes"],
            "year": ["año"],
        ],
        fillers: ["el", "la", "de", "del", "en", "para", "hasta"], nextAfter: ["que viene"],
        list: ["y", "e", "los", "el", "cada"],
        through: ["a", "al", "hasta"])

    static let portugueseTable = Table(
        language: .portuguese,
        weekdays: [
            ["segunda", "seg"], ["terça", "ter"], ["quarta", "qua"], ["quinta", "qui"], ["sexta", "sex"],
            ["sábado", "sáb"], ["domingo", "dom"],
        ],
        months: [
            ["janeiro", "jan"], ["fevereiro", "fev"], ["março", "mar"], ["abril", "abr"], ["maio", "mai"],
            ["junho", "jun"], ["julho", "jul"], ["agosto", "ago"], ["setembro", "set"], ["outubro", "out"],
            ["novembro", "nov"], ["dezembro", "dez"],
        ],
        keywords: [
            "today": ["hoje"], "tomorrow": ["amanhã"], "yesterday": ["ontem"],
            "next": ["próximo", "próxima"], "this": ["este", "esta", "neste", "nesta"], "week": ["semana"],
            "month": ["mês"], "year": ["ano"],
        ],
        fillers: ["o", "a", "de", "do", "da", "no", "na", "em", "para", "até"], nextAfter: ["que vem"],
        list: ["e", "às", "as", "toda", "todas", "nas", "aos"], through: ["a", "até"])

    static let russianTable = Table(
        language: .russian,
        weekdays: [
            ["понедельник", "пн", "понедельникам"], ["вторник", "вт", "вторникам"],
            ["среда", "среду", "ср", "средам"], ["четверг", "чт", "четвергам"],
            ["пятница", "пятницу", "пт", "пятницам"], ["суббота", "субботу", "сб", "субботам"],
            ["воскресенье", "вс", "воскресеньям"],
        ],
        months: [
            ["январь", "января", "янв"], ["февраль", "февраля", "фев", "февр"], ["март", "марта", "мар"],
            ["апрель", "апреля", "апр"], ["май", "мая"], ["июнь", "июня", "июн"], ["июль", "июля", "июл"],
            ["август", "августа", "авг"], ["сентябрь", "сентября", "сен", "сент"],
            ["октябрь", "октября", "окт"], ["ноябрь", "ноября", "ноя", "нояб"],
            ["декабрь", "декабря", "дек"],
        ],
        keywords: [
            "today": ["сегодня"], "tomorrow": ["завтра"], "yesterday": ["вчера"],
            "next": ["следующий", "следующую", "следующее", "следующей", "следующая", "следующем"],
            "this": ["этот", "эту", "это", "эта"], "week": ["неделя", "неделе", "неделю"],
            "month": ["месяц", "месяце"], "year": ["год", "году"],
        ],
        fillers: ["в", "во", "на", "до", "по", "года", "г"],
        list: ["и", "по", "в", "во", "каждый", "каждую", "каждое"])

    static let persianTable = Table(
        language: .persian,
        weekdays: [
            ["دوشنبه"], ["سه‌شنبه"], ["چهارشنبه"], ["پنجشنبه"], ["جمعه"], ["شنبه"], ["یکشنبه"],
        ],
        months: [
            ["ژانویه"], ["فوریه"], ["مارس"], ["آوریل"], ["مه", "می"], ["ژوئن"], ["ژوئیه", "جولای"],
            ["اوت", "آگوست"], ["سپتامبر"], ["اکتبر"], ["نوامبر"], ["دسامبر"],
        ],
        keywords: [
            "today": ["امروز"], "tomorrow": ["فردا"], "yesterday": ["دیروز"], "this": ["این"],
            "week": ["هفته"],
            "month": ["ماه"], "year": ["سال"],
        ],
        fillers: ["تا"], nextAfter: ["بعد", "بعدی", "آینده"], list: ["و", "هر"], through: ["تا"])
}
