// LemonLDAP::NG 2.16 (Debian's packages) as a throw-away OpenID Connect provider for
// `npm run test:idp`: its own configuration, sessions and user database in one temporary
// folder, the portal served by Debian's FastCGI server behind nginx on 127.0.0.1 — as a
// deployer runs it, but touching nothing of the system's own LemonLDAP::NG or nginx set-up.
//
// Users live in SQLite (LemonLDAP::NG's DBI back-end) behind a view of the enabled ones, so
// "disabling" a user is one UPDATE, as it would be in a directory.
import { spawn, spawnSync } from "node:child_process";
import { generateKeyPairSync, randomUUID } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Installed without recommends (~90 packages instead of ~250), so the modules the portal needs
// that only recommends would bring are named: its captcha module, loaded at start even when no
// captcha is used (GD::SecurityImage with ImageMagick), and String::Random and IO::String of
// the OpenID Connect issuer. DBD::SQLite holds the test's users.
export const PACKAGES = [
  "lemonldap-ng",
  "lemonldap-ng-fastcgi-server",
  "nginx-light",
  "libgd-securityimage-perl",
  "libimage-magick-perl",
  "libstring-random-perl",
  "libio-string-perl",
  "libdbd-sqlite3-perl",
];
const FASTCGI_SERVER = "/usr/sbin/llng-fastcgi-server";
const NGINX = "/usr/sbin/nginx";

/** The relying party's registration, as an operator would enter it in the manager. */
export const CLIENT = { id: "vibe-studio", secret: "vibe-studio-idp-test-secret", key: "vibestudio" };
/** Two users: one who stays, one who gets disabled. Passwords are the test's, not anyone's. */
export const USERS = [
  {
    login: "dana",
    password: "dana-pass-1",
    name: "Dana Designer",
    mail: "dana@idp.test",
    phone: "+1 555 0100",
    address: "1 Test Street, Testville",
  },
  {
    login: "pete",
    password: "pete-pass-2",
    name: "Pete Product",
    mail: "pete@idp.test",
    phone: "+1 555 0101",
    address: "2 Test Street, Testville",
  },
];

/** Whether every package is installed (dpkg says so, and the binaries we run exist). */
export function packagesInstalled() {
  const status = spawnSync("dpkg-query", ["-W", "-f=${Status}\n", ...PACKAGES], { encoding: "utf8" });
  const installed =
    status.status === 0 &&
    status.stdout
      .trim()
      .split("\n")
      .every((line) => line.endsWith("install ok installed"));
  return installed && existsSync(FASTCGI_SERVER) && existsSync(NGINX);
}

/** apt-get update + install; services are not started by it (policy-rc.d or no init system). */
export function installPackages(log = console.log) {
  if (process.getuid?.() !== 0) {
    throw new Error(
      `LemonLDAP::NG is not installed and this is not root. Install it with:\n  apt-get install -y --no-install-recommends ${PACKAGES.join(" ")}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const apt = (args) => {
    log(`[idp-test] apt-get ${args.join(" ")}`);
    const run = spawnSync("apt-get", ["-o", "DPkg::Lock::Timeout=600", ...args], { env, stdio: "inherit" });
    if (run.status !== 0) throw new Error(`apt-get ${args[0]} failed with ${run.status}`);
  };
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "--no-install-recommends", ...PACKAGES]);
}

/**
 * @param {object} o
 * @param {string} o.dir        runtime folder (created by the caller)
 * @param {number} o.port       where nginx serves the portal (127.0.0.1)
 * @param {string} o.appUrl     the app's APP_URL (its redirect and logout URIs are registered)
 */
export function writeConfiguration({ dir, port, appUrl }) {
  const issuer = `http://127.0.0.1:${port}`;
  for (const sub of [
    "conf",
    "sessions/lock",
    "psessions/lock",
    "cache",
    "notifications",
    "tmp",
    "logs",
    "run",
  ])
    mkdirSync(path.join(dir, sub), { recursive: true });
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const keyId = `idp-test-${randomUUID().slice(0, 8)}`;
  const privatePem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  writeFileSync(path.join(dir, "signing-key.pem"), privatePem, { mode: 0o600 });
  writeFileSync(path.join(dir, "signing-key.kid"), keyId);

  // The user database: a table, and the view of enabled users LemonLDAP::NG reads.
  const db = path.join(dir, "users.db");
  // Values go to Perl as arguments, never inside its source ("@" in an e-mail would interpolate).
  perl(
    `
    my ($db, $json) = @ARGV;
    my $dbh = DBI->connect("dbi:SQLite:dbname=$db", "", "", { RaiseError => 1 });
    $dbh->do("CREATE TABLE users (login TEXT PRIMARY KEY, password TEXT, name TEXT, mail TEXT, phone TEXT, address TEXT, enabled INTEGER NOT NULL DEFAULT 1)");
    $dbh->do("CREATE VIEW active_users AS SELECT * FROM users WHERE enabled = 1");
    my $insert = $dbh->prepare("INSERT INTO users (login, password, name, mail, phone, address) VALUES (?, ?, ?, ?, ?, ?)");
    $insert->execute(@$_) for @{ JSON::PP->new->utf8->decode($json) };
  `,
    [db, JSON.stringify(USERS.map((u) => [u.login, u.password, u.name, u.mail, u.phone, u.address]))],
  );

  const conf = {
    cfgNum: 1,
    cfgAuthor: "vibe-studio idp-test",
    cfgDate: String(Math.floor(Date.now() / 1000)),
    cfgVersion: "2.16.1",
    portal: `${issuer}/`,
    // The SSO cookie's domain: the portal's own host (browsers keep it for exactly that IP).
    domain: "127.0.0.1",
    cookieName: "lemonldap",
    securedCookie: 0,
    timeout: 72000,
    logLevel: "notice",
    authentication: "DBI",
    userDB: "Same",
    passwordDB: "Null",
    registerDB: "Null",
    dbiAuthChain: `dbi:SQLite:dbname=${db}`,
    dbiAuthUser: "",
    dbiAuthPassword: "",
    dbiAuthTable: "active_users",
    dbiAuthLoginCol: "login",
    dbiAuthPasswordCol: "password",
    dbiAuthPasswordHash: "",
    dbiUserChain: `dbi:SQLite:dbname=${db}`,
    dbiUserUser: "",
    dbiUserPassword: "",
    dbiUserTable: "active_users",
    dbiExportedVars: { uid: "login", cn: "name", mail: "mail", phone: "phone", address: "address" },
    exportedVars: {},
    macros: { _whatToTrace: "$uid" },
    whatToTrace: "_whatToTrace",
    groups: {},
    locationRules: {},
    exportedHeaders: {},
    globalStorage: "Apache::Session::File",
    globalStorageOptions: {
      Directory: path.join(dir, "sessions"),
      LockDirectory: path.join(dir, "sessions/lock"),
      generateModule: "Lemonldap::NG::Common::Apache::Session::Generate::SHA256",
    },
    persistentStorage: "Apache::Session::File",
    persistentStorageOptions: {
      Directory: path.join(dir, "psessions"),
      LockDirectory: path.join(dir, "psessions/lock"),
    },
    localSessionStorage: "Cache::FileCache",
    localSessionStorageOptions: {
      cache_depth: 3,
      cache_root: path.join(dir, "cache"),
      default_expires_in: 600,
      directory_umask: "007",
      namespace: "lemonldap-ng-sessions",
    },
    notification: 0,
    loginHistoryEnabled: 0,
    portalSkin: "bootstrap",
    // No password reset or registration here, so no captcha.
    captcha_mail_enabled: 0,
    captcha_register_enabled: 0,
    captcha_login_enabled: 0,
    // The OpenID Connect provider.
    issuerDBOpenIDConnectActivation: 1,
    oidcServiceMetaDataIssuer: issuer,
    oidcServicePrivateKeySig: privatePem,
    oidcServicePublicKeySig: publicKey.export({ type: "spki", format: "pem" }).toString(),
    oidcServiceKeyIdSig: keyId,
    oidcServiceAllowAuthorizationCodeFlow: 1,
    oidcRPMetaDataOptions: {
      [CLIENT.key]: {
        oidcRPMetaDataOptionsDisplayName: "Vibe Studio",
        oidcRPMetaDataOptionsClientID: CLIENT.id,
        oidcRPMetaDataOptionsClientSecret: CLIENT.secret,
        oidcRPMetaDataOptionsPublic: 0,
        oidcRPMetaDataOptionsRedirectUris: `${appUrl}/api/auth/callback/oidc`,
        // Exactly <APP_URL>/ — the app lands there after logout.
        oidcRPMetaDataOptionsPostLogoutRedirectUris: `${appUrl}/`,
        // With the app's id_token_hint, logout needs no confirmation.
        oidcRPMetaDataOptionsLogoutBypassConfirm: 1,
        oidcRPMetaDataOptionsRequirePKCE: 1,
        oidcRPMetaDataOptionsBypassConsent: 1,
        // Online refresh tokens: bound to the SSO session, refused once it ends.
        oidcRPMetaDataOptionsRefreshToken: 1,
        // Name and e-mail in the ID token itself (Auth.js reads the profile from it).
        oidcRPMetaDataOptionsIDTokenForceClaims: 1,
        oidcRPMetaDataOptionsIDTokenSignAlg: "RS256",
        oidcRPMetaDataOptionsIDTokenExpiration: 3600,
        oidcRPMetaDataOptionsAccessTokenExpiration: 3600,
      },
    },
    oidcRPMetaDataExportedVars: {
      [CLIENT.key]: {
        name: "cn",
        email: "mail",
        preferred_username: "uid",
        phone_number: "phone",
        address: "address",
      },
    },
    oidcRPMetaDataMacros: { [CLIENT.key]: {} },
    oidcRPMetaDataScopeRules: { [CLIENT.key]: {} },
    oidcStorage: "Apache::Session::File",
    oidcStorageOptions: {
      Directory: path.join(dir, "sessions"),
      LockDirectory: path.join(dir, "sessions/lock"),
      generateModule: "Lemonldap::NG::Common::Apache::Session::Generate::SHA256",
    },
  };
  writeFileSync(path.join(dir, "conf", "lmConf-1.json"), JSON.stringify(conf, null, 2));

  writeFileSync(
    path.join(dir, "lemonldap-ng.ini"),
    `[all]
logLevel = notice
checkTime = 1
[configuration]
type = File
dirName = ${path.join(dir, "conf")}
localStorage = Cache::FileCache
localStorageOptions = { 'namespace' => 'lemonldap-ng-config', 'default_expires_in' => 600, 'directory_umask' => '007', 'cache_root' => '${path.join(dir, "cache")}', 'cache_depth' => 3 }
[portal]
staticPrefix = /static
templateDir = /usr/share/lemonldap-ng/portal/templates
languages = en, fr, zh
[handler]
status = 0
`,
  );

  writeFileSync(
    path.join(dir, "nginx.conf"),
    `worker_processes 1;
pid ${path.join(dir, "run", "nginx.pid")};
error_log ${path.join(dir, "logs", "nginx-error.log")} warn;
${process.getuid?.() === 0 ? "user www-data;" : ""}
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log ${path.join(dir, "logs", "nginx-access.log")};
  client_body_temp_path ${path.join(dir, "tmp", "body")};
  fastcgi_temp_path ${path.join(dir, "tmp", "fastcgi")};
  proxy_temp_path ${path.join(dir, "tmp", "proxy")};
  uwsgi_temp_path ${path.join(dir, "tmp", "uwsgi")};
  scgi_temp_path ${path.join(dir, "tmp", "scgi")};
  upstream llng_portal_upstream { server unix:${path.join(dir, "run", "llng-fastcgi.sock")}; }
  server {
    listen 127.0.0.1:${port};
    server_name 127.0.0.1;
    root /usr/share/lemonldap-ng/portal/htdocs/;
    if ($uri !~ ^/((static|javascript|favicon).*|.*\\.psgi)) { rewrite ^/(.*)$ /index.psgi/$1 break; }
    location ~ ^(?<sc>/.*\\.psgi)(?:$|/) {
      include /etc/nginx/fastcgi_params;
      fastcgi_pass llng_portal_upstream;
      fastcgi_param HTTP_HOST $http_host;
      fastcgi_param LLTYPE psgi;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_split_path_info ^(.*\\.psgi)(/.*)$;
      fastcgi_param PATH_INFO $fastcgi_path_info;
    }
    index index.psgi;
    location / { try_files $uri $uri/ =404; }
    location /static/ { alias /usr/share/lemonldap-ng/portal/htdocs/static/; }
    location /javascript/ { alias /usr/share/javascript/; }
  }
}
`,
  );

  // The portal runs as www-data when started by root: it reads and writes its folders.
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const www = spawnSync("id", ["-u", "www-data"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "www-data"], { encoding: "utf8" });
    const [uid, group] = [Number(www.stdout), Number(gid.stdout)];
    for (const sub of [
      "conf",
      "sessions",
      "sessions/lock",
      "psessions",
      "psessions/lock",
      "cache",
      "notifications",
      "tmp",
      "logs",
      "run",
    ])
      chownSync(path.join(dir, sub), uid, group);
    chownSync(path.join(dir, "conf", "lmConf-1.json"), uid, group);
    chownSync(db, uid, group);
  }
  return { issuer, keyId };
}

/** Runs Perl (with DBI and JSON::PP); `asPortal`: as the portal's user, www-data when this is root. */
function perl(code, args = [], { asPortal = false } = {}) {
  const command = ["perl", "-MDBI", "-MJSON::PP", "-e", code, "--", ...args];
  const run =
    asPortal && process.getuid?.() === 0
      ? spawnSync("runuser", ["-u", "www-data", "--", ...command], { encoding: "utf8" })
      : spawnSync(command[0], command.slice(1), { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`perl failed: ${run.stderr}`);
  return run.stdout;
}

function llngEnv(dir) {
  return {
    ...process.env,
    LLNG_DEFAULTCONFFILE: path.join(dir, "lemonldap-ng.ini"),
    LLNG_DEFAULTLOGGER: "Lemonldap::NG::Common::Logger::Std",
  };
}

/** Starts the FastCGI portal and nginx; resolves when discovery answers. */
export async function startProvider({ dir, port }) {
  const asRoot = process.getuid?.() === 0;
  const fastcgi = spawn(
    FASTCGI_SERVER,
    [
      "--foreground",
      "-s",
      path.join(dir, "run", "llng-fastcgi.sock"),
      "-p",
      path.join(dir, "run", "llng-fastcgi.pid"),
      "-n",
      "4",
      ...(asRoot ? ["-u", "www-data", "-g", "www-data"] : []),
    ],
    {
      env: llngEnv(dir),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true, // its own process group: stopping it ends the FastCGI workers too
    },
  );
  fastcgi.stdout.on("data", (c) => appendLog(dir, "portal.log", c));
  fastcgi.stderr.on("data", (c) => appendLog(dir, "portal.log", c));
  const nginx = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  nginx.stderr.on("data", (c) => appendLog(dir, "nginx-stderr.log", c));
  writeFileSync(
    path.join(dir, "run", "pids.json"),
    JSON.stringify({ fastcgi: fastcgi.pid, nginx: nginx.pid }),
  );
  const stop = async () => {
    await Promise.all([stopProcess(nginx), stopProcess(fastcgi)]);
  };
  // Perl compiles the portal in each worker at its first request: slow on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    let failure = null;
    if (fastcgi.exitCode !== null || nginx.exitCode !== null)
      failure = `LemonLDAP::NG did not start (see ${dir}/logs)`;
    else if (Date.now() > deadline) failure = `LemonLDAP::NG did not answer within 180 s (see ${dir}/logs)`;
    if (failure) {
      await stop();
      throw new Error(failure);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { stop };
}

function appendLog(dir, name, chunk) {
  writeFileSync(path.join(dir, "logs", name), chunk, { flag: "a" });
}

/** Ends a process group started here: TERM, then KILL if it has not gone within 10 s. */
function stopProcess(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {
        // already gone
      }
    };
    const force = setTimeout(() => signal("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      signal("SIGKILL"); // workers the group leader left behind
      resolve(undefined);
    });
    signal("SIGTERM");
  });
}

/** Stops only nginx (the provider becomes unreachable); used by the "provider down" test. */
export function stopPortalFrontend(dir) {
  const pid = Number(readFileSync(path.join(dir, "run", "nginx.pid"), "utf8").trim());
  process.kill(pid, "SIGTERM");
}

/**
 * Disables a user as an administrator would: out of the directory, and their SSO sessions deleted
 * the way the Manager's session explorer deletes them — from the session store AND the portal's
 * local session cache (localSessionStorage). The `lemonldap-ng-sessions delete` CLI only reaches
 * the store: the portal keeps serving the cached session (10 minutes by default), and refresh
 * tokens bound to it keep working. Lemonldap::NG::Common::Apache::Session uses the cache only
 * for a non-root user, so this runs as www-data, like the portal.
 */
export function disableUser(dir, login) {
  perl(
    `
    my ($db, $login) = @ARGV;
    my $dbh = DBI->connect("dbi:SQLite:dbname=$db", "", "", { RaiseError => 1 });
    $dbh->do("UPDATE users SET enabled = 0 WHERE login = ?", undef, $login);
  `,
    [path.join(dir, "users.db"), login],
  );
  const deleted = perl(
    `
    use Lemonldap::NG::Common::Session;
    use Lemonldap::NG::Common::Apache::Session;
    my ($confFile, $login) = @ARGV;
    open(my $fh, "<", $confFile) or die "$confFile: $!";
    my $conf = JSON::PP->new->decode(join("", <$fh>));
    my %store = (storageModule => $conf->{globalStorage}, storageModuleOptions => $conf->{globalStorageOptions});
    my $found = Lemonldap::NG::Common::Apache::Session->searchOn(
      { %{ $conf->{globalStorageOptions} }, backend => $conf->{globalStorage} }, "_whatToTrace", $login, "_session_kind");
    my $n = 0;
    for my $id (grep { ($found->{$_}{_session_kind} // "") eq "SSO" } keys %$found) {
      my $session = Lemonldap::NG::Common::Session->new({ %store,
        cacheModule => $conf->{localSessionStorage}, cacheModuleOptions => $conf->{localSessionStorageOptions}, id => $id });
      die $session->error if $session->error;
      $session->remove or die $session->error;
      $n++;
    }
    print $n;
  `,
    [path.join(dir, "conf", "lmConf-1.json"), login],
    { asPortal: true },
  );
  return Number(deleted);
}
