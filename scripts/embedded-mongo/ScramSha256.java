import de.bwaldvogel.mongo.exception.MongoServerError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The server side of SCRAM-SHA-256 (RFC 7677 over RFC 5802) as mongod runs it, for the users of a
 * users file (mongo-java-server has no authentication); the JDK's javax.crypto does the
 * cryptography.
 *
 * <p>Passwords must be printable ASCII: SASLprep maps and forbids only characters outside it, so
 * for these the prepared password is the password itself, and SASLprep is not implemented.
 * Channel binding and authorization identities are refused, as the drivers send neither.
 */
final class ScramSha256 {
  static final String MECHANISM = "SCRAM-SHA-256";

  /** mongod's default scramSHA256IterationCount. */
  static final int ITERATIONS = 15_000;

  private static final int SALT_BYTES = 28;
  private static final int NONCE_BYTES = 24;
  private static final Base64.Encoder BASE64 = Base64.getEncoder();
  private static final Base64.Decoder BASE64_DECODER = Base64.getDecoder();

  /** What the server keeps of a password (RFC 5802 §3), never the password itself. */
  record Credentials(byte[] salt, byte[] storedKey, byte[] serverKey) {}

  private final Map<String, Credentials> users;
  private final SecureRandom random = new SecureRandom();

  private ScramSha256(Map<String, Credentials> users) {
    this.users = users;
  }

  /**
   * Reads lines {@code username:password} (the password is everything after the first colon;
   * blank lines and lines starting with {@code #} are skipped) and derives each user's
   * credentials with a fresh random salt. Throws IllegalArgumentException on a malformed line, an
   * empty password or a password that is not printable ASCII.
   */
  static ScramSha256 fromUsersFile(Path file) throws IOException {
    SecureRandom random = new SecureRandom();
    Map<String, Credentials> users = new LinkedHashMap<>();
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).endsWith("\r") ? lines.get(i).substring(0, lines.get(i).length() - 1) : lines.get(i);
      if (line.isBlank() || line.stripLeading().startsWith("#")) continue;
      int colon = line.indexOf(':');
      String where = file + " line " + (i + 1);
      if (colon <= 0) throw new IllegalArgumentException(where + ": expected username:password");
      String password = line.substring(colon + 1);
      if (password.isEmpty()) throw new IllegalArgumentException(where + ": empty password");
      if (!password.chars().allMatch(c -> c >= 0x20 && c <= 0x7e)) {
        throw new IllegalArgumentException(where + ": the password must be printable ASCII (no SASLprep here)");
      }
      byte[] salt = new byte[SALT_BYTES];
      random.nextBytes(salt);
      users.put(line.substring(0, colon), derive(password, salt));
    }
    return new ScramSha256(users);
  }

  /** RFC 5802 §3: SaltedPassword = Hi(password, salt, i); StoredKey = H(ClientKey); ServerKey. */
  static Credentials derive(String password, byte[] salt) {
    try {
      PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, ITERATIONS, 256);
      byte[] salted = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256").generateSecret(spec).getEncoded();
      byte[] clientKey = hmac(salted, "Client Key");
      byte[] storedKey = MessageDigest.getInstance("SHA-256").digest(clientKey);
      return new Credentials(salt, storedKey, hmac(salted, "Server Key"));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the JDK lacks PBKDF2WithHmacSHA256 or SHA-256", e);
    }
  }

  int userCount() {
    return users.size();
  }

  /**
   * Begins a conversation from the client-first-message. Throws MongoServerError
   * AuthenticationFailed for a user the file does not hold, BadValue for a malformed message.
   */
  Conversation start(byte[] clientFirstMessage) {
    String message = new String(clientFirstMessage, StandardCharsets.UTF_8);
    int flagEnd = message.indexOf(',');
    int headerEnd = flagEnd < 0 ? -1 : message.indexOf(',', flagEnd + 1);
    if (headerEnd < 0) throw badValue("malformed SCRAM client-first-message");
    String flag = message.substring(0, flagEnd);
    if (!flag.equals("n") && !flag.equals("y")) throw badValue("SCRAM channel binding is not supported");
    if (headerEnd != flagEnd + 1) throw badValue("SCRAM authorization identities are not supported");
    String bare = message.substring(headerEnd + 1);
    String[] attributes = bare.split(",", -1);
    if (attributes.length < 2 || !attributes[0].startsWith("n=") || !attributes[1].startsWith("r=")) {
      throw badValue("malformed SCRAM client-first-message");
    }
    String user = decodeSaslName(attributes[0].substring(2));
    String clientNonce = attributes[1].substring(2);
    if (clientNonce.isEmpty()) throw badValue("empty SCRAM client nonce");
    Credentials credentials = users.get(user);
    if (credentials == null) throw authenticationFailed();
    byte[] serverNonce = new byte[NONCE_BYTES];
    random.nextBytes(serverNonce);
    String nonce = clientNonce + BASE64.encodeToString(serverNonce);
    String serverFirst = "r=" + nonce + ",s=" + BASE64.encodeToString(credentials.salt()) + ",i=" + ITERATIONS;
    return new Conversation(user, credentials, message.substring(0, headerEnd + 1), bare, serverFirst, nonce);
  }

  /** One authentication attempt, between the server-first-message and the client's proof. */
  static final class Conversation {
    private final String user;
    private final Credentials credentials;
    private final String gs2Header;
    private final String clientFirstBare;
    private final String serverFirst;
    private final String nonce;

    private Conversation(
        String user,
        Credentials credentials,
        String gs2Header,
        String clientFirstBare,
        String serverFirst,
        String nonce) {
      this.user = user;
      this.credentials = credentials;
      this.gs2Header = gs2Header;
      this.clientFirstBare = clientFirstBare;
      this.serverFirst = serverFirst;
      this.nonce = nonce;
    }

    String user() {
      return user;
    }

    byte[] serverFirstMessage() {
      return serverFirst.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Checks the client-final-message's proof and answers the server-final-message ({@code
     * v=<ServerSignature>}). Throws MongoServerError AuthenticationFailed for a wrong proof (a
     * wrong password) or nonce, BadValue for a malformed message.
     */
    byte[] finish(byte[] clientFinalMessage) {
      String message = new String(clientFinalMessage, StandardCharsets.UTF_8);
      int proofAt = message.lastIndexOf(",p=");
      if (proofAt < 0) throw badValue("SCRAM client-final-message without a proof");
      String withoutProof = message.substring(0, proofAt);
      String[] attributes = withoutProof.split(",", -1);
      if (attributes.length < 2 || !attributes[0].startsWith("c=") || !attributes[1].startsWith("r=")) {
        throw badValue("malformed SCRAM client-final-message");
      }
      String binding = BASE64.encodeToString(gs2Header.getBytes(StandardCharsets.UTF_8));
      if (!attributes[0].substring(2).equals(binding)) throw badValue("SCRAM channel binding does not match");
      if (!attributes[1].substring(2).equals(nonce)) throw authenticationFailed();
      byte[] proof;
      try {
        proof = BASE64_DECODER.decode(message.substring(proofAt + 3));
      } catch (IllegalArgumentException e) {
        throw badValue("SCRAM proof is not base64");
      }
      String authMessage = clientFirstBare + "," + serverFirst + "," + withoutProof;
      byte[] clientSignature = hmac(credentials.storedKey(), authMessage);
      if (proof.length != clientSignature.length) throw authenticationFailed();
      byte[] clientKey = new byte[proof.length];
      for (int i = 0; i < proof.length; i++) clientKey[i] = (byte) (proof[i] ^ clientSignature[i]);
      byte[] storedKey;
      try {
        storedKey = MessageDigest.getInstance("SHA-256").digest(clientKey);
      } catch (GeneralSecurityException e) {
        throw new IllegalStateException(e);
      }
      if (!MessageDigest.isEqual(storedKey, credentials.storedKey())) throw authenticationFailed();
      String serverSignature = BASE64.encodeToString(hmac(credentials.serverKey(), authMessage));
      return ("v=" + serverSignature).getBytes(StandardCharsets.UTF_8);
    }
  }

  /** RFC 5802 saslname: {@code =2C} stands for a comma and {@code =3D} for an equals sign. */
  private static String decodeSaslName(String name) {
    StringBuilder decoded = new StringBuilder(name.length());
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c != '=') {
        decoded.append(c);
      } else if (name.startsWith("=2C", i)) {
        decoded.append(',');
        i += 2;
      } else if (name.startsWith("=3D", i)) {
        decoded.append('=');
        i += 2;
      } else {
        throw badValue("malformed SCRAM username");
      }
    }
    return decoded.toString();
  }

  private static byte[] hmac(byte[] key, String text) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(key, "HmacSHA256"));
      return mac.doFinal(text.getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("the JDK lacks HmacSHA256", e);
    }
  }

  /** mongod's answer to an unknown user and to a wrong password alike, so neither is told apart. */
  static MongoServerError authenticationFailed() {
    return new MongoServerError(18, "AuthenticationFailed", "Authentication failed.");
  }

  private static MongoServerError badValue(String message) {
    return new MongoServerError(2, "BadValue", message);
  }
}
