import FormSupport

/// An option a picker lists twice. Nothing of it is dropped: a screen's open picker shows it twice,
/// paper prints it twice, each with a tick box of its own (and each box a button of its own in a
/// fillable PDF), and a value of that text chooses the first. A form rarely means it (a copied line,
/// two SixLayer options of one label), so each repeat is said where it is written.
enum RepeatedOptions {
    /// Warns at each option whose text (as Swift compares text: é composed or not is one) an earlier
    /// option of the list has. `path` is the list's key path; its entries are `path[0]`, `path[1]`…
    static func warn(_ options: [(text: String, position: SourcePosition?)], file: String, path: String, warnings: inout WarningLog) {
        var first: [String: Int] = [:]
        for (index, option) in options.enumerated() {
            guard let earlier = first[option.text] else {
                first[option.text] = index
                continue
            }
            let text = option.text.quotedForMessages
            warnings.add("'\(path)[\(index)]': option '\(text)' is listed twice (first at '\(path)[\(earlier)]'); both are shown and printed, each printed one with its own tick box (its own button in a fillable PDF), and a value '\(text)' chooses the first",
                         at: SourceLocation(file: file, position: option.position, keyPath: "\(path)[\(index)]"))
        }
    }
}
