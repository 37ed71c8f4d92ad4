#!/usr/bin/env python3
"""The other party of the Olm and Megolm interop tests: vodozemac, driven line by line.

Reads one JSON request per line on stdin and answers one JSON line on stdout. Binary values
travel as unpadded base64, as Matrix carries them. Run by MatrixCryptoTests/InteropTests;
exits 3 when vodozemac is not installed (`pip install vodozemac`), which the test reports as
a skip.
"""
import base64
import json
import sys

try:
    import vodozemac
except ImportError:
    sys.exit(3)


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode().rstrip("=")


def unb64(text: str) -> bytes:
    return base64.b64decode(text + "=" * (-len(text) % 4))


account = vodozemac.Account()
sessions = {}
group = None
inbound_groups = {}


def handle(request):
    global group
    op = request["op"]
    if op == "keys":
        account.generate_one_time_keys(1)
        one_time_key = list(account.one_time_keys.values())[0]
        account.mark_keys_as_published()
        return {
            "curve25519": account.curve25519_key.to_base64(),
            "ed25519": account.ed25519_key.to_base64(),
            "one_time_key": one_time_key.to_base64(),
        }
    if op == "verify":
        key = vodozemac.Ed25519PublicKey.from_base64(request["key"])
        try:
            key.verify_signature(request["message"].encode(), vodozemac.Ed25519Signature.from_base64(request["signature"]))
            return {"valid": True}
        except vodozemac.SignatureException:
            return {"valid": False}
    if op == "outbound":
        session = account.create_outbound_session(
            vodozemac.Curve25519PublicKey.from_base64(request["identity_key"]),
            vodozemac.Curve25519PublicKey.from_base64(request["one_time_key"]),
        )
        sessions[request["name"]] = session
        return {"session_id": session.session_id}
    if op == "inbound":
        message = vodozemac.AnyOlmMessage.from_parts(request["type"], unb64(request["body"])).to_pre_key()
        session, plaintext = account.create_inbound_session(
            vodozemac.Curve25519PublicKey.from_base64(request["sender_key"]), message
        )
        sessions[request["name"]] = session
        return {"session_id": session.session_id, "plaintext": plaintext.decode()}
    if op == "encrypt":
        message_type, body = sessions[request["name"]].encrypt(request["plaintext"].encode()).to_parts()
        return {"type": message_type, "body": b64(body)}
    if op == "decrypt":
        message = vodozemac.AnyOlmMessage.from_parts(request["type"], unb64(request["body"]))
        return {"plaintext": sessions[request["name"]].decrypt(message).decode()}
    if op == "group_create":
        group = vodozemac.GroupSession()
        return {"session_id": group.session_id, "session_key": group.session_key.to_base64()}
    if op == "group_encrypt":
        return {"ciphertext": group.encrypt(request["plaintext"].encode()).to_base64()}
    if op == "group_import":
        if request.get("exported"):
            session = vodozemac.InboundGroupSession.import_session(
                vodozemac.ExportedSessionKey(request["session_key"])
            )
        else:
            session = vodozemac.InboundGroupSession(vodozemac.SessionKey(request["session_key"]))
        inbound_groups[session.session_id] = session
        return {"session_id": session.session_id, "first_known_index": session.first_known_index}
    if op == "group_decrypt":
        decrypted = inbound_groups[request["session_id"]].decrypt(
            vodozemac.MegolmMessage.from_base64(request["ciphertext"])
        )
        return {"plaintext": decrypted.plaintext.decode(), "index": decrypted.message_index}
    if op == "group_export":
        return {"session_key": inbound_groups[request["session_id"]].export_at(request["index"]).to_base64()}
    raise ValueError("unknown op " + op)


for line in sys.stdin:
    try:
        answer = handle(json.loads(line))
    except Exception as error:  # The test reads the failure as the answer.
        answer = {"error": type(error).__name__ + ": " + str(error)}
    print(json.dumps(answer), flush=True)
