import GRDB

extension Migrations {
    /// v18: the language a user chose with `/language`, the code their platform last reported,
    /// and the language a group's admin chose. Each is a BCP-47 tag; NULL is no choice (or no
    /// report), so everyone keeps reading English until they or their platform say otherwise.
    static func registerLanguages(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v18: languages") { db in
            try db.alter(table: "user") { t in
                t.add(column: "language", .text)
                t.add(column: "platformLanguage", .text)
            }
            try db.alter(table: "groupChat") { t in
                t.add(column: "language", .text)
            }
        }
    }
}
