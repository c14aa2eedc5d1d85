import Foundation

/// Where printed text links to in a PDF: a web address or an email address the form holds.
public enum WebLinks {
    /// A URL field's value (`https://…`, or `www.…` as https) or an email field's (`mailto:`).
    static func link(forValue value: String, kind: FieldKindForLinks) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isWhitespace || $0 == "'" || $0 == "\\" }) else { return nil }
        switch kind {
        case .url:
            return firstURL(in: trimmed) ?? (trimmed.contains(".") ? "https://" + trimmed : nil)
        case .email:
            return trimmed.contains("@") ? "mailto:" + trimmed : nil
        case .other:
            return firstURL(in: trimmed)
        }
    }

    enum FieldKindForLinks { case url, email, other }

    /// The first `http://`, `https://` or `www.` address in a text, up to the next space.
    public static func firstURL(in text: String) -> String? {
        for prefix in ["https://", "http://", "www."] {
            guard let start = text.range(of: prefix, options: .caseInsensitive) else { continue }
            var address = String(text[start.lowerBound...].prefix { !$0.isWhitespace && $0 != "'" && $0 != "\\" && $0 != "\"" })
            while let last = address.last, ".,;:)]!?".contains(last) { address.removeLast() }
            guard address.count > prefix.count else { continue }
            return prefix == "www." ? "https://" + address : address
        }
        return nil
    }
}
