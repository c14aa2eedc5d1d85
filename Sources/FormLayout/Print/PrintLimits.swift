import FormModel

/// What a printed form may hold. Paper cuts no text, so a form's length is bounded by pages and by
/// the text it holds instead: past either, printing stops with an error that says which and by how much.
public enum PrintLimits {
    /// Pages of one printed form (a long book's worth on small pages; a real form has a few).
    public static let maxPages = 5_000
    /// Characters of one printed text (a label, a value, a description): about 60 dense pages.
    public static let maxTextCharacters = 200_000
    /// Characters of all a form's printed text together.
    public static let maxFormCharacters = 2_000_000

    /// The first text of `form` past a limit, said as an error's message; nil when all fit.
    public static func problem(in form: FormDocument) -> String? {
        var total = 0
        func check(_ text: String?, _ what: @autoclosure () -> String) -> String? {
            guard let text else { return nil }
            // utf8.count bounds the characters from above at no cost; only a long text is counted.
            let bytes = text.utf8.count
            guard bytes > maxTextCharacters || total + bytes > maxFormCharacters else {
                total += bytes
                return nil
            }
            let count = text.count
            if count > maxTextCharacters {
                return "\(what()) has \(count.grouped) characters; a printed text holds at most \(maxTextCharacters.grouped) (about 60 A4 pages)"
            }
            total += count
            return total > maxFormCharacters
                ? "the form's text comes to more than \(maxFormCharacters.grouped) characters by \(what()); a printed form holds at most that (about 600 A4 pages)"
                : nil
        }
        if let problem = check(form.title, "its title") ?? check(form.footer, "its footer") { return problem }
        for section in form.sections {
            if let problem = check(section.title, "section '\(section.id)''s title") ?? check(section.description, "section '\(section.id)''s description") {
                return problem
            }
            for field in section.fields {
                if let problem = check(field.label, "field '\(field.id)''s label") ?? check(field.value, "field '\(field.id)''s value") {
                    return problem
                }
                for (index, option) in field.options.enumerated() {
                    if let problem = check(option, "field '\(field.id)''s option \(index + 1)") { return problem }
                }
            }
        }
        return nil
    }
}

private extension Int {
    /// 200,000: thousands grouped, whatever the machine's locale.
    var grouped: String {
        let digits = String(self.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (self < 0 ? "-" : "") + out
    }
}
