import Foundation

/// The folder backups go to (`BACKUP_DIR`), and how its files are named: the daily ones
/// `daily-YYYY-MM-DD.sqlite`, the only ones pruned; those taken by hand
/// `trackerbot-YYYYMMDD-HHMMSS.sqlite`. Dates are UTC, so names sort by age.
struct BackupFolder {
    /// The folder's path.
    let path: String

    /// The path of a backup taken by hand at `date`.
    func manualBackup(at date: Date) -> String {
        path + "/trackerbot-" + UTCDate.format(date, "yyyyMMdd-HHmmss") + ".sqlite"
    }

    /// The path of the daily backup of `date`'s day.
    func dailyBackup(on date: Date) -> String {
        path + "/daily-" + UTCDate.format(date, "yyyy-MM-dd") + ".sqlite"
    }

    /// The daily backups there, oldest first.
    func dailyBackups() -> [String] {
        backups().filter { name in
            name.wholeMatch(of: /daily-\d{4}-\d{2}-\d{2}\.sqlite/) != nil
        }.map { path + "/" + $0 }
    }

    /// Deletes all but the newest `keep` daily backups; backups taken by hand stay.
    /// - Returns: the paths deleted.
    func prune(keep: Int) throws -> [String] {
        let old = dailyBackups().dropLast(keep)
        for file in old { try FileManager.default.removeItem(atPath: file) }
        return Array(old)
    }

    /// The most recently written backup of any kind, with its size and time, if there is one.
    func newest() -> (path: String, size: Int64, modified: Date)? {
        backups().compactMap { name -> (String, Int64, Date)? in
            let file = path + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: file),
                let modified = attributes[.modificationDate] as? Date
            else { return nil }
            return (file, (attributes[.size] as? NSNumber)?.int64Value ?? 0, modified)
        }.max { $0.2 < $1.2 }
    }

    /// The finished backups' names, sorted; temporary files start with a dot.
    private func backups() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
            .filter { $0.hasSuffix(".sqlite") && !$0.hasPrefix(".") }.sorted()
    }

    /// A size for people: bytes, KB or MB.
    static func size(_ bytes: Int64) -> String {
        switch bytes {
        case ..<1024: return "\(bytes) bytes"
        case ..<(1024 * 1024): return String(format: "%.1f KB", Double(bytes) / 1024)
        default: return String(format: "%.1f MB", Double(bytes) / 1024 / 1024)
        }
    }
}
