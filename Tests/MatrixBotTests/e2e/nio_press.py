"""A Matrix user on matrix-nio who presses one of the bot's buttons in an encrypted chat.

Usage: nio_press.py HOMESERVER USER PASSWORD BOT BOT_DEVICE STORE_DIR

Opens an encrypted direct chat with the bot (nio_party.open_direct_chat), adds two to-dos,
asks for the list, waits for the bot's reactions on it (its buttons), reacts to the list with
the first one, encrypted as nio sends everything in an encrypted room, and waits for the bot
to edit the list. Prints one JSON object: the list's body, the keys of the bot's reactions on
it, the bodies of the bot's edits of it, the bot's events nio could not decrypt, and the
conversation as nio read it (what alice sent, and each of the bot's messages, reactions and
edits, decrypted).
"""

import asyncio
import json
import sys
import time

from nio import AsyncClient, AsyncClientConfig, MegolmEvent, RoomSendResponse

from nio_party import TIMELINE, WAIT, open_direct_chat, send_text


async def main():
    homeserver, user, password, bot, bot_device, store = sys.argv[1:7]
    client = AsyncClient(
        homeserver, user, store_path=store, config=AsyncClientConfig(encryption_enabled=True)
    )
    seen = []
    conversation = []

    async def sync():
        response = await client.sync(timeout=500, sync_filter=TIMELINE)
        joined = getattr(response, "rooms", None)
        timeline = joined.join.get(room_id) if joined else None
        for event in timeline.timeline.events if timeline else []:
            if event.sender != bot:
                continue
            content = event.source.get("content", {})
            relation = content.get("m.relates_to", {})
            if relation.get("rel_type") == "m.replace":
                conversation.append("bot edits its list: " + content.get("m.new_content", {}).get("body", ""))
            elif relation.get("key") or getattr(event, "key", None):
                conversation.append("bot reacts " + (relation.get("key") or getattr(event, "key", "")))
            elif isinstance(event, MegolmEvent):
                conversation.append("bot: (could not decrypt)")
            else:
                conversation.append("bot: " + str(getattr(event, "body", None)))
            seen.append(
                {
                    "id": event.event_id,
                    "body": getattr(event, "body", None),
                    "undecryptable": isinstance(event, MegolmEvent),
                    "replied": relation.get("m.in_reply_to", {}).get("event_id"),
                    "rel_type": relation.get("rel_type"),
                    "relates": relation.get("event_id"),
                    "key": relation.get("key") or getattr(event, "key", None),
                    "reacts_to": getattr(event, "reacts_to", None),
                    "new_body": content.get("m.new_content", {}).get("body"),
                }
            )

    async def until(condition, what):
        deadline = time.monotonic() + WAIT
        while not condition():
            assert time.monotonic() < deadline, f"{what}: {seen}"
            await sync()

    async def say(text):
        sent = await send_text(client, room_id, text)
        conversation.append("alice: " + text)
        return sent

    def answer(command_id):
        return next((event for event in seen if event["replied"] == command_id), None)

    def keys_on(event_id):
        return {
            event["key"]
            for event in seen
            if event["key"] and (event["relates"] == event_id or event["reacts_to"] == event_id)
        }

    try:
        room_id = await open_direct_chat(client, password, "press", bot, bot_device)
        added = await say("!todo add Milk\nBread")
        await until(lambda: answer(added), "the bot did not answer the to-dos")
        listed = await say("!todos")
        await until(lambda: answer(listed), "the bot did not list the to-dos")
        list_id = answer(listed)["id"]
        await until(lambda: {"1️⃣", "2️⃣"} <= keys_on(list_id), "the bot put no buttons on the list")
        pressed = await client.room_send(
            room_id,
            "m.reaction",
            {"m.relates_to": {"rel_type": "m.annotation", "event_id": list_id, "key": "1️⃣"}},
            ignore_unverified_devices=True,
        )
        assert isinstance(pressed, RoomSendResponse), pressed
        conversation.append("alice reacts 1️⃣ to the list")

        def edits():
            return [e["new_body"] for e in seen if e["rel_type"] == "m.replace" and e["relates"] == list_id]

        await until(lambda: edits(), "the bot did not edit the list")
        # One more sync: the reactions the bot changes after the edit show here.
        await sync()
        print(
            json.dumps(
                {
                    "list": answer(listed)["body"],
                    "keys": sorted(keys_on(list_id)),
                    "edits": edits(),
                    "undecryptable": [e["id"] for e in seen if e["undecryptable"]],
                    "conversation": conversation,
                }
            )
        )
    finally:
        await client.close()


asyncio.run(main())
