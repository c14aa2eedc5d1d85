import FormModel
import Foundation

/// The words FormRender itself prints on a form's pages, in the form's language: a continued section's
/// mark, the page number, and the letters a date's empty cells show. English, and the languages of the
/// interface words (`InterfaceWords`); another language prints English words, with its own digits.
public struct PrintWords: Equatable, Sendable {
    /// After a section's title where it goes on over a page break: "(continued)".
    public var continued: String
    /// "Page {n} of {count}", with the numbers in the locale's digits.
    var pageOf: String
    /// What an empty day, month and year cell shows faintly: D, M, Y. One character each.
    public var day: String
    public var month: String
    public var year: String

    public static let english = PrintWords(continued: "(continued)", pageOf: "Page {n} of {count}", day: "D", month: "M", year: "Y")

    static let byLanguage: [String: PrintWords] = [
        "en": .english,
        "de": PrintWords(continued: "(Fortsetzung)", pageOf: "Seite {n} von {count}", day: "T", month: "M", year: "J"),
        "fr": PrintWords(continued: "(suite)", pageOf: "Page {n} sur {count}", day: "J", month: "M", year: "A"),
        "es": PrintWords(continued: "(continuación)", pageOf: "Página {n} de {count}", day: "D", month: "M", year: "A"),
        "it": PrintWords(continued: "(continua)", pageOf: "Pagina {n} di {count}", day: "G", month: "M", year: "A"),
        "pt": PrintWords(continued: "(continuação)", pageOf: "Página {n} de {count}", day: "D", month: "M", year: "A"),
        "pl": PrintWords(continued: "(ciąg dalszy)", pageOf: "Strona {n} z {count}", day: "D", month: "M", year: "R"),
        "ru": PrintWords(continued: "(продолжение)", pageOf: "Страница {n} из {count}", day: "Д", month: "М", year: "Г"),
        "ar": PrintWords(continued: "(تابع)", pageOf: "صفحة {n} من {count}", day: "ي", month: "ش", year: "س"),
        "he": PrintWords(continued: "(המשך)", pageOf: "עמוד {n} מתוך {count}", day: "י", month: "ח", year: "ש"),
        "fa": PrintWords(continued: "(ادامه)", pageOf: "صفحهٔ {n} از {count}", day: "ر", month: "م", year: "س"),
        "hi": PrintWords(continued: "(जारी)", pageOf: "पृष्ठ {n} / {count}", day: "द", month: "म", year: "व"),
        "th": PrintWords(continued: "(ต่อ)", pageOf: "หน้า {n} จาก {count}", day: "ว", month: "ด", year: "ป"),
        "ja": PrintWords(continued: "（続き）", pageOf: "{n} / {count} ページ", day: "日", month: "月", year: "年"),
        "zh": PrintWords(continued: "（续）", pageOf: "第 {n} 页，共 {count} 页", day: "日", month: "月", year: "年"),
        "ko": PrintWords(continued: "(계속)", pageOf: "{count}페이지 중 {n}페이지", day: "일", month: "월", year: "년"),
    ]

    /// The words of `locale`'s language (`de_DE` → German), else English.
    public static func of(locale: String) -> PrintWords {
        let language = FormDocument.language(of: locale)
        return byLanguage[language == "iw" ? "he" : language] ?? .english
    }

    /// "Seite 2 von 5", "صفحة ٢ من ٥": the words of the language, the digits of the locale.
    public func page(_ number: Int, of count: Int, locale: String) -> String {
        pageOf.replacingOccurrences(of: "{n}", with: LocaleDigits.format(number, locale: locale))
            .replacingOccurrences(of: "{count}", with: LocaleDigits.format(count, locale: locale))
    }
}
