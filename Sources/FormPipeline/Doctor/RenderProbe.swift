import BoxTree
import FormLayout
import FormModel
import FormSupport
import Foundation

/// A built-in form drawn to see whether this machine draws as the references' machine did. It holds
/// text in every style the default theme uses (with an emoji, right-to-left and CJK text, from the
/// fallback fonts) and every kind of shape (cards with their shadow,
/// borders, an error, an open picker, a toggle, a tick, chevrons, a calendar icon, a resize mark),
/// and is checked in three parts, so a difference says where it comes from:
/// - layout: the tree as JSON (text measured by Pango and HarfBuzz);
/// - shapes: the picture without its text (Cairo and pixman);
/// - text: the whole picture (glyph outlines from FreeType, filled by Cairo, and colour glyphs on top);
/// - pdf: the probe as a PDF (FormRender's own writer and compressor: fonts subset from the bundled files).
public enum RenderProbe {
    public struct Part: Equatable, Sendable {
        public var name: String
        public var sha256: String
        public var expected: String
        public var matches: Bool { sha256 == expected }
    }

    /// The SHA-256 of each part as drawn on Debian 12 (`LibraryVersions.references`), at @2x; Debian 13
    /// draws the same.
    static let expected = [
        "layout": "3ffc4673af6223798fc2209c004850ae47f9582ce555af0791b0df026d1d2064",
        "shapes": "3e4592b2e9449450fac95f93292e2999b91119c955aa7eace8d1ffe83603b96c",
        "text": "3fb1566c77773836b6f78e869dcb0c3ede1f191750bbb74459f75c6ee6d5783a",
        "pdf": "4ed9dc74f534c0de1e91eeab2e84c94ac39914d25e0c5c7a9d634d57de509e4d",
    ]

    static var document: FormDocument {
        var error = Field(id: "email", label: "Email", kind: .email, isRequired: true, value: "ada@example")
        error.state = FieldState(error: "Please enter a valid email address.")
        var picker = Field(id: "plan", label: "Plan", kind: .picker, value: "Standard", options: ["Free", "Standard", "Premium"])
        picker.state = FieldState(isOpen: true)
        var notes = Field(id: "notes", label: "Notes", kind: .textarea, value: "Prefers letters to telegrams.")
        notes.counter = CharacterCounter(limit: 120)
        return FormDocument(name: "Probe", title: "Probe", sections: [
            Section(id: "a", title: "Account", description: "Every style and shape", fields: [
                Field(id: "name", label: "Full name", isRequired: true, value: "Ada Lovelace"),
                error,
                Field(id: "phone", label: "Phone", kind: .phone, placeholder: "+1 555 0100"),
                Field(id: "greeting", label: "Greeting", value: "Hi 👋 مرحبا 你好"),
                notes,
                picker,
                Field(id: "birthday", label: "Birthday", kind: .date, value: "1815-12-10"),
                Field(id: "news", label: "Send me the newsletter", kind: .toggle, value: "true"),
                Field(id: "terms", label: "I accept the terms", kind: .checkbox, value: "true"),
            ]),
            Section(id: "b", title: "Collapsed", isCollapsible: true, isCollapsed: true, fields: [Field(id: "x", label: "X")]),
        ])
    }

    /// Draws the probe with the session's fonts (the default theme, refined layout) and hashes its parts.
    public static func run(_ session: RenderSession) throws -> [Part] {
        let drawn = try draw(session)
        return [("layout", drawn.layout), ("shapes", drawn.shapes), ("text", drawn.text), ("pdf", drawn.pdf)].map { name, bytes in
            Part(name: name, sha256: SHA256.hex(bytes), expected: expected[name] ?? "")
        }
    }

    /// The parts' bytes: the layout as JSON, the picture without text, the whole picture (PNGs), the PDF.
    static func draw(_ session: RenderSession) throws -> (layout: [UInt8], shapes: [UInt8], text: [UInt8], pdf: [UInt8]) {
        // The default theme in the refined layout, as when these hashes were measured on Debian 12 and
        // 13, and no locale or data of the run's: the probe checks the machine, not the layout's rules.
        var theme = Theme.default
        theme.layoutMode = .refined
        var options = RenderOptions()
        options.fontsDirectory = session.options.fontsDirectory
        options.theme = theme
        var warnings = WarningLog()
        let probe = try RenderSession(options: options)
        let tree = try probe.lay(.form(document), on: .width(.compact), input: "probe", warnings: &warnings).first
        return (Array(LayoutJSON.encode(tree).utf8), try probe.rasterizer.png(withoutText(tree), scale: 2),
                try probe.rasterizer.png(tree, scale: 2), try probe.rasterizer.pdf(tree, title: "Probe", language: "en"))
    }

    static func withoutText(_ tree: LayoutTree) -> LayoutTree {
        func strip(_ box: LayoutBox) -> LayoutBox {
            var box = box
            box.textRun = nil
            box.children = box.children.map(strip)
            return box
        }
        var result = tree
        result.root = strip(tree.root)
        return result
    }
}
