import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// Dates are written `yyyy-MM-dd` and shown in the document's locale, always Gregorian and in UTC.
@Suite struct DateTextTests {
    typealias Day = DateText.Day

    // MARK: Parsing

    @Test(arguments: [
        ("2026-11-22", Day(year: 2026, month: 11, day: 22)),
        ("1815-12-10", Day(year: 1815, month: 12, day: 10)),
        ("2026-01-01", Day(year: 2026, month: 1, day: 1)),
        ("2026-12-31", Day(year: 2026, month: 12, day: 31)),
        ("2024-02-29", Day(year: 2024, month: 2, day: 29)),
        ("2000-02-29", Day(year: 2000, month: 2, day: 29)),
        ("2026-04-30", Day(year: 2026, month: 4, day: 30)),
        ("0999-06-15", Day(year: 999, month: 6, day: 15)),
        // A time after the date is ignored.
        ("2026-11-22T10:30:00Z", Day(year: 2026, month: 11, day: 22)),
        ("2026-11-22 08:00", Day(year: 2026, month: 11, day: 22)),
    ])
    func parsesISODates(text: String, day: Day) {
        expectEqual(DateText.parse(text), day)
    }

    @Test(arguments: [
        // Not real dates.
        "2026-02-30", "2026-02-29", "1900-02-29", "2100-02-29", "2026-04-31", "2026-06-31", "2026-09-31", "2026-11-31",
        "2026-13-01", "2026-00-10", "2026-01-00", "2026-01-32",
        // Not yyyy-MM-dd.
        "", "2026", "2026-11", "2026-11-2", "2026-1-22", "26-11-22", "2026/11/22", "22.11.2026", "11/22/2026",
        "Nov 22, 2026", "20261122", "abcd-ef-gh", "2026--11-22", " 2026-11-22",
        // Signs are not digits.
        "2026-+1-05", "+026-11-05", "2026-11-+5", "-026-11-05",
        // Something other than a time after the date.
        "2026-11-221", "2026-11-22junk",
    ])
    func rejectsEverythingElse(text: String) {
        expectEqual(DateText.parse(text), nil, "\(text)")
    }

    @Test func daysInEveryMonth() {
        expectEqual((1...12).map { DateText.daysIn(year: 2026, month: $0) }, [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31])
        expectEqual(DateText.daysIn(year: 2024, month: 2), 29)
        expectEqual(DateText.daysIn(year: 2000, month: 2), 29)
        expectEqual(DateText.daysIn(year: 1900, month: 2), 28)
        expectEqual(DateText.daysIn(year: 2100, month: 2), 28)
        expectEqual(DateText.daysIn(year: 1816, month: 2), 29)
    }

    // MARK: Display

    @Test(arguments: [
        ("1815-12-10", "en_US", "Dec 10, 1815"), ("1815-12-10", "en_GB", "10 Dec 1815"), ("1815-12-10", "de_DE", "10.12.1815"),
        ("2026-11-22", "en_US", "Nov 22, 2026"), ("2026-11-22", "en_GB", "22 Nov 2026"), ("2026-11-22", "de_DE", "22.11.2026"),
        ("2026-01-01", "en_US", "Jan 1, 2026"), ("2026-01-01", "en_GB", "1 Jan 2026"), ("2026-01-01", "de_DE", "01.01.2026"),
        // The day a time is on, in UTC.
        ("2026-11-22T23:59:59Z", "en_US", "Nov 22, 2026"),
    ])
    func displaysInTheLocalesMediumStyle(value: String, locale: String, shown: String) {
        expectEqual(DateText.display(value, locale: locale), shown)
    }

    @Test(arguments: ["2026-02-30", "22.11.2026", "tomorrow", "", "2026-11"])
    func displaysAnythingElseAsWritten(value: String) {
        for locale in ["en_US", "en_GB", "de_DE"] {
            expectEqual(DateText.display(value, locale: locale), value)
        }
    }

    @Test func formDocumentsDefaultToUSEnglish() {
        expectEqual(FormDocument.defaultLocale, "en_US")
        expectEqual(FormDocument(name: "D", title: nil, sections: []).locale, "en_US")
        expectEqual(DateText.display("1815-12-10", locale: FormDocument.defaultLocale), "Dec 10, 1815")
    }

    // MARK: The calendar

    @Test(arguments: [
        (Day(year: 1815, month: 12, day: 10), "en_US", "December 1815"),
        (Day(year: 1815, month: 12, day: 10), "en_GB", "December 1815"),
        (Day(year: 1815, month: 12, day: 10), "de_DE", "Dezember 1815"),
        (Day(year: 2026, month: 11, day: 22), "en_US", "November 2026"),
        (Day(year: 2026, month: 3, day: 1), "de_DE", "März 2026"),
        (DateText.fallbackMonth, "en_US", "January 2026"),
    ])
    func monthTitle(day: Day, locale: String, title: String) {
        expectEqual(DateText.monthTitle(day, locale: locale), title)
    }

    @Test func fallbackMonthIsJanuary2026() {
        expectEqual(DateText.fallbackMonth, Day(year: 2026, month: 1, day: 1))
    }

    @Test func weekdaySymbolsStartOnTheLocalesFirstDay() {
        expectEqual(DateText.weekdaySymbols(locale: "en_US"), ["S", "M", "T", "W", "T", "F", "S"])
        expectEqual(DateText.weekdaySymbols(locale: "en_GB"), ["M", "T", "W", "T", "F", "S", "S"])
        expectEqual(DateText.weekdaySymbols(locale: "de_DE"), ["M", "D", "M", "D", "F", "S", "S"])
        expectEqual(DateText.firstWeekday(locale: "en_US"), 1)
        expectEqual(DateText.firstWeekday(locale: "en_GB"), 2)
        expectEqual(DateText.firstWeekday(locale: "de_DE"), 2)
        for locale in ["en_US", "en_GB", "de_DE", "fr_FR", "ja_JP"] {
            expectEqual(DateText.weekdaySymbols(locale: locale).count, 7, "\(locale)")
        }
    }

    @Test(arguments: [
        // 1 December 1815 was a Friday.
        (Day(year: 1815, month: 12, day: 10), 5, 4),
        // 1 January 2026 is a Thursday, 1 February 2026 a Sunday, 1 June 2026 a Monday, 1 August 2026 a Saturday.
        (Day(year: 2026, month: 1, day: 1), 4, 3),
        (Day(year: 2026, month: 2, day: 14), 0, 6),
        (Day(year: 2026, month: 6, day: 30), 1, 0),
        (Day(year: 2026, month: 8, day: 1), 6, 5),
        // 1 January 2000 was a Saturday.
        (Day(year: 2000, month: 1, day: 20), 6, 5),
    ])
    func firstColumnOfTheMonth(day: Day, sundayFirst: Int, mondayFirst: Int) {
        expectEqual(DateText.firstColumn(day, locale: "en_US"), sundayFirst)
        expectEqual(DateText.firstColumn(day, locale: "de_DE"), mondayFirst)
        expectEqual(DateText.firstColumn(day, locale: "en_GB"), mondayFirst)
        // The day itself does not matter, only its month.
        expectEqual(DateText.firstColumn(Day(year: day.year, month: day.month, day: 1), locale: "en_US"), sundayFirst)
    }

    /// Across two years, each month's first column follows on from the last month's length.
    @Test func firstColumnsFollowOnFromMonthToMonth() {
        var column = DateText.firstColumn(Day(year: 2025, month: 1, day: 1), locale: "en_US")
        for year in 2025...2026 {
            for month in 1...12 {
                let day = Day(year: year, month: month, day: 1)
                expectEqual(DateText.firstColumn(day, locale: "en_US"), column, "\(year)-\(month)")
                expectEqual(DateText.firstColumn(day, locale: "de_DE"), (column + 6) % 7, "\(year)-\(month)")
                column = (column + DateText.daysIn(year: year, month: month)) % 7
            }
        }
    }
}
