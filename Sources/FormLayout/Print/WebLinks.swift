import BoxTree
import Foundation

/// Where printed text links to in a PDF: a web address or an email address the form holds. Only
/// `http`, `https` and `mailto` links are made (never `javascript:` or a file), and every address is
/// percent-encoded so nothing in it can end the PDF string it is written into.
public enum WebLinks {
    enum FieldKindForLinks { case url, email, other }

    /// A URL field's value (`https://…`, or a bare host such as `www.example.com` as https), an email
    /// field's (`mailto:`), or the first web address in any other text.
    static func link(forValue value: String, kind: FieldKindForLinks) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0.isWhitespace }) else { return nil }
        switch kind {
        case .url:
            if let scheme = URIEscaping.scheme(of: trimmed) {
                // A web address with a host.
                guard ["http", "https"].contains(scheme), let slashes = trimmed.range(of: "://"),
                      let host = trimmed[slashes.upperBound...].split(separator: "/").first, !host.isEmpty else { return nil }
                return URIEscaping.escaped(trimmed)
            }
            // A bare host: a dot before any slash, and it does not start with one.
            let host = trimmed.prefix { $0 != "/" }
            guard host.contains("."), !host.hasPrefix("."), !trimmed.hasPrefix("/") else { return nil }
            return URIEscaping.escaped("https://" + trimmed)
        case .email:
            let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, parts[1].contains("."),
                  !trimmed.contains(where: { ":/?#".contains($0) }) else { return nil }
            return "mailto:" + URIEscaping.escaped(trimmed)
        case .other:
            return firstURL(in: trimmed)
        }
    }

    /// The first `http://`, `https://` or `www.` address in a text, up to the next space or quote, less
    /// the punctuation that ends a sentence.
    public static func firstURL(in text: String) -> String? {
        for prefix in ["https://", "http://", "www."] {
            guard let start = text.range(of: prefix, options: .caseInsensitive) else { continue }
            var address = String(text[start.lowerBound...].prefix { !$0.isWhitespace && !"'\"\\<>()".contains($0) })
            while let last = address.last, ".,;:)]!?".contains(last) { address.removeLast() }
            guard address.count > prefix.count else { continue }
            return URIEscaping.escaped(prefix == "www." ? "https://" + address : address)
        }
        return nil
    }
}
