"""A Matrix user on matrix-nio whose messages reach the bot before their room key does.

Usage: nio_late_key.py MODE HOMESERVER USER PASSWORD BOT BOT_DEVICE STORE_DIR

Logs in as a new device, creates an encrypted direct chat with the bot (as Element does) and
waits for the bot to join. It then sends its commands with the bot's running device
BOT_DEVICE blacklisted, so the room key goes to none of the devices the bot runs on: the bot
cannot decrypt them and asks for the key (`m.room_key_request`). What it does then is MODE:

- forward: sends "!start" and answers the bot's request with the key, forwarded over Olm
  (`m.forwarded_room_key`, from the session's first index, as a client forwards a key it
  holds); waits for the bot's answer and the request's cancellation.
- never: sends "!start" and "!help" and answers nothing; waits for the bot's notice.
- withheld: sends "!start" and "!help" and answers the request with `m.room_key.withheld`.

Prints one JSON object: the room, the commands' event ids, the Megolm session and sender key,
the key requests and cancellations the bot sent (their senders and contents), and the bot's
messages in the room after the commands (body, the event replied to, whether nio decrypted it).
Every wait is bounded (60 s).
"""

import asyncio
import json
import sys
import time

from nio import AsyncClient, AsyncClientConfig, MegolmEvent, ToDeviceMessage
from nio.events.to_device import RoomKeyRequest, RoomKeyRequestCancellation

from nio_party import open_direct_chat, send_text

MEGOLM = "m.megolm.v1.aes-sha2"


async def main():
    mode, homeserver, user, password, bot, bot_device, store = sys.argv[1:8]
    assert mode in ("forward", "never", "withheld"), mode
    client = AsyncClient(
        homeserver, user, store_path=store, config=AsyncClientConfig(encryption_enabled=True)
    )
    try:
        room_id = await open_direct_chat(client, password, "late key", bot, bot_device)
        device = client.device_store[bot][bot_device]
        # The room key goes to the bot's other devices, not to the one it runs on.
        client.blacklist_device(device)

        commands = ["!start"] if mode == "forward" else ["!start", "!help"]
        command_ids = []
        for body in commands:
            command_ids.append(await send_text(client, room_id, body))
        session_id = client.olm.outbound_group_sessions[room_id].id
        sender_key = client.olm.account.identity_keys["curve25519"]

        requests, cancellations, messages = [], [], []
        answered = set()

        async def answer(request):
            content = request.source.get("content", {})
            body = content.get("body", {})
            if content.get("request_id") in answered or body.get("session_id") != session_id:
                return
            answered.add(content.get("request_id"))
            if mode == "forward":
                if client.olm.session_store.get(device.curve25519) is None:
                    await client.keys_claim({bot: [bot_device]})
                olm_session = client.olm.session_store.get(device.curve25519)
                assert olm_session is not None, "no Olm session with the bot's device"
                group_session = client.olm.inbound_group_store.get(room_id, sender_key, session_id)
                assert group_session is not None, "nio keeps no inbound copy of its session"
                message = client.olm._encrypt_forwarding_key(room_id, group_session, olm_session, device)
                sent = await client.to_device(message)
                assert not hasattr(sent, "status_code"), sent
            elif mode == "withheld":
                content = {
                    "algorithm": MEGOLM,
                    "room_id": room_id,
                    "session_id": session_id,
                    "sender_key": sender_key,
                    "code": "m.unauthorised",
                    "reason": "not shared with this device",
                }
                await client.to_device(
                    ToDeviceMessage("m.room_key.withheld", bot, bot_device, content)
                )

        pending = []  # the bot's events nio could not decrypt yet, with their entry

        def entry(event):
            content = event.source.get("content", {})
            return {
                "body": getattr(event, "body", None),
                "reply_to": content.get("m.relates_to", {}).get("m.in_reply_to", {}).get("event_id"),
                "decrypted": bool(getattr(event, "decrypted", False)),
                "undecryptable": isinstance(event, MegolmEvent),
            }

        def bot_messages(response):
            joined = getattr(response, "rooms", None)
            timeline = joined.join.get(room_id) if joined else None
            for event in timeline.timeline.events if timeline else []:
                if event.sender != bot:
                    continue
                messages.append(entry(event))
                if isinstance(event, MegolmEvent):
                    pending.append((event, len(messages) - 1))
            # A room key can arrive a sync after the message it opens: try again, as clients do.
            for event, index in list(pending):
                try:
                    opened = client.decrypt_event(event)
                except Exception:
                    continue
                messages[index] = entry(opened) | {"decrypted": True}
                pending.remove((event, index))

        def done():
            if mode == "forward":
                replied = any(m["reply_to"] == command_ids[0] for m in messages)
                return replied and cancellations
            return any(m["reply_to"] is None and m["body"] and "again" in m["body"] for m in messages)

        deadline = time.monotonic() + 60
        while not done() and time.monotonic() < deadline:
            response = await client.sync(timeout=1000)
            for event in getattr(response, "to_device_events", []):
                if event.sender != bot:
                    continue
                if isinstance(event, RoomKeyRequest):
                    requests.append(event.source.get("content", {}))
                    await answer(event)
                elif isinstance(event, RoomKeyRequestCancellation):
                    cancellations.append(event.source.get("content", {}))
            bot_messages(response)
        # A few more syncs: a second answer or notice would show here.
        settle = time.monotonic() + 5
        while time.monotonic() < settle:
            bot_messages(await client.sync(timeout=1000))
        print(
            json.dumps(
                {
                    "room_id": room_id,
                    "command_ids": command_ids,
                    "session_id": session_id,
                    "sender_key": sender_key,
                    "requests": requests,
                    "cancellations": cancellations,
                    "messages": messages,
                }
            )
        )
    finally:
        await client.close()


asyncio.run(main())
