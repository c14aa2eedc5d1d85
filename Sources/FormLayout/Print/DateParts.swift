import Foundation
import FormModel
import FormSupport

/// The parts of a date written by hand, in the order the locale writes them: `DD / MM / YYYY` in
/// en_GB, `MM / DD / YYYY` in en_US, `YYYY / MM / DD` in ja_JP, with the locale's separator.
struct DateParts: Equatable {
    enum Part: String, Equatable {
        case day, month, year

        var cells: Int { self == .year ? 4 : 2 }
    }

    var order: [Part]
    var separator: String
    /// What an empty cell shows faintly, in the locale's language: D D, M M, Y Y Y Y in English,
    /// T T, M M, J J J J in German.
    var words = PrintWords.english
    /// 0 to 9 as the locale writes them.
    var localDigits: [Character] = Array("0123456789")

    func letter(_ part: Part) -> String {
        switch part {
        case .day: return words.day
        case .month: return words.month
        case .year: return words.year
        }
    }

    /// The parts for `locale`, read once a process: making a date formatter costs more than laying
    /// out a form's dates.
    static func of(locale: String) -> DateParts {
        known.lock.lock()
        defer { known.lock.unlock() }
        if let parts = known.byLocale[locale] { return parts }
        let parts = DateParts(locale: locale)
        if known.byLocale.count < 256 { known.byLocale[locale] = parts }
        return parts
    }

    private final class Known: @unchecked Sendable {
        let lock = NSLock()
        var byLocale: [String: DateParts] = [:]
    }

    private static let known = Known()

    /// Read from the locale's own short numeric date pattern.
    init(locale: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale.isEmpty ? FormDocument.defaultLocale : locale)
        formatter.setLocalizedDateFormatFromTemplate("ddMMyyyy")
        let pattern = formatter.dateFormat ?? "MM/dd/yyyy"
        var order: [Part] = []
        var separator: String?
        for character in pattern {
            let part: Part?
            switch character {
            case "d": part = .day
            case "M", "L": part = .month
            case "y", "u": part = .year
            default:
                part = nil
                // Marks that only steer the text's direction (Arabic's U+200F) are no separator.
                let visible = !character.isWhitespace && character != "'"
                    && !character.unicodeScalars.contains { $0.properties.generalCategory == .format }
                if separator == nil, !order.isEmpty, order.count < 3, visible { separator = String(character) }
            }
            if let part, !order.contains(part) { order.append(part) }
        }
        let complete = Set(order) == [.day, .month, .year]
        self.order = complete ? order : [.month, .day, .year]
        self.separator = complete ? (separator ?? "/") : "/"
        words = PrintWords.of(locale: locale)
        let written = (0...9).map { LocaleDigits.format($0, locale: locale) }
        if written.allSatisfy({ $0.count == 1 }) { localDigits = written.map { Character($0) } }
    }

    /// `DD/MM/YYYY` in the locale's order, separator and letters (`TT.MM.JJJJ` in German).
    var format: String {
        order.map { String(repeating: letter($0), count: $0.cells) }.joined(separator: separator)
    }

    /// The digits of each part of an ISO date value, in the locale's digits (`٠٩` in ar_EG), or nil
    /// when it is not one.
    func digits(of value: String) -> [Part: String]? {
        guard let day = DateText.parse(value) else { return nil }
        func padded(_ number: Int, _ width: Int) -> String {
            let text = String(number)
            return String((String(repeating: "0", count: max(0, width - text.count)) + text).map { digit in
                digit.wholeNumberValue.map { localDigits[$0] } ?? digit
            })
        }
        return [.day: padded(day.day, 2), .month: padded(day.month, 2), .year: padded(day.year, 4)]
    }
}
