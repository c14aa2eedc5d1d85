import FormModel
import FormSupport
import Foundation

/// Which input (and state) first claimed each output name, so that two inputs whose files would have
/// the same name — `x` with a variant `a` and a form `x-a`, or `Forms/Address.form.json` and
/// `Hints/Address.hints` — are an error naming both instead of one silently overwriting the other.
public struct OutputNameClaims {
    private var owners: [String: (input: String, variant: String?)] = [:]

    public init() {}

    /// Claims every name of `names` (stem → the state's variant) for `input`, or, when one is taken,
    /// claims none and returns an error that names both sources.
    public mutating func claim(_ names: [(name: String, variant: String?)], for input: String) -> FormError? {
        // Two states of this one input may clash too (a theme named like a variant).
        var mine: [String: String?] = [:]
        for (name, variant) in names {
            if let other = mine[OutputNameClaims.key(name)], other != variant {
                return FormError("\(other.map { "variant '\($0)'" } ?? "the default state") and \(variant.map { "variant '\($0)'" } ?? "the default state") of this input would both be written as '\(name)'; rename one of them",
                                 at: SourceLocation(file: input))
            }
            mine[OutputNameClaims.key(name)] = variant
        }
        for (name, variant) in names {
            guard let owner = owners[OutputNameClaims.key(name)], owner.input != input || owner.variant != variant else { continue }
            let earlier = owner.variant.map { "\(owner.input) (variant '\($0)')" } ?? owner.input
            let mine = variant.map { "variant '\($0)' of this input" } ?? "this input"
            return FormError("\(mine) would be written as '\(name)', as \(earlier) already is; rename one of them",
                             at: SourceLocation(file: input))
        }
        for (name, variant) in names { owners[OutputNameClaims.key(name)] = (input, variant) }
        return nil
    }

    /// Claims each name on its own, for the snapshot suite: a name another input (or another state
    /// of this one) holds is disputed, an error naming both, and returned, so that the suite checks
    /// neither against the one reference they would share; the input's other names stand.
    /// - Parameter names: each state's name, what tells it from the input's other states, and how
    ///   messages call it ("variant 'error'", "the default state in the matrix theme 'dark' (…)").
    public mutating func claimEach(_ names: [(name: String, state: String?, label: String)], for input: String) -> (errors: [FormError], disputed: [String]) {
        var errors: [FormError] = []
        var disputed: [String] = []
        for (name, state, label) in names {
            let key = OutputNameClaims.key(name)
            guard let owner = suiteOwners[key] else {
                suiteOwners[key] = (input, state, label)
                continue
            }
            guard owner.input != input || owner.state != state else { continue }
            let earlier = owner.input == input ? "\(owner.label) of this input" : "\(owner.label) of \(owner.input)"
            // An input that could not be read holds its names until it can be: the fix is usually there.
            let until = owner.label.hasPrefix(OutputNameClaims.unreadable) ? "\(owner.input) can be read, or one of them is renamed" : "one of them is renamed"
            errors.append(FormError("\(label) of this input and \(earlier) would both be checked against '\(name)'; neither is, until \(until)",
                                    at: SourceLocation(file: input)))
            disputed.append(key)
        }
        return (errors, disputed)
    }

    private var suiteOwners: [String: (input: String, state: String?, label: String)] = [:]

    /// How a state of an input that could not be read is called, to begin its label.
    public static let unreadable = "the default state (it could not be read)"

    /// Names that differ only in case, or in Unicode normalisation, are one file on macOS and Windows
    /// checkouts: they collide wherever the references may be checked out.
    public static func key(_ name: String) -> String {
        name.lowercased().precomposedStringWithCanonicalMapping
    }
}

extension LoadedInput {
    /// The output stems of this input's states with the variant each belongs to.
    public var namedStates: [(name: String, variant: String?)] {
        (states ?? []).map { (OutputFormat.caseName($0.document.name, variant: $0.variant), $0.variant) }
    }
}
