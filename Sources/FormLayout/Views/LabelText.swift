import BoxTree
import FormModel
import FormSupport
import Foundation

/// A label's text styling as SwiftJsonUI's SwiftUI renderer draws it (`PartialAttributedText`):
/// `partialAttributes` and links as styled ranges, `underline` and `strikethrough` over the whole text,
/// `lineBreakMode`, `lineSpacing` (or `lineHeightMultiple`), `autoShrink`.
extension ViewLayout {
    /// The link colour (SwiftUI's accent colour, system blue).
    static let linkColor = ViewStyles.tint

    /// Whether a label uses any of the styling a plain text run does not have.
    func hasTextStyling(_ a: ViewAttributes) -> Bool {
        a.underline != nil || a.strikethrough != nil || !a.partialAttributes.isEmpty || a.lineBreakMode != nil || a.linkable
            || (a.lineSpacing ?? 0) > 0 || (mode == .swiftui && a.lineHeightMultiple != nil) || a.autoShrink || a.minimumScaleFactor != nil
    }

    /// The label's font: in SwiftUI's renderer `lineHeightMultiple` is room between lines, not taller lines.
    func labelFont(_ a: ViewAttributes) -> FontSpec {
        var plain = a
        if mode == .swiftui { plain.lineHeightMultiple = nil }
        return styles.font(plain, type: .label)
    }

    /// The room between a label's lines: SwiftUI makes `lineHeightMultiple` m into `(m − 1) × font size`
    /// (never less than nothing), winning over `lineSpacing`; UIKit adds `lineSpacing` to lines
    /// `lineHeightMultiple` made taller.
    func labelLineSpacing(_ a: ViewAttributes, font: FontSpec) -> Double {
        if mode == .swiftui, let multiple = a.lineHeightMultiple { return max(0, (multiple - 1) * font.size) }
        return max(0, a.lineSpacing ?? 0)
    }

    /// A label with text styling, measured: lines as tall as their largest fonts, `lineSpacing` between.
    func styledLabel(_ a: ViewAttributes, text: String, color: Color, room: Double?) -> MeasuredText {
        let font = labelFont(a)
        let shown = ShownText.prepare(text)
        let lines = a.lines ?? (a.autoShrink ? 1 : 0)
        var run = styledRun(a, shown: shown, font: font, color: color, lines: lines)
        guard !shown.isEmpty else { return MeasuredText(run: run, width: 0, height: 0) }
        let maxWidth = max(1, room ?? ViewLimits.maxLength)
        // autoShrink / minimumScaleFactor: one line too wide is drawn smaller, down to the factor.
        if let factor = a.autoShrink ? (a.minimumScaleFactor ?? 0.5) : a.minimumScaleFactor, lines == 1, let room {
            let natural = measurer.measure(run, maxWidth: ViewLimits.maxLength).width
            if natural > room, natural > 0 {
                let scale = max(factor, ((room / natural) * 1000).rounded(.down) / 1000)
                run = styledRun(a, shown: shown, font: scaled(font, by: scale), color: color, lines: lines, scale: scale)
            }
        }
        let metrics = measurer.measure(run, maxWidth: maxWidth)
        let height = metrics.height ?? Double(max(1, metrics.lineCount)) * run.font.lineHeight
        return MeasuredText(run: run, width: min(metrics.width, room ?? metrics.width), height: height)
    }

    private func scaled(_ font: FontSpec, by scale: Double) -> FontSpec {
        var font = font
        font.size *= scale
        font.lineHeight = ViewStyles.lineHeight(for: font.size)
        return font
    }

    private func styledRun(_ a: ViewAttributes, shown: String, font: FontSpec, color: Color, lines: Int, scale: Double = 1) -> TextRun {
        let wrapping: TextWrapping = lines == 1 ? .singleLine : .wrap
        var run = TextRun(shown, font: font, color: color, alignment: styles.alignment(a, type: .label), wrapping: wrapping,
                          maxLines: lines > 0 ? lines : nil, ellipsis: lines > 0 ? true : nil)
        run.underline = a.underline?.decoration
        run.strikethrough = a.strikethrough?.decoration
        run.baselineOffset = a.underline?.lineOffset ?? 0
        run.lineSpacing = labelLineSpacing(a, font: font)
        if lines > 0 {
            // Only text limited in lines is cut; SwiftUI draws Clip as Tail.
            switch a.lineBreakMode {
            case .head?: run.truncation = .head
            case .middle?: run.truncation = .middle
            case .clip?: run.truncation = mode == .swiftui ? .tail : .clip
            case .tail?, .word?, .char?, nil: run.truncation = .tail
            }
        }
        run.breaksAnywhere = a.lineBreakMode == .char
        var ranges: [StyledRange] = a.linkable ? ViewLayout.links(in: shown).map {
            StyledRange($0, color: ViewLayout.linkColor, underline: a.underline == nil ? TextDecoration() : nil)
        } : []
        for partial in a.partialAttributes {
            guard let range = ViewLayout.utf8Range(of: partial.target, in: shown) else { continue }
            var span = StyledRange(range, color: partial.fontColor, background: partial.background)
            if partial.fontSize != nil || partial.fontWeight != nil {
                // SwiftJsonUI: a size is the system font at that size and the partial's weight (regular
                // when it gives none, not the label's); a weight alone keeps the label's size.
                let size = partial.fontSize.map { $0 * scale } ?? font.size
                var own = FontSpec(family: font.family, weight: partial.fontWeight ?? .regular, italic: font.italic, size: size,
                                   lineHeight: ViewStyles.lineHeight(for: size, multiple: mode == .swiftui ? 1 : (a.lineHeightMultiple ?? 1)))
                if partial.fontSize == nil { own.lineHeight = font.lineHeight }
                span.font = own
            }
            // A line the whole text has already is not drawn twice.
            if partial.underline && run.underline == nil { span.underline = TextDecoration() }
            if partial.strikethrough && run.strikethrough == nil { span.strikethrough = TextDecoration() }
            ranges.append(span)
        }
        run.styledRanges = StyledRange.flattened(ranges)
        return run
    }

    /// A partial's range in UTF-8 offsets of the shown text: characters (grapheme clusters) cut at its
    /// end, or the first occurrence of a text; nil when it covers nothing.
    static func utf8Range(of target: PartialTextStyle.Target, in text: String) -> Range<Int>? {
        switch target {
        case .characters(let characters):
            var start: Int?
            var end = text.utf8.count
            var offset = 0
            for (index, character) in text.enumerated() {
                if index == characters.lowerBound { start = offset }
                if index == characters.upperBound {
                    end = offset
                    break
                }
                offset += character.utf8.count
            }
            guard let start, start < end else { return nil }
            return start..<end
        case .substring(let pattern):
            guard !pattern.isEmpty, let found = text.range(of: pattern) else { return nil }
            let start = text.utf8.distance(from: text.startIndex, to: found.lowerBound)
            let end = text.utf8.distance(from: text.startIndex, to: found.upperBound)
            return start < end ? start..<end : nil
        }
    }

    /// URLs, e-mail addresses and phone numbers in `text` (what SwiftUI's data detector links), in UTF-8
    /// offsets, left to right and not overlapping.
    static func links(in text: String) -> [Range<Int>] {
        guard text.contains(where: { $0 == "." || $0 == "@" || $0.isNumber }) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        var found: [Range<String.Index>] = []
        for (pattern, accepts) in linkPatterns {
            for match in pattern.matches(in: text, range: whole) {
                guard var range = Range(match.range, in: text) else { continue }
                // A sentence's full stop or a closing bracket after a link is not part of it.
                while range.upperBound > range.lowerBound, let last = text[range].last, ".,;:!?)]}'\"".contains(last),
                      !(last == ")" && text[range].contains("(")) {
                    range = range.lowerBound..<text.index(before: range.upperBound)
                }
                guard !range.isEmpty, accepts(String(text[range])), !found.contains(where: { $0.overlaps(range) }) else { continue }
                found.append(range)
            }
        }
        return found.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound)..<text.utf8.distance(from: text.startIndex, to: $0.upperBound) }
            .sorted { $0.lowerBound < $1.lowerBound }
    }

    /// E-mail addresses, then URLs with a scheme, then `www.` and bare domains, then phone numbers
    /// (seven to fifteen digits, not a date).
    nonisolated(unsafe) private static let linkPatterns: [(NSRegularExpression, (String) -> Bool)] = {
        let domains = "com|org|net|edu|gov|io|dev|app|co|jp|uk|de|fr|info|biz|me|us|ca|au|ai|cn|kr|tw|in|nl|se|ch|es|it|ru|br"
        let specs: [(String, (String) -> Bool)] = [
            (#"(?<![\w.+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"#, { _ in true }),
            (#"(?i)\b(?:https?|ftp)://[^\s<>"]+"#, { _ in true }),
            (#"(?i)\bwww\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:[/?#][^\s<>"]*)?"#, { _ in true }),
            ("(?i)(?<![\\w@/.-])[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*\\.(?:\(domains))\\b(?:[/?#][^\\s<>\"]*)?", { _ in true }),
            (#"(?<![\w+])\+?\(?\d[\d ().-]{5,}\d(?![\w])"#, { candidate in
                let digits = candidate.filter(\.isNumber).count
                let isDate = candidate.range(of: #"^\d{4}[-./]\d{1,2}[-./]\d{1,2}$|^\d{1,2}[-./]\d{1,2}[-./]\d{2,4}$"#, options: .regularExpression) != nil
                let isPlainNumber = candidate.allSatisfy(\.isNumber) && !candidate.hasPrefix("0") && digits < 10
                return (7...15).contains(digits) && !isDate && !isPlainNumber
            }),
        ]
        return specs.compactMap { spec in (try? NSRegularExpression(pattern: spec.0)).map { ($0, spec.1) } }
    }()
}

extension StyledRange {
    /// Ranges laid over one another in order, as SwiftJsonUI applies partial attributes: cut where any
    /// starts or ends, each piece taking every value a later range gives (a line once any asks for it).
    public static func flattened(_ ranges: [StyledRange]) -> [StyledRange] {
        let usable = ranges.filter { !$0.range.isEmpty }
        guard usable.count > 1 else { return usable }
        let cuts = Set(usable.flatMap { [$0.range.lowerBound, $0.range.upperBound] }).sorted()
        var pieces: [StyledRange] = []
        for (start, end) in zip(cuts, cuts.dropFirst()) {
            var piece = StyledRange(start..<end)
            var covered = false
            for range in usable where range.range.lowerBound <= start && range.range.upperBound >= end {
                covered = true
                piece.color = range.color ?? piece.color
                piece.font = range.font ?? piece.font
                piece.background = range.background ?? piece.background
                piece.underline = range.underline ?? piece.underline
                piece.strikethrough = range.strikethrough ?? piece.strikethrough
            }
            guard covered else { continue }
            // A piece styled as the one before it joins it.
            if var last = pieces.last, last.range.upperBound == start, last.color == piece.color, last.font == piece.font,
               last.background == piece.background, last.underline == piece.underline, last.strikethrough == piece.strikethrough {
                last.range = last.range.lowerBound..<end
                pieces[pieces.count - 1] = last
            } else {
                pieces.append(piece)
            }
        }
        return pieces
    }
}
