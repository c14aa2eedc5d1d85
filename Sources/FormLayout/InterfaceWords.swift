import FormModel
import FormSupport

/// The few words FormRender itself puts on a form (a panel's buttons, an empty picker's or date's
/// prompt), in the form's language: English, and the languages its examples and the bundled fonts
/// cover. A language not here reads English.
public struct InterfaceWords: Equatable, Sendable {
    public var done: String
    public var clear: String
    public var choose: String
    public var selectDate: String

    public static let english = InterfaceWords(done: "Done", clear: "Clear", choose: "Choose…", selectDate: "Select a date")

    static let byLanguage: [String: InterfaceWords] = [
        "en": .english,
        "ar": InterfaceWords(done: "تم", clear: "مسح", choose: "اختر…", selectDate: "اختر تاريخًا"),
        "he": InterfaceWords(done: "סיום", clear: "ניקוי", choose: "בחירה…", selectDate: "בחירת תאריך"),
        "fa": InterfaceWords(done: "تمام", clear: "پاک کردن", choose: "انتخاب…", selectDate: "انتخاب تاریخ"),
        "ja": InterfaceWords(done: "完了", clear: "クリア", choose: "選択…", selectDate: "日付を選択"),
        "zh": InterfaceWords(done: "完成", clear: "清除", choose: "选择…", selectDate: "选择日期"),
        "ko": InterfaceWords(done: "완료", clear: "지우기", choose: "선택…", selectDate: "날짜 선택"),
        "hi": InterfaceWords(done: "हो गया", clear: "साफ़ करें", choose: "चुनें…", selectDate: "तारीख चुनें"),
        "th": InterfaceWords(done: "เสร็จ", clear: "ล้าง", choose: "เลือก…", selectDate: "เลือกวันที่"),
        "de": InterfaceWords(done: "Fertig", clear: "Löschen", choose: "Auswählen…", selectDate: "Datum wählen"),
        "fr": InterfaceWords(done: "OK", clear: "Effacer", choose: "Choisir…", selectDate: "Choisir une date"),
        "es": InterfaceWords(done: "OK", clear: "Borrar", choose: "Elegir…", selectDate: "Elegir una fecha"),
        "it": InterfaceWords(done: "Fine", clear: "Cancella", choose: "Scegli…", selectDate: "Scegli una data"),
        "pt": InterfaceWords(done: "OK", clear: "Limpar", choose: "Escolher…", selectDate: "Escolher uma data"),
        "ru": InterfaceWords(done: "Готово", clear: "Очистить", choose: "Выбрать…", selectDate: "Выберите дату"),
    ]

    /// The words of `locale`'s language (`ja_JP` → Japanese), else English.
    public static func of(locale: String) -> InterfaceWords {
        let language = FormDocument.language(of: locale)
        return byLanguage[language == "iw" ? "he" : language] ?? .english
    }
}
