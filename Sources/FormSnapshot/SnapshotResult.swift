import FormSupport
/// What verifying one snapshot case found. Plain data: the runner makes it, the reports print it,
/// and `report.json` stores it so that sharded runs can be merged.
public struct SnapshotResult: Codable, Equatable, Sendable {
    public enum Status: String, Codable, Sendable {
        /// Byte-equal, or within tolerance.
        case passed
        /// Different beyond tolerance, or a different size.
        case failed
        /// No reference (a failure when references may not be written).
        case missing
        /// Written by `record`, or by `verify --record missing|failed`.
        case recorded
        /// The case could not be rendered (bad input).
        case error
    }

    /// `<name>[-<variant>]-<width>@<scale>x`, the reference's file name without `.png`.
    public var name: String
    public var status: Status
    /// Pixels counted as different (anti-aliasing excluded), and all pixels compared.
    public var diffPixels: Int
    public var totalPixels: Int
    /// Anti-aliased pixels that differed and were forgiven.
    public var antialiasedPixels: Int
    /// Human-readable reasons: size change, pixel counts, boxes that moved ("field 'email': y 120 → 136").
    public var messages: [String]
    /// Relative to the report directory: the reference copy, the actual image and the diff image.
    public var referenceImage: String?
    public var actualImage: String?
    public var diffImage: String?
    /// Milliseconds spent rendering and comparing this case.
    public var milliseconds: Double
    /// What did not stop the comparison but should be seen (an unreadable layout reference).
    public var warnings: [String]
    /// The input file the case was rendered from (a form, hints file or view tree), as the suite names it.
    public var source: String?

    public init(name: String, status: Status, diffPixels: Int = 0, totalPixels: Int = 0, antialiasedPixels: Int = 0,
                messages: [String] = [], referenceImage: String? = nil, actualImage: String? = nil, diffImage: String? = nil,
                milliseconds: Double = 0, warnings: [String] = [], source: String? = nil) {
        self.name = name
        self.status = status
        self.diffPixels = diffPixels
        self.totalPixels = totalPixels
        self.antialiasedPixels = antialiasedPixels
        self.messages = messages
        self.referenceImage = referenceImage
        self.actualImage = actualImage
        self.diffImage = diffImage
        self.milliseconds = milliseconds
        self.warnings = warnings
        self.source = source
    }

    private enum CodingKeys: String, CodingKey {
        case name, status, diffPixels, totalPixels, antialiasedPixels, messages, referenceImage, actualImage, diffImage,
             milliseconds, warnings, source
    }

    /// `warnings` may be absent: reports written before it existed still merge.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        status = try container.decode(Status.self, forKey: .status)
        diffPixels = try container.decode(Int.self, forKey: .diffPixels)
        totalPixels = try container.decode(Int.self, forKey: .totalPixels)
        antialiasedPixels = try container.decode(Int.self, forKey: .antialiasedPixels)
        messages = try container.decode([String].self, forKey: .messages)
        referenceImage = try container.decodeIfPresent(String.self, forKey: .referenceImage)
        actualImage = try container.decodeIfPresent(String.self, forKey: .actualImage)
        diffImage = try container.decodeIfPresent(String.self, forKey: .diffImage)
        milliseconds = try container.decode(Double.self, forKey: .milliseconds)
        warnings = try container.decodeIfPresent([String].self, forKey: .warnings) ?? []
        source = try container.decodeIfPresent(String.self, forKey: .source)
    }

    public var isFailure: Bool { status == .failed || status == .missing || status == .error }
}

/// A whole run's results, as `report.json` holds them.
public struct SnapshotReport: Codable, Equatable, Sendable {
    public var results: [SnapshotResult]
    /// `I/N` when the run was one shard of N.
    public var shard: String?
    public var orphans: [String]
    /// The inputs' and the theme's warnings, once each, as printed.
    public var warnings: [String]

    public init(results: [SnapshotResult], shard: String? = nil, orphans: [String] = [], warnings: [String] = []) {
        self.results = results
        self.shard = shard
        self.orphans = orphans
        self.warnings = warnings
    }

    private enum CodingKeys: String, CodingKey {
        case results, shard, orphans, warnings
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = try container.decode([SnapshotResult].self, forKey: .results)
        shard = try container.decodeIfPresent(String.self, forKey: .shard)
        orphans = try container.decode([String].self, forKey: .orphans)
        warnings = try container.decodeIfPresent([String].self, forKey: .warnings) ?? []
    }

    public var passed: Int { results.filter { !$0.isFailure }.count }
    public var failed: Int { results.filter(\.isFailure).count }
}
