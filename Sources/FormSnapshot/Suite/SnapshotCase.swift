import FormLayout
import FormModel
import FormPipeline
import FormSupport
import FormPages

/// One picture the suite checks: a form, one of its states, at one width and scale.
public struct SnapshotCase: Equatable, Sendable, Codable {
    public var input: String
    public var variant: String?
    public var width: WidthClass
    public var scale: Int
    /// A printed page (`"pages"` in `formrender.json`): the page size, and which page (from 1).
    public var page: PageSetup?
    public var pageNumber: Int?
    /// `<name>[-<theme>][-<variant>]-<width>@<scale>x`, or `<name>[-<theme>][-<variant>]-<page>-p<N>@<scale>x`
    /// for a printed page: the reference is `Snapshots/<name>.png`, its layout `Snapshots/<name>.layout.json`;
    /// the same names `render` writes (which has no theme matrix).
    public var name: String
    /// The theme file it renders with (nil: none); the suite's, an override's or the matrix's.
    public var themeFile: String?
    /// The matrix's text scale (nil: the theme's own) and locale (nil: the input's own).
    public var textScale: Double?
    public var locale: String?
    /// The matrix's appearance for view trees (nil: light).
    public var appearance: ViewSettings.Appearance?

    /// What its session renders with: cases that share one share a session.
    public var sessionKey: SessionKey { SessionKey(theme: themeFile, textScale: textScale, locale: locale, appearance: appearance) }
    /// How it is compared, and what it masks: the suite's settings under its overrides.
    public var comparison = ComparisonOptions()
    public var mask = SnapshotMask(selectors: [])

    /// The name without `-<width>@<scale>x` (or `-<page>-p<N>@<scale>x`): what overrides that choose
    /// widths, scales and themes match.
    public var stem: String {
        let suffix = page.map { "-\($0.name)-p\(pageNumber ?? 1)@\(scale)x" } ?? "-\(width)@\(scale)x"
        return name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
    }

    public init(input: String, formName: String, variant: String?, width: WidthClass, scale: Int) {
        self.input = input
        self.variant = variant
        self.width = width
        self.scale = scale
        self.name = "\(OutputFormat.caseName(formName, variant: variant))-\(width)@\(scale)x"
    }

    /// Page `number` of the state printed on `page`.
    public init(input: String, formName: String, variant: String?, page: PageSetup, number: Int, scale: Int) {
        self.input = input
        self.variant = variant
        self.width = .points(page.contentWidth)
        self.scale = scale
        self.page = page
        self.pageNumber = number
        self.name = String(OutputFormat.pageImageName(name: OutputFormat.caseName(formName, variant: variant), page: page.name,
                                                      number: number, scale: scale).dropLast(4))
    }

    /// Which of `count` shards runs this case (0-based): a hash of its name, so a case stays on its
    /// shard however many cases are added or removed elsewhere.
    public func shard(of count: Int) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 // FNV-1a
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return Int(hash % UInt64(max(1, count)))
    }
}

/// `--shard I/N`: run the I-th of N shares of the cases (1-based, as CI matrices count).
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public var index: Int
    public var count: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        // Digits only: no sign, no leading zero, no other slashes.
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } && !($0.count > 1 && $0.first == "0") }),
              let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, count <= 1000,
              index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    public var description: String { "\(index)/\(count)" }

    public func contains(_ snapshot: SnapshotCase) -> Bool {
        snapshot.shard(of: count) == index - 1
    }
}

/// What a render session of the suite is made with: the theme file and the text scale.
public struct SessionKey: Hashable, Sendable {
    public var theme: String?
    public var textScale: Double?
    public var locale: String?
    public var appearance: ViewSettings.Appearance?

    public init(theme: String?, textScale: Double?, locale: String? = nil, appearance: ViewSettings.Appearance? = nil) {
        self.theme = theme
        self.textScale = textScale
        self.locale = locale
        self.appearance = appearance
    }
}
