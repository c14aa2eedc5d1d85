import Foundation

/// Whole numbers in the digits of a locale (`١٢/٤٠` in `ar_EG`, `۱۲` in `fa_IR`, `12` in `en_US`).
public enum LocaleDigits {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var formatters: [String: NumberFormatter] = [:]

    public static func format(_ value: Int, locale: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        let formatter: NumberFormatter
        if let made = formatters[locale] {
            formatter = made
        } else {
            formatter = NumberFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.numberStyle = .none
            formatter.usesGroupingSeparator = false
            if formatters.count < 256 { formatters[locale] = formatter }
        }
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
