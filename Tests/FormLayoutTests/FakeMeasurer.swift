import BoxTree
import Foundation
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// A measurer with exact, known metrics so frames can be asserted to the point:
/// - every character (grapheme) is `0.5 × font size` wide;
/// - `.wrap` breaks greedily at spaces (a word longer than the line stays on a line of its own) and at
///   `\n`;
/// - `.singleLine` is always one line, its width the text's width clamped to `maxWidth` (as an
///   ellipsized line would be).
struct FakeMeasurer: TextMeasuring {
    var widthFactor = 0.5

    func characterWidth(_ font: FontSpec) -> Double { font.size * widthFactor }

    func width(of text: some StringProtocol, font: FontSpec) -> Double {
        Double(text.count) * characterWidth(font)
    }

    /// The lines `.wrap` produces.
    func lines(_ text: String, font: FontSpec, maxWidth: Double) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                if current.isEmpty {
                    current = String(word)
                } else if width(of: current + " " + word, font: font) <= maxWidth {
                    current += " " + word
                } else {
                    result.append(current)
                    current = String(word)
                }
            }
            result.append(current)
        }
        return result
    }

    func measure(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics {
        switch wrapping {
        case .singleLine:
            return TextMetrics(width: min(width(of: text, font: font), maxWidth), lineCount: 1)
        case .wrap:
            let lines = lines(text, font: font, maxWidth: maxWidth)
            return TextMetrics(width: lines.map { width(of: $0, font: font) }.max() ?? 0, lineCount: max(1, lines.count))
        }
    }
}

/// Wraps `FakeMeasurer` and remembers every call, to check what the layout asked to measure.
final class RecordingMeasurer: TextMeasuring {
    struct Call: Equatable {
        var text: String
        var font: FontSpec
        var maxWidth: Double
        var wrapping: TextWrapping
    }

    let inner = FakeMeasurer()
    private(set) var calls: [Call] = []

    func measure(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics {
        calls.append(Call(text: text, font: font, maxWidth: maxWidth, wrapping: wrapping))
        return inner.measure(text, font: font, maxWidth: maxWidth, wrapping: wrapping)
    }
}

// MARK: - Helpers shared by the layout tests

let theme = Theme.default
let fake = FakeMeasurer()

/// Page widths of the three classes, and the content width of a card's fields at each.
let compactWidth = 375.0, regularWidth = 768.0, expandedWidth = 1024.0
/// 375 − 2·16 − 2·16, 768 − 2·24 − 2·16, 1024 − 2·24 − 2·16.
let compactContent = 311.0, regularContent = 688.0, expandedContent = 944.0

func engine(expandAll: Bool = false, theme: Theme = .default) -> FormLayoutEngine {
    FormLayoutEngine(theme: theme, measurer: FakeMeasurer(), expandAll: expandAll)
}

func layoutField(_ field: Field, width: Double, theme: Theme = .default) -> LayoutBox {
    FieldLayout(theme: theme, measurer: FakeMeasurer()).layout(field, width: width)
}

func layoutSection(_ section: Section, width: Double, expandAll: Bool = false, theme: Theme = .default) -> LayoutBox {
    SectionLayout(theme: theme, measurer: FakeMeasurer(), expandAll: expandAll).layout(section, width: width)
}

/// One document with one untitled section, laid out at a page width.
func layoutFields(_ fields: [Field], style: LayoutStyle = .vertical, width: Double, theme: Theme = .default) -> LayoutTree {
    let document = FormDocument(name: "Test", title: nil, sections: [Section(id: "s", title: nil, style: style, fields: fields)])
    return engine(theme: theme).layout(document, width: width)
}

extension Theme {
    /// The theme with FormRender's refined layout: the field grid, columns that give way.
    static let refined: Theme = {
        var theme = Theme()
        theme.layoutMode = .refined
        return theme
    }()
}

/// The 6Layer named widths, as the model resolves a `displayWidth` of that name.
extension FieldWidth {
    static let narrow = FieldWidth.points(DisplayWidth.narrow.points)
    static let medium = FieldWidth.points(DisplayWidth.medium.points)
    static let wide = FieldWidth.points(DisplayWidth.wide.points)
}

func field(_ id: String, label: String? = nil, kind: FieldKind = .text, width: FieldWidth? = nil,
           value: String? = nil, placeholder: String? = nil) -> Field {
    Field(id: id, label: label ?? id, kind: kind, placeholder: placeholder, value: value, preferredWidth: width)
}

/// `count` words of `letters` characters each, separated by single spaces.
func words(_ count: Int, letters: Int = 7) -> String {
    (0..<count).map { index in String(repeating: Character(UnicodeScalar(UInt8(97 + index % 26))), count: letters) }
        .joined(separator: " ")
}

/// The bordered `box` of a laid-out field unit: always the unit's first child, at the unit's top.
func fieldBox(_ unit: LayoutBox, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LayoutBox {
    try require(unit.role == .field, sourceLocation: sourceLocation)
    let box = try require(unit.children.first, sourceLocation: sourceLocation)
    try require(box.role == .box, sourceLocation: sourceLocation)
    return box
}

/// A field in a given state.
func field(_ id: String, label: String? = nil, kind: FieldKind = .text, value: String? = nil, options: [String] = [],
           isClearable: Bool = false, state: FieldState) -> Field {
    Field(id: id, label: label ?? id, kind: kind, value: value, options: options, isClearable: isClearable, state: state)
}

func approx(_ a: Double, _ b: Double, tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func intersects(_ a: Rect, _ b: Rect, tolerance: Double = 0) -> Bool {
    a.x < b.maxX - tolerance && b.x < a.maxX - tolerance && a.y < b.maxY - tolerance && b.y < a.maxY - tolerance
}

/// The repository's root, found from this file's path (Tests/FormLayoutTests/FakeMeasurer.swift).
let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every example input (Hints/*.hints and Forms/*.form.json), loaded into documents: the default state
/// of each, named by its file, then every variant a form declares, named `File.form.json [variant]`.
func exampleDocuments() throws -> [(name: String, document: FormDocument)] {
    let hintsDirectory = repositoryRoot.appendingPathComponent("Hints").path
    let formsDirectory = repositoryRoot.appendingPathComponent("Forms").path
    let loader = FormLoader(library: HintsLibrary(directories: [hintsDirectory]))
    var paths: [String] = []
    for directory in [hintsDirectory, formsDirectory] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        paths += names.filter(InputFormats.registered.acceptsName).map { directory + "/" + $0 }
    }
    return try paths.flatMap { path in
        var warnings = WarningLog()
        let name = (path as NSString).lastPathComponent
        return try loader.loadStates(path, warnings: &warnings).map { state in
            (state.variant.map { "\(name) [\($0)]" } ?? name, state.document)
        }
    }
}

@Suite struct FakeMeasurerTests {
    let font = FontSpec(family: "Test", weight: .regular, size: 10, lineHeight: 12)

    @Test func charactersAreHalfTheFontSizeWide() {
        expectEqual(fake.measure("abcd", font: font, maxWidth: 1000, wrapping: .wrap), TextMetrics(width: 20, lineCount: 1))
        expectEqual(fake.measure("", font: font, maxWidth: 1000, wrapping: .wrap), TextMetrics(width: 0, lineCount: 1))
    }

    @Test func wrapsGreedilyAtSpaces() {
        // 5 pt per character: "aaa bbb" is 35 pt, "aaa bbb ccc" 55 pt.
        expectEqual(fake.lines("aaa bbb ccc", font: font, maxWidth: 35), ["aaa bbb", "ccc"])
        expectEqual(fake.measure("aaa bbb ccc", font: font, maxWidth: 35, wrapping: .wrap), TextMetrics(width: 35, lineCount: 2))
        expectEqual(fake.lines("aaa bbb ccc", font: font, maxWidth: 34.9), ["aaa", "bbb", "ccc"])
        expectEqual(fake.lines("a\nb c", font: font, maxWidth: 100), ["a", "b c"])
        expectEqual(fake.lines("averyveryverylongword x", font: font, maxWidth: 20), ["averyveryverylongword", "x"])
    }

    @Test func singleLineIsOneLineClampedToTheWidth() {
        expectEqual(fake.measure(words(40), font: font, maxWidth: 100, wrapping: .singleLine), TextMetrics(width: 100, lineCount: 1))
        expectEqual(fake.measure("ab", font: font, maxWidth: 100, wrapping: .singleLine), TextMetrics(width: 10, lineCount: 1))
    }

    @Test func wordsHelper() {
        expectEqual(words(3, letters: 2), "aa bb cc")
        expectEqual(words(4).count, 31)
    }

    @Test func examplesLoad() throws {
        let examples = try exampleDocuments()
        expect(examples.count >= 8)
        expect(examples.contains { $0.name == "Signup.form.json" })
        // The field gallery's states are part of the examples every invariant runs over.
        let gallery = try require(examples.first { $0.name == "FieldGallery.form.json [picker-open-error]" })
        let country = gallery.document.sections.flatMap(\.fields).first { $0.id == "country" }
        expectEqual(country?.state, FieldState(isActive: true, error: "We do not ship there yet.", isOpen: true))
    }
}

/// The default theme's font for a text style: what a box of that style is drawn in.
func font(_ style: TextStyle) -> FontSpec {
    Theme.default.font(style)
}

/// Facts about boxes, read from their notes and styles as the default theme draws them.
extension LayoutBox {
    var isSelected: Bool { has("selected") }
    var isOn: Bool { text == "on" }
    /// A field's notes (`kind`, `active`, `error`, `open`, `readOnly`).
    var fieldKind: FieldKind? { note("kind").flatMap(FieldKind.init(rawValue:)) }
    /// A field's bordered box drawn as active: the active colour, 2 pt.
    var hasActiveBorder: Bool { style.border == Border(color: Theme.default.colors.active, width: Theme.default.activeBorderWidth) }
    var hasErrorBorder: Bool { style.border?.color == Theme.default.colors.error }
    var hasReadOnlyFill: Bool { style.fill == Theme.default.colors.readOnlyFill }
    /// A box whose bottom corners are square: a field box with a panel under it.
    var isSquareBelow: Bool { style.radii.bottomLeft == 0 && style.radii.bottomRight == 0 && !style.radii.isZero }
}
