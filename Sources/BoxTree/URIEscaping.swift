/// Web addresses as a PDF can carry them safely: every byte outside RFC 3986's unreserved and a few
/// reserved characters is percent-encoded, so parentheses, quotes, backslashes, spaces, controls and
/// non-ASCII can never end the PDF string (or Cairo's attribute) the address is written into.
public enum URIEscaping {
    /// Characters kept as they are: letters, digits, `-._~`, and `:/?#[]@!$&*+,;=%`.
    static let kept: Set<UInt8> = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&*+,;=%".utf8))

    public static func escaped(_ uri: String) -> String {
        var out = ""
        let bytes = Array(uri.utf8)
        func isHex(_ at: Int) -> Bool { at < bytes.count && Array("0123456789ABCDEFabcdef".utf8).contains(bytes[at]) }
        for (index, byte) in bytes.enumerated() {
            // A % that does not start an escape is a percent sign, escaped itself.
            if byte == UInt8(ascii: "%") && !(isHex(index + 1) && isHex(index + 2)) {
                out += "%25"
            } else if kept.contains(byte) {
                out.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(UnicodeScalar(hex[Int(byte >> 4)])) + String(UnicodeScalar(hex[Int(byte & 0x0F)]))
            }
        }
        return out
    }

    /// The scheme of an address (`https` of `https://…`), lowercased; nil without one.
    public static func scheme(of uri: String) -> String? {
        guard let colon = uri.firstIndex(of: ":") else { return nil }
        let scheme = uri[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }) else { return nil }
        return scheme.lowercased()
    }
}
