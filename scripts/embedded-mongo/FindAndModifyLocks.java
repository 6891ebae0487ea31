import de.bwaldvogel.mongo.bson.Document;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Makes mongo-java-server's {@code findAndModify} answer its own post-image, as MongoDB's does.
 *
 * <p>mongo-java-server answers with the stored document object itself, not a copy, and a later
 * update of that document changes it in place. The durable backend holds each reply until its
 * group commit is synced, and by then the next {@code $inc}s have run: ten concurrent
 * {@code $inc}s of a counter were all answered the final value (measured: 10 at once gave 1
 * distinct number, 40 gave 12, 80 gave 30; the memory backend, which replies at once, still gave
 * 76 of 80). A counter then hands one reference number to many callers (issue 11's kill test:
 * the burst after the database came back used up a submission's five tries, a 500), and a lease
 * ({@code findOneAndUpdate} claiming a due mail) could be handed to two workers. Here every
 * findAndModify of one collection runs alone and its reply is copied before the next one runs.
 * None of mongo-java-server's options does this, hence our own.
 */
final class FindAndModifyLocks {
  private final ConcurrentHashMap<String, Object> locks = new ConcurrentHashMap<>();

  /** True for the findAndModify command (any case). */
  static boolean isFindAndModify(String command) {
    return "findandmodify".equals(command.toLowerCase(Locale.ROOT));
  }

  /**
   * Runs {@code command} alone among the findAndModify commands of its collection and answers a
   * deep copy of its reply, which no later update can change.
   */
  Document run(String databaseName, String command, Document query, Supplier<Document> commandRun) {
    Object lock = locks.computeIfAbsent(databaseName + "." + query.get(command), key -> new Object());
    synchronized (lock) {
      return commandRun.get().cloneDeeply();
    }
  }
}
