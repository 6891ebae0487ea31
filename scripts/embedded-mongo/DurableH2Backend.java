import de.bwaldvogel.mongo.MongoDatabase;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.exception.MongoServerException;
import io.netty.channel.Channel;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.h2.mvstore.MVStore;

/**
 * mongo-java-server's H2 backend, made durable: the store's auto-commit is off ({@link #openStore})
 * and every command that may write answers only after an MVStore commit containing it has been
 * synced to disk ({@code FileChannel.force}).
 *
 * <p><b>Group commit.</b> A write runs, then waits for the next commit of the one committer
 * thread, which takes every write finished so far into one commit and one fsync (waiting up to
 * {@link #COMMIT_DELAY_NANOS} for writes still running to join it). Writes run under the shared
 * side of a read-write lock and the commit under its exclusive side, so the file always holds whole
 * commands (never a document without its index entry). A write blocks its Netty worker while it
 * waits, so EmbeddedMongo binds with more workers than the default four.
 *
 * <p><b>fsync lock.</b> {@code {fsync: 1, lock: true}} (used by {@code npm run backup}) waits for
 * the writes under way, syncs, and holds every further write until {@code {fsyncUnlock: 1}} or
 * until the connection that took the lock closes, so a backup that dies never leaves the site
 * unable to write. Reads go on meanwhile.
 *
 * <p>{@code -Dembedded.durability=each} commits and syncs once per write; {@code off} is the stock
 * once-a-second commit after replies (not durable). Both exist for the bench's comparison only.
 */
public final class DurableH2Backend extends H2Backend {

  /** How writes reach the disk before their reply. */
  public enum Durability {
    GROUP,
    EACH,
    OFF
  }

  /**
   * Commands that never write (lower case). Anything else is treated as a write and synced
   * before its reply: an unknown command costs a commit, never a lost write.
   */
  private static final Set<String> READ_ONLY =
      Set.of(
          "find", "getmore", "count", "distinct", "listcollections", "listindexes",
          "listdatabases", "hello", "ismaster", "ping", "buildinfo", "serverstatus", "dbstats",
          "collstats", "killcursors", "endsessions", "getlasterror", "whatsmyuri", "getparameter",
          "getlog", "getcmdlineopts", "connectionstatus", "hostinfo", "saslstart",
          "saslcontinue", "getfreemonitoringstatus", "explain", "currentop", "validate");

  /**
   * Compaction: every this many commits, chunks less than {@link #COMPACT_FILL_RATE} percent live
   * are rewritten, up to {@link #COMPACT_WRITE_BYTES} at a time. Commits wait while it runs, so a
   * step is kept small; without it the file grows with per-write chunks.
   */
  private static final int COMPACT_EVERY_COMMITS = 25;

  private static final int COMPACT_FILL_RATE = 70;

  /** How long the committer waits for writes still running to join its commit (ns). */
  private static final long COMMIT_DELAY_NANOS = 1_000_000;
  private static final int COMPACT_WRITE_BYTES = 512 << 10;

  private final MVStore store;
  private final Durability durability;
  /** Writes hold the read side while they run; a commit and the fsync lock take the write side. */
  private final ReentrantReadWriteLock commandLock = new ReentrantReadWriteLock();
  private final GroupCommit groupCommit;
  private final AtomicLong commits = new AtomicLong();
  private final AtomicLong syncedWrites = new AtomicLong();
  private final SerializedWrites serialized = new SerializedWrites();

  /** Guards {@link #lockedBy}. */
  private final Object fsyncMonitor = new Object();
  /** The connection that holds the fsync lock, or null. */
  private Channel lockedBy;

  /**
   * Opens (or creates) the H2 file {@code fileName} with auto-commit off: from here on only this
   * backend commits.
   */
  public static MVStore openStore(String fileName) {
    // mongo-java-server scans a collection for every query (its indexes serve uniqueness only): the
    // page cache (-Dembedded.cacheMb, MB) should hold the site's documents, or each scan re-reads
    // and re-decodes pages from the file.
    int cacheMb = Integer.getInteger("embedded.cacheMb", 16);
    return new MVStore.Builder().fileName(fileName).cacheSize(cacheMb).autoCommitDisabled().open();
  }

  /** Databases whose collections select a sorted page without sorting every row (TopKH2Database). */
  @Override
  protected MongoDatabase openOrCreateDatabase(String databaseName) {
    // getMvStore(): H2Backend's constructor opens the existing databases before this class's fields are set.
    return TopKH2Database.open(databaseName, getMvStore(), getCursorRegistry());
  }

  public DurableH2Backend(MVStore store, Durability durability) {
    super(store);
    this.store = store;
    this.durability = durability;
    if (durability != Durability.OFF) {
      // Old chunks may be overwritten as soon as no live data is in them: H2 keeps them in case the
      // OS has not flushed the newer ones, but here every commit is synced before the next begins.
      store.setRetentionTime(0);
    } else {
      // The stock behaviour: commit in the background about once a second.
      store.setAutoCommitDelay(1000);
    }
    this.groupCommit = this.durability == Durability.GROUP ? new GroupCommit() : null;
    if (groupCommit != null) {
      Thread thread = new Thread(groupCommit, "group-commit");
      thread.setDaemon(true);
      thread.start();
    }
  }

  /** What this backend promises, for the launcher's first line. */
  public String describe() {
    switch (durability) {
      case GROUP:
        return "durable: each write committed and fsynced before its reply (group commit)";
      case EACH:
        return "durable: each write committed and fsynced on its own before its reply";
      default:
        return "NOT durable: commits about once a second, after replies (bench only)";
    }
  }

  @Override
  public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
    String name = command.toLowerCase(Locale.ROOT);
    if ("fsync".equals(name)) return fsync(channel, query);
    if ("fsyncunlock".equals(name)) return fsyncUnlock(channel);
    if (name.equals("serverstatus")) {
      Document status = super.handleCommand(channel, databaseName, command, query);
      status.put("durability", durabilityStatus());
      return status;
    }
    if (ListCollectionsByName.applies(command)) {
      return ListCollectionsByName.filter(query, super.handleCommand(channel, databaseName, command, query));
    }
    if (!writes(name, query)) return super.handleCommand(channel, databaseName, command, query);
    enterWrite(channel);
    try {
      if (SerializedWrites.runsAlone(command, query)) {
        return serialized.run(
            databaseName, command, query, () -> super.handleCommand(channel, databaseName, command, query));
      }
      return super.handleCommand(channel, databaseName, command, query);
    } finally {
      // A failed command may have written part of its work (an ordered insert stopped by a
      // duplicate key): that part is synced before the error goes out, like a success.
      commandLock.readLock().unlock();
      makeDurable();
    }
  }

  @Override
  public void handleClose(Channel channel) {
    synchronized (fsyncMonitor) {
      if (lockedBy == channel) {
        lockedBy = null;
        fsyncMonitor.notifyAll();
      }
    }
    super.handleClose(channel);
  }

  @Override
  public void close() {
    if (groupCommit != null) groupCommit.stop();
    super.close();
  }

  private static boolean writes(String name, Document query) {
    if (!READ_ONLY.contains(name) && !"aggregate".equals(name)) return true;
    if (!"aggregate".equals(name)) return false;
    // An aggregation writes only through a final $out or $merge stage.
    Object pipeline = query.get("pipeline");
    if (!(pipeline instanceof Iterable<?> stages)) return false;
    for (Object stage : stages) {
      if (stage instanceof Document doc && (doc.containsKey("$out") || doc.containsKey("$merge"))) return true;
    }
    return false;
  }

  /**
   * Takes the shared side of the command lock for a write, waiting while another connection holds
   * the fsync lock. The lock is checked while holding the shared side, so a write can never slip
   * in between the fsync lock being taken and the writes under way being drained.
   */
  private void enterWrite(Channel channel) {
    for (;;) {
      commandLock.readLock().lock();
      synchronized (fsyncMonitor) {
        if (lockedBy == null || lockedBy == channel) return;
      }
      commandLock.readLock().unlock();
      synchronized (fsyncMonitor) {
        awaitUnlocked(channel);
      }
    }
  }

  /** Waits, holding {@link #fsyncMonitor}, until no other connection holds the fsync lock. */
  private void awaitUnlocked(Channel channel) {
    while (lockedBy != null && lockedBy != channel) {
      try {
        fsyncMonitor.wait();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new MongoServerException("interrupted while the fsync lock was held");
      }
    }
  }

  /** Returns once everything written before the call is committed and synced. */
  private void makeDurable() {
    switch (durability) {
      case GROUP -> groupCommit.awaitDurable();
      case EACH -> {
        commitAndSync();
      }
      case OFF -> {}
    }
    if (durability != Durability.OFF) syncedWrites.incrementAndGet();
  }

  /** One commit of every finished write, then one fsync. Halts the process if the disk fails. */
  private void commitAndSync() {
    try {
      commandLock.writeLock().lock();
      try {
        store.commit();
      } finally {
        commandLock.writeLock().unlock();
      }
      store.sync();
      if (commits.incrementAndGet() % COMPACT_EVERY_COMMITS == 0) compact();
    } catch (Throwable error) {
      // Writes are in memory but not on disk: answering them, or serving reads of them, would
      // promise what the file does not hold. Stop at once; the supervisor restarts the server on
      // the last synced commit (nothing acknowledged is in doubt: none of these was answered).
      System.err.println("embedded-mongo: commit or sync failed, stopping: " + error);
      Runtime.getRuntime().halt(70);
    }
  }

  /**
   * The housekeeping H2's background writer would do (it is off with auto-commit): rewrites the
   * live pages of sparse chunks so their space can be reused. Runs in the committer's thread,
   * between commits, under the exclusive lock.
   */
  private void compact() {
    if (store.getFileStore().getChunksFillRate() >= COMPACT_FILL_RATE) return;
    commandLock.writeLock().lock();
    try {
      store.compact(COMPACT_FILL_RATE, COMPACT_WRITE_BYTES);
      store.commit();
    } finally {
      commandLock.writeLock().unlock();
    }
    store.sync();
  }

  private Document fsync(Channel channel, Document query) {
    boolean lock = Boolean.TRUE.equals(query.get("lock")) || Integer.valueOf(1).equals(query.get("lock"));
    if (lock) {
      synchronized (fsyncMonitor) {
        awaitUnlocked(channel);
        lockedBy = channel;
      }
    }
    // Drain the writes under way (they hold the shared side) and put them on disk.
    commitAndSync();
    Document reply = new Document();
    reply.put("info", lock ? "now locked against writes, use fsyncUnlock to unlock" : "synced");
    reply.put("lockCount", lock ? 1 : 0);
    reply.put("ok", 1.0);
    return reply;
  }

  private Document fsyncUnlock(Channel channel) {
    synchronized (fsyncMonitor) {
      if (lockedBy == null) throw new MongoServerException("fsyncUnlock called when not locked");
      lockedBy = null;
      fsyncMonitor.notifyAll();
    }
    Document reply = new Document();
    reply.put("info", "fsyncUnlock completed");
    reply.put("lockCount", 0);
    reply.put("ok", 1.0);
    return reply;
  }

  private Document durabilityStatus() {
    Document status = new Document();
    status.put("mode", durability.name().toLowerCase(Locale.ROOT));
    status.put("commits", commits.get());
    status.put("syncedWrites", syncedWrites.get());
    synchronized (fsyncMonitor) {
      status.put("fsyncLocked", lockedBy != null);
    }
    return status;
  }

  /**
   * The committer: writers ask for a generation after their write finished; the thread commits
   * and syncs everything finished by the time it starts, then releases every writer whose
   * generation that covers.
   */
  private final class GroupCommit implements Runnable {
    private long requested;
    private long durable;
    private boolean stopped;

    synchronized void awaitDurable() {
      long target = ++requested;
      notifyAll();
      while (durable < target) {
        if (stopped) throw new MongoServerException("server is shutting down");
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new MongoServerException("interrupted while waiting for the commit");
        }
      }
    }

    synchronized void stop() {
      stopped = true;
      notifyAll();
    }

    @Override
    public void run() {
      for (;;) {
        long target;
        synchronized (this) {
          while (requested == durable && !stopped) {
            try {
              wait();
            } catch (InterruptedException e) {
              return;
            }
          }
          if (stopped) return;
        }
        // Writes still running may join this commit (PostgreSQL's commit_delay with
        // commit_siblings): a lone write never waits.
        if (commandLock.getReadLockCount() > 0) LockSupport.parkNanos(COMMIT_DELAY_NANOS);
        synchronized (this) {
          target = requested;
        }
        commitAndSync();
        synchronized (this) {
          durable = target;
          notifyAll();
        }
      }
    }
  }
}
