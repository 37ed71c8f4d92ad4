import GRDB
import TrackerCore

/// The schema, as a sequence of named migrations. Never edit a migration that has shipped:
/// add a new one.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: users, goals, habits, to-dos, inbound log, outbox") { db in
            try db.create(table: "user") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("platform", .text).notNull()
                t.column("externalID", .text).notNull()
                t.column("displayName", .text).notNull()
                t.column("timeZone", .text).notNull().defaults(to: "UTC")
                t.column("dayStartHour", .integer).notNull().defaults(to: 0)
                t.column("createdAt", .datetime).notNull()
                t.uniqueKey(["platform", "externalID"])
            }
            try db.create(table: "goal") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("title", .text).notNull()
                t.column("why", .text)
                t.column("deadline", .text)
                t.column("createdAt", .datetime).notNull()
                t.column("completedAt", .datetime)
            }
            try db.create(table: "checkpoint") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("goal", onDelete: .cascade).notNull()
                t.column("position", .integer).notNull()
                t.column("title", .text).notNull()
                t.column("doneOn", .text)
                t.uniqueKey(["goalID", "position"])
            }
            try db.create(table: "habit") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("name", .text).notNull()
                t.column("length", .integer).notNull()
                t.column("run", .integer).notNull()
                t.column("runStartedOn", .text).notNull()
                t.column("completedOn", .text)
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "checkIn") { t in
                t.belongsTo("habit", onDelete: .cascade).notNull()
                t.column("run", .integer).notNull()
                t.column("date", .text).notNull()
                t.column("createdAt", .datetime).notNull()
                t.primaryKey(["habitID", "run", "date"])
            }
            try db.create(table: "todo") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("text", .text).notNull()
                t.column("createdAt", .datetime).notNull()
                t.column("doneAt", .datetime)
            }
            try db.create(table: "listView") { t in
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                t.column("itemIDs", .text).notNull()
                t.primaryKey(["userID", "kind"])
            }
            try db.create(table: "inbound") { t in
                t.primaryKey("key", .text)
                t.column("processedAt", .datetime).notNull()
            }
            try db.create(table: "outbox") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("platform", .text).notNull()
                t.column("chatID", .text).notNull()
                t.column("payload", .blob).notNull()
                t.column("createdAt", .datetime).notNull()
                t.column("state", .integer).notNull().defaults(to: OutboxEntry.State.pending.rawValue)
                t.column("attempts", .integer).notNull().defaults(to: 0)
                t.column("notBefore", .datetime)
                t.column("sentMessageID", .text)
                t.column("lastError", .text)
            }
            try db.create(
                index: "outbox_pending", on: "outbox", columns: ["platform", "state", "id"])
        }
        migrator.registerMigration("v2: routines, reminders, pauses") { db in
            try db.alter(table: "user") { t in
                // NULL means switched off, so these two have defaults but no NOT NULL.
                t.add(column: "remindAt", .text).defaults(to: User.defaultRemindAt?.text)
                t.add(column: "warnAt", .text).defaults(to: User.defaultWarnAt?.text)
                t.add(column: "weekStart", .integer).notNull().defaults(to: Weekday.monday.rawValue)
                t.add(column: "tipsShown", .integer).notNull().defaults(to: 0)
            }
            try db.create(table: "routine") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("title", .text).notNull()
                t.column("days", .integer).notNull()
                t.column("time", .text).notNull()
                t.column("createdAt", .datetime).notNull()
            }
            try db.create(table: "routineStep") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("routine", onDelete: .cascade).notNull()
                t.column("position", .integer).notNull()
                t.column("title", .text).notNull()
                t.uniqueKey(["routineID", "position"])
            }
            try db.create(table: "stepCompletion") { t in
                t.belongsTo("step", inTable: "routineStep", onDelete: .cascade).notNull()
                t.column("date", .text).notNull()
                t.primaryKey(["stepID", "date"])
            }
            try db.create(table: "pause") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("startsOn", .text).notNull()
                t.column("endsOn", .text).notNull()
            }
            try db.alter(table: "listView") { t in
                t.add(column: "filter", .text)
            }
            try db.alter(table: "outbox") { t in
                t.add(column: "userExternalID", .text)
            }
        }
        migrator.registerMigration("v3: chat state, platform state, outbox by chat") { db in
            try db.create(table: "chat") { t in
                t.column("platform", .text).notNull()
                t.column("chatID", .text).notNull()
                t.column("active", .boolean).notNull().defaults(to: true)
                t.column("updatedAt", .datetime).notNull()
                t.primaryKey(["platform", "chatID"])
            }
            try db.create(table: "platformState") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            try db.create(
                index: "outbox_pending_by_chat", on: "outbox", columns: ["platform", "state", "chatID", "id"])
        }
        migrator.registerMigration("v4: reminder schedule") { db in
            try db.create(table: "reminder") { t in
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("kind", .integer).notNull()
                // A routine's id for routine reminders, 0 for the user's own.
                t.column("itemID", .integer).notNull()
                // Copied from the user, so each platform's scheduler reads only its own rows.
                t.column("platform", .text).notNull()
                t.column("fireAt", .integer).notNull()
                t.column("dueDay", .text).notNull()
                t.column("lastFiredOn", .text)
                t.primaryKey(["userID", "kind", "itemID"])
            }
            // Covers the scheduler's due query, which reads no other column.
            try db.create(index: "reminder_due", on: "reminder", columns: ["platform", "fireAt", "userID"])
        }
        migrator.registerMigration("v5: demo to-dos and background jobs") { db in
            try db.alter(table: "todo") { t in
                t.add(column: "isDemo", .boolean).notNull().defaults(to: false)
            }
            try db.create(table: "job") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("kind", .text).notNull()
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("outboxID", .integer).notNull()
                t.column("createdAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v6: groups and challenges") { db in
            try db.create(table: "groupChat") { t in
                t.column("platform", .text).notNull()
                t.column("chatID", .text).notNull()
                t.column("timeZone", .text).notNull().defaults(to: "UTC")
                t.column("summaryAt", .text).notNull().defaults(to: GroupChat.defaultSummaryAt.text)
                t.column("createdAt", .datetime).notNull()
                t.primaryKey(["platform", "chatID"])
            }
            // Every group table refers to its group with ON UPDATE CASCADE, so a group that
            // changes its id (a Telegram supergroup upgrade) takes all of its rows along.
            func belongsToGroup(_ t: TableDefinition) {
                t.column("platform", .text).notNull()
                t.column("chatID", .text).notNull()
                t.foreignKey(
                    ["platform", "chatID"], references: "groupChat", columns: ["platform", "chatID"],
                    onDelete: .cascade, onUpdate: .cascade)
            }
            try db.create(table: "challenge") { t in
                t.autoIncrementedPrimaryKey("id")
                belongsToGroup(t)
                t.column("habitName", .text).notNull()
                t.column("length", .integer).notNull()
                t.column("startedOn", .text).notNull()
                t.column("startedBy", .integer).references("user", onDelete: .setNull)
                t.column("createdAt", .datetime).notNull()
                t.column("endedOn", .text)
            }
            try db.create(index: "challenge_by_group", on: "challenge", columns: ["platform", "chatID"])
            // At most one running challenge per group.
            try db.create(
                index: "challenge_running", on: "challenge", columns: ["platform", "chatID"],
                options: .unique,
                condition: Column("endedOn") == nil)
            try db.create(table: "challengeMember") { t in
                t.belongsTo("challenge", onDelete: .cascade).notNull()
                t.belongsTo("user", onDelete: .cascade).notNull()
                // Deleting the habit in the private chat is leaving the challenge.
                t.belongsTo("habit", onDelete: .cascade).notNull()
                t.column("joinedOn", .text).notNull()
                t.column("joinedAt", .datetime).notNull()
                t.primaryKey(["challengeID", "userID"])
            }
            try db.create(table: "groupMention") { t in
                belongsToGroup(t)
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.primaryKey(["platform", "chatID", "userID"])
            }
            try db.create(table: "groupReminder") { t in
                belongsToGroup(t)
                t.column("kind", .integer).notNull()
                t.column("fireAt", .integer).notNull()
                t.column("dueDay", .text).notNull()
                t.column("lastFiredOn", .text)
                t.primaryKey(["platform", "chatID", "kind"])
            }
            try db.create(index: "groupReminder_due", on: "groupReminder", columns: ["platform", "fireAt"])
        }
        migrator.registerMigration("v7: crash isolation of inbound events") { db in
            // The events a source is applying right now; left behind only by a process that died.
            try db.create(table: "inboundAttempt") { t in
                t.primaryKey("source", .text)
                t.column("keys", .text).notNull()
            }
            // Events that were being applied when the process died, and how often that happened.
            try db.create(table: "inboundSuspect") { t in
                t.primaryKey("key", .text)
                t.column("source", .text).notNull()
                t.column("crashes", .integer).notNull()
            }
            try db.create(table: "inboundDeadLetter") { t in
                t.primaryKey("key", .text)
                t.column("source", .text).notNull()
                t.column("raw", .text).notNull()
                t.column("reason", .text).notNull()
                t.column("createdAt", .datetime).notNull()
            }
        }
        migrator.registerMigration("v8: reminder times kept while off") { db in
            // The time a reminder had when it was switched off, for `/remind on` to bring back.
            try db.create(table: "reminderTimeOff") { t in
                t.belongsTo("user", onDelete: .cascade).notNull()
                t.column("kind", .text).notNull()
                t.column("time", .text).notNull()
                t.primaryKey(["userID", "kind"])
            }
        }
        migrator.registerMigration("v9: chat kind stored when first seen") { db in
            // Private or group, as the platform said when the chat was first seen; NULL for a
            // chat not seen since. Delivery picks a chat's rate limit by it.
            try db.alter(table: "chat") { t in t.add(column: "isGroup", .boolean) }
            // Chats seen before: Telegram's group ids are the negative ones, and every group
            // with settings is a group.
            try db.execute(sql: "UPDATE chat SET isGroup = (chatID LIKE '-%') WHERE platform = 'telegram'")
            try db.execute(
                sql: """
                    INSERT INTO chat (platform, chatID, active, updatedAt, isGroup)
                    SELECT platform, chatID, 1, createdAt, 1 FROM groupChat WHERE true
                    ON CONFLICT (platform, chatID) DO UPDATE SET isGroup = 1
                    """)
        }
        migrator.registerMigration("v10: sent messages found by their platform id") { db in
            // A reaction or a typed choice names the message it answers by the platform's id.
            try db.create(
                index: "outbox_by_sent_message", on: "outbox",
                columns: ["platform", "chatID", "sentMessageID"])
        }
        registerHabitSchedules(in: &migrator)
        registerRulesOverTime(in: &migrator)
        registerPrivateChats(in: &migrator)
        registerReactionPresses(in: &migrator)
        registerMemberNames(in: &migrator)
        registerInbox(in: &migrator)
        registerLanguages(in: &migrator)
        registerMatrixCrypto(in: &migrator)
        registerUndecryptedEvents(in: &migrator)
        registerCheckInsByDay(in: &migrator)
        registerWeekStartDecisions(in: &migrator)
        registerChallengeAnnouncements(in: &migrator)
        return migrator
    }
}
