/// A date select box's text, as SwiftJsonUI shows it closed: `selectedDate` (read as `yyyy-MM-dd`,
/// optionally with ` HH:mm`) in `dateStringFormat` (`yyyy-MM-dd` in SwiftUI, `yyyy/MM/dd` in UIKit),
/// with the pattern letters of Unicode date formats (`yyyy`, `yy`, `MMMM`, `MMM`, `MM`, `M`, `dd`,
/// `d`, `EEEE`, `EEE`, `HH`, `H`, `hh`, `h`, `mm`, `a`) and `'quoted'` text; English names.
public enum SelectBoxDate {
    struct Parts {
        var year: Int, month: Int, day: Int, hour = 0, minute = 0
    }

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The text shown, or nil when `written` is no date in `yyyy-MM-dd`.
    public static func text(_ written: String, pattern: String) -> String? {
        guard let parts = parse(written) else { return nil }
        return format(parts, pattern: String(pattern.prefix(100)))
    }

    static func parse(_ written: String) -> Parts? {
        let halves = written.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1)
        guard let date = halves.first else { return nil }
        let numbers = date.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let year = numbers[0], let month = numbers[1], let day = numbers[2],
              (1...9999).contains(year), (1...12).contains(month), (1...daysIn(month, year)).contains(day) else { return nil }
        var parts = Parts(year: year, month: month, day: day)
        if halves.count == 2 {
            let time = halves[1].split(separator: ":").map { Int($0) }
            guard time.count >= 2, let hour = time[0], let minute = time[1], (0...23).contains(hour), (0...59).contains(minute) else { return nil }
            parts.hour = hour
            parts.minute = minute
        }
        return parts
    }

    static func daysIn(_ month: Int, _ year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Day of the week, 0 for Sunday (Zeller's congruence on the proleptic Gregorian calendar).
    static func weekday(_ p: Parts) -> Int {
        var y = p.year, m = p.month
        if m < 3 { m += 12; y -= 1 }
        let h = (p.day + (13 * (m + 1)) / 5 + y % 100 + (y % 100) / 4 + (y / 100) / 4 + 5 * (y / 100)) % 7
        return (h + 6) % 7
    }

    static func format(_ p: Parts, pattern: String) -> String {
        var out = ""
        let letters = Array(pattern)
        var index = 0
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        while index < letters.count {
            let letter = letters[index]
            if letter == "'" {
                // Quoted text, '' for a quote mark.
                var end = index + 1
                var quoted = ""
                while end < letters.count {
                    if letters[end] == "'" {
                        if end + 1 < letters.count, letters[end + 1] == "'" { quoted.append("'"); end += 2; continue }
                        break
                    }
                    quoted.append(letters[end])
                    end += 1
                }
                out += index + 1 == end && end < letters.count ? "'" : quoted
                index = end + 1
                continue
            }
            var run = 1
            while index + run < letters.count, letters[index + run] == letter { run += 1 }
            index += run
            switch letter {
            case "y": out += run == 2 ? padded(p.year % 100, 2) : padded(p.year, run)
            case "M", "L":
                switch run {
                case 1, 2: out += padded(p.month, run)
                case 3: out += String(months[p.month - 1].prefix(3))
                default: out += months[p.month - 1]
                }
            case "d": out += padded(p.day, run)
            case "E": out += run >= 4 ? weekdays[weekday(p)] : String(weekdays[weekday(p)].prefix(3))
            case "H": out += padded(p.hour, run)
            case "h": out += padded(p.hour % 12 == 0 ? 12 : p.hour % 12, run)
            case "m": out += padded(p.minute, run)
            case "s": out += padded(0, run)
            case "a": out += p.hour < 12 ? "AM" : "PM"
            default: out += String(repeating: letter, count: run)
            }
        }
        return out
    }
}
