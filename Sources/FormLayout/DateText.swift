import Foundation

/// Dates as a form shows them: values are written `yyyy-MM-dd` (ISO 8601) in the input and shown in
/// the form's locale ("Nov 22, 2026" in en_US, "22.11.2026" in de_DE). Always the Gregorian calendar
/// in UTC, so the picture does not depend on where it is rendered.
public enum DateText {
    public struct Day: Equatable, Sendable {
        public var year: Int
        public var month: Int
        public var day: Int
    }

    /// The month an open date panel shows when the field has no date.
    public static let fallbackMonth = Day(year: 2026, month: 1, day: 1)

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// `2026-11-22` (a time after it, `T10:30` or ` 10:30`, is ignored) → the day, if it is a real date.
    public static func parse(_ value: String) -> Day? {
        let date = value.prefix(10)
        let rest = value.dropFirst(10)
        guard rest.isEmpty || rest.first == "T" || rest.first == " " else { return nil }
        let parts = date.split(separator: "-", omittingEmptySubsequences: false)
        guard value.count >= 10, date.allSatisfy({ $0 == "-" || ("0"..."9").contains($0) }), parts.count == 3,
              parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), day >= 1, day <= daysIn(year: year, month: month) else { return nil }
        return Day(year: year, month: month, day: day)
    }

    static func date(_ day: Day) -> Date? {
        calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))
    }

    static func formatter(_ locale: String, template: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = calendar.timeZone
        formatter.calendar = calendar
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    /// The value in the locale's medium style, or as written when it is not an ISO date.
    public static func display(_ value: String, locale: String) -> String {
        // Making a DateFormatter costs more than laying out the rest of the field: each answer is kept.
        shown.value(for: "\(locale)\u{0}\(value)") { formatDisplay(value, locale: locale) }
    }

    private static let shown = Memo()

    private static func formatDisplay(_ value: String, locale: String) -> String {
        guard let day = parse(value), let date = date(day) else { return value }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = calendar.timeZone
        formatter.calendar = calendar
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    /// "November 2026".
    public static func monthTitle(_ day: Day, locale: String) -> String {
        titles.value(for: "\(locale)\u{0}\(day.year)-\(day.month)") { formatMonthTitle(day, locale: locale) }
    }

    private static let titles = Memo()

    private static func formatMonthTitle(_ day: Day, locale: String) -> String {
        guard let date = date(Day(year: day.year, month: day.month, day: 1)) else { return "\(day.year)-\(day.month)" }
        return formatter(locale, template: "MMMMyyyy").string(from: date)
    }

    /// One- or two-letter weekday names, starting on the locale's first day of the week.
    public static func weekdaySymbols(locale: String) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        let given = formatter.veryShortStandaloneWeekdaySymbols
        let symbols = given.count == 7 ? given : ["S", "M", "T", "W", "T", "F", "S"]
        let first = firstWeekday(locale: locale) - 1
        return Array(symbols[first...] + symbols[..<first])
    }

    /// 1 = Sunday … 7 = Saturday, as Foundation counts.
    public static func firstWeekday(locale: String) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        return calendar.firstWeekday
    }

    public static func daysIn(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The column (0-based from the locale's first weekday) of the month's first day.
    public static func firstColumn(_ day: Day, locale: String) -> Int {
        guard let date = date(Day(year: day.year, month: day.month, day: 1)) else { return 0 }
        let weekday = calendar.component(.weekday, from: date)
        return (weekday - firstWeekday(locale: locale) + 7) % 7
    }
}

/// Answers already worked out, shared by every thread; bounded, since values come from inputs.
private final class Memo: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String: String] = [:]

    func value(for key: String, make: () -> String) -> String {
        lock.lock()
        if let known = answers[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = make()
        lock.lock()
        if answers.count >= 4096 { answers.removeAll(keepingCapacity: true) }
        answers[key] = made
        lock.unlock()
        return made
    }
}
