#if SnapshotTesting
/// A form to snapshot: an input file and what it needs to render, read when it is made.
///
///     assertSnapshot(of: try SnapshotForm("Hints/User.hints"), as: .formImage(width: .compact))
///
/// Making one reads the input (and the theme and fonts), and throws `SnapshotFormError` when it
/// cannot be read: a missing file, a parse error, an unknown variant. swift-snapshot-testing
/// evaluates the value before it records anything, so a form that cannot be read fails the test
/// with its error and is never written as a reference, whatever the record mode.
///
/// Named so as not to clash with SwiftUI's `Form` in an app's test target.
public struct SnapshotForm: Sendable {
    /// Read-only: what was read when the form was made is what renders.
    public let path: String
    /// A variant of the form, or nil for its default state.
    public let variant: String?
    public let hintsDirectories: [String]
    public let themeFile: String?
    /// As `--locale`: the form as if in this locale (its dates, digits, words and direction); nil: its own.
    public let locale: String?
    /// As `--text-scale`: every text this much larger (0.5…3); nil: the theme's own.
    public let textScale: Double?
    public let fontsDirectory: String?

    public init(_ path: String, variant: String? = nil, hintsDirectories: [String] = ["Hints"], themeFile: String? = nil,
                locale: String? = nil, textScale: Double? = nil, fontsDirectory: String? = nil) throws {
        self.path = path
        self.variant = variant
        self.hintsDirectories = hintsDirectories
        self.themeFile = themeFile
        self.locale = locale
        self.textScale = textScale
        self.fontsDirectory = fontsDirectory
        do {
            try PipelineCache.shared.load(self)
        } catch {
            throw SnapshotFormError(error, input: path)
        }
    }
}
#endif
