import FormSupport
/// A project's strings, from `Resources/strings.json`, looked up as SwiftJsonUI's
/// DynamicStringManager does: `{"file": {"key": "Text"}}` or `{"file": {"key": {"en": "Text", "ja": "…"}}}`.
/// A text that is one of the strings' values is shown in the chosen language; a snake_case text is
/// a key (the layout file's own section first); anything else is shown as written.
public struct StringTable: Equatable, Sendable {
    /// Section (a layout file's name) → key → language → text; a plain string is stored under "".
    private var sections: [String: [String: [String: String]]] = [:]
    /// A text in any language → (section, key), the first in file order.
    private var byValue: [String: Entry] = [:]
    /// A key → the sections that have it, in file order.
    private var byKey: [String: [String]] = [:]

    struct Entry: Equatable, Sendable {
        var section: String
        var key: String
    }

    public init() {}

    public var isEmpty: Bool { sections.isEmpty }

    public init(json: JSONNode, file: String, warnings: inout WarningLog) {
        guard case .object(let object) = json.value else {
            warnings.add("strings.json must be an object of layout sections; its strings are not used", at: SourceLocation(file: file, position: json.position))
            return
        }
        for section in object.members {
            guard case .object(let entries) = section.value.value else { continue }
            var table: [String: [String: String]] = [:]
            for entry in entries.members {
                var texts: [String: String] = [:]
                switch entry.value.value {
                case .string(let text): texts[""] = text
                case .object(let languages):
                    for language in languages.members { if case .string(let text) = language.value.value { texts[language.key.lowercased()] = text } }
                default:
                    warnings.add("strings.json: '\(section.key).\(entry.key)' must be a string or an object of languages; ignored",
                                 at: SourceLocation(file: file, position: entry.value.position))
                    continue
                }
                table[entry.key] = texts
                byKey[entry.key, default: []].append(section.key)
                for text in texts.values.sorted() where byValue[text] == nil { byValue[text] = Entry(section: section.key, key: entry.key) }
            }
            sections[section.key] = table
        }
    }

    /// The text a view shows for `text` in `language`, written in the layout named `layout`.
    public func localized(_ text: String, layout: String, language: String) -> String {
        guard !text.isEmpty, !sections.isEmpty else { return text }
        if let entry = byValue[text] { return self.text(entry, language: language) ?? text }
        guard StringTable.isSnakeCase(text), let owners = byKey[text] else { return text }
        let section = owners.contains(layout) ? layout : owners[0]
        return self.text(Entry(section: section, key: text), language: language) ?? text
    }

    /// The entry in the language, else English, else its plain text, else its first language by name.
    private func text(_ entry: Entry, language: String) -> String? {
        guard let texts = sections[entry.section]?[entry.key] else { return nil }
        return texts[language] ?? texts["en"] ?? texts[""] ?? texts.keys.sorted().first.flatMap { texts[$0] }
    }

    /// `^[a-z]+(_[a-z0-9]+)*$`, SwiftJsonUI's test for a text that names a key.
    static func isSnakeCase(_ text: String) -> Bool {
        let words = text.split(separator: "_", omittingEmptySubsequences: false)
        guard let first = words.first, !first.isEmpty, first.allSatisfy({ ("a"..."z").contains($0) }) else { return false }
        return words.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } }
    }
}
