/**
 * The program each warm LibreOffice runs beside it, inside the same sandbox: Python with
 * LibreOffice's UNO bridge (Debian's python3-uno). It starts soffice listening on a pipe in the
 * sandbox's own /tmp (invisible outside it), connects, says `{"ready": true}`, then converts one
 * file per line of JSON on stdin — `{source, target, importFilter?, filter, filterData?}`, paths in
 * the member's exchange directory — and answers one line each: `{ok: true, rssKb}` (the resident
 * memory of every process in the sandbox but itself) or `{ok: false, error, alive}`, `alive` false
 * when LibreOffice is gone (then the server exits).
 *
 * Each document is opened hidden and read-only, with macros never run (MacroExecutionMode 0,
 * NEVER_EXECUTE) and links never updated (UpdateDocMode 0, NO_UPDATE), exported, and closed:
 * nothing of it stays loaded for the next. If soffice dies, the server exits after answering.
 */
export const UNO_SERVER = String.raw`
import json, os, subprocess, sys, time
import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException

def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p

def reply(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()

def rss_kb():
    total = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open("/proc/%s/status" % pid) as status:
                for line in status:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
        except OSError:
            pass
    return total

soffice, profile = sys.argv[1], sys.argv[2]
pipe = "warm-office"
office = subprocess.Popen([soffice, "-env:UserInstallation=" + profile, "--headless", "--invisible",
    "--norestore", "--nolockcheck", "--nodefault", "--nologo",
    "--accept=pipe,name=%s;urp;StarOffice.ComponentContext" % pipe],
    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
while True:
    try:
        context = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
        break
    except NoConnectException:
        if office.poll() is not None:
            reply({"ready": False, "error": "soffice exited with code %s" % office.returncode})
            sys.exit(1)
        time.sleep(0.05)
desktop = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
reply({"ready": True})

for line in sys.stdin:
    request = json.loads(line)
    document = None
    alive = True
    try:
        load = [prop("Hidden", True), prop("ReadOnly", True), prop("MacroExecutionMode", 0), prop("UpdateDocMode", 0)]
        if request.get("importFilter"):
            load.append(prop("FilterName", request["importFilter"]))
        document = desktop.loadComponentFromURL(uno.systemPathToFileUrl(request["source"]), "_blank", 0, tuple(load))
        if document is None:
            raise RuntimeError("it could not open the file")
        store = [prop("FilterName", request["filter"])]
        if request.get("filterData"):
            data = tuple(prop(key, value) for key, value in request["filterData"].items())
            store.append(prop("FilterData", uno.Any("[]com.sun.star.beans.PropertyValue", data)))
        document.storeToURL(uno.systemPathToFileUrl(request["target"]), tuple(store))
        reply({"ok": True, "rssKb": rss_kb()})
    except Exception as error:
        message = getattr(error, "Message", "") or str(error)
        # soffice.bin may be gone while its launcher lives on: ask the bridge itself.
        alive = office.poll() is None
        if alive:
            try:
                desktop.getFrames()
            except Exception:
                alive = False
        reply({"ok": False, "error": "%s: %s" % (type(error).__name__, message), "alive": alive})
    finally:
        if document is not None:
            try:
                document.close(True)
            except Exception:
                try:
                    document.dispose()
                except Exception:
                    pass
    if not alive or office.poll() is not None:
        sys.exit(1)
`;
