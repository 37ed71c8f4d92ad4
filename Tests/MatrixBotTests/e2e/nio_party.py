"""What the nio scripts share: a user's device on matrix-nio (vodozemac backend) that follows
one room and keeps the bot's messages its syncs bring, and bounded waits (60 s each)."""

import asyncio
import time

from nio import AsyncClient, AsyncClientConfig, LoginResponse, MegolmEvent, RoomCreateResponse
from nio import RoomPreset, RoomSendResponse, SyncResponse

WAIT = 60
# Without a filter a sync brings the last 10 events of a room only: a burst would hide answers.
TIMELINE = {"room": {"timeline": {"limit": 500}}}


class Party:
    """One device of one user, with the bot's messages its syncs brought into the room."""

    def __init__(self, name, client):
        self.name = name
        self.client = client
        self.seen = []

    async def sync(self, room_id, bot, timeout=500, full_state=False):
        response = await self.client.sync(
            timeout=timeout, full_state=full_state, sync_filter=TIMELINE
        )
        assert isinstance(response, SyncResponse), response
        room = response.rooms.join.get(room_id) or response.rooms.leave.get(room_id)
        for event in room.timeline.events if room else []:
            if event.sender != bot:
                continue
            content = event.source.get("content", {})
            relation = content.get("m.relates_to", {})
            self.seen.append(
                {
                    "event_id": event.event_id,
                    "body": getattr(event, "body", None),
                    "replied": relation.get("m.in_reply_to", {}).get("event_id"),
                    "session": getattr(event, "session_id", None) or content.get("session_id"),
                    "sender_key": getattr(event, "sender_key", None),
                    "decrypted": bool(getattr(event, "decrypted", False)),
                    "undecryptable": isinstance(event, MegolmEvent),
                }
            )

    def answers(self, command_id):
        return [event for event in self.seen if event["replied"] == command_id]


async def login(homeserver, user, password, store, name, room_id=None, bot=None):
    """A new device of `user`, its keys uploaded; the bot's messages in `room_id` that its
    first sync brings are in its `seen`."""
    client = AsyncClient(
        homeserver, user, store_path=store, config=AsyncClientConfig(encryption_enabled=True)
    )
    logged = await client.login(password, device_name=f"nio {name}")
    assert isinstance(logged, LoginResponse), logged
    party = Party(name, client)
    await party.sync(room_id, bot, timeout=0, full_state=True)
    if client.should_upload_keys:
        await client.keys_upload()
    return party


async def until(condition, what, parties, room_id, bot):
    deadline = time.monotonic() + WAIT
    while not condition():
        assert time.monotonic() < deadline, what
        await asyncio.gather(*(party.sync(room_id, bot) for party in parties))


async def knows_bot(party, bot, bot_device, room_id):
    """Waits until the party's device has the bot's running device, which room keys go to."""
    await find_device(party.client, bot, bot_device, lambda: party.sync(room_id, bot), party.name)


async def find_device(client, bot, bot_device, sync, who):
    """Asks for the bot's device keys, syncing with `sync()` in between, until `client` has
    its device `bot_device`."""
    deadline = time.monotonic() + WAIT
    while bot_device not in [device.id for device in client.device_store.active_user_devices(bot)]:
        # nio asks again only for users it marks; the bot's new device is announced to it in a
        # sync's device list changes, or not yet.
        client.olm.users_for_key_query.add(bot)
        await client.keys_query()
        await sync()
        assert time.monotonic() < deadline, f"{who} did not find the bot's device keys"


async def send_text(client, room_id, text):
    """Sends `text` to `room_id`, encrypted where the room is, to every device nio knows;
    returns the event's id."""
    sent = await client.room_send(
        room_id, "m.room.message", {"msgtype": "m.text", "body": text}, ignore_unverified_devices=True
    )
    assert isinstance(sent, RoomSendResponse), sent
    return sent.event_id


async def say(party, room_id, text):
    return await send_text(party.client, room_id, text)


async def create_encrypted_room(client, invite, direct=False, name=None):
    """Creates a room encrypted from its first event, inviting `invite`: a direct chat as
    Element creates one (`is_direct`, trusted private chat), or a private group named `name`;
    returns its id."""
    created = await client.room_create(
        name=name,
        invite=invite,
        is_direct=direct,
        preset=RoomPreset.trusted_private_chat if direct else RoomPreset.private_chat,
        initial_state=[
            {"type": "m.room.encryption", "state_key": "", "content": {"algorithm": "m.megolm.v1.aes-sha2"}}
        ],
    )
    assert isinstance(created, RoomCreateResponse), created
    return created.room_id


async def open_direct_chat(client, password, name, bot, bot_device):
    """Logs `client` in as a new device named `name`, creates an encrypted direct chat with
    the bot as Element creates one (`is_direct`, `m.room.encryption` in its initial state),
    and waits until the bot has joined and `client` knows the bot's running device
    `bot_device`, which room keys must reach; returns the room's id."""
    logged = await client.login(password, device_name=f"nio {name}")
    assert isinstance(logged, LoginResponse), logged
    await client.sync(timeout=0, full_state=True)
    if client.should_upload_keys:
        await client.keys_upload()
    room_id = await create_encrypted_room(client, [bot], direct=True)
    deadline = time.monotonic() + WAIT
    while True:
        await client.sync(timeout=1000)
        room = client.rooms.get(room_id)
        if room is not None and bot in room.users and bot not in room.invited_users:
            break
        assert time.monotonic() < deadline, "the bot did not join"
    await find_device(client, bot, bot_device, lambda: client.sync(timeout=500), name)
    return room_id
