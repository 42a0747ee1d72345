import { KEY_DATABASE } from '@wps-mobile/config';

/** Where a non-extractable CryptoKey is kept between visits. */
export interface KeyStore {
  get(name: string): Promise<CryptoKey | undefined>;
  put(name: string, key: CryptoKey): Promise<void>;
  delete(name: string): Promise<void>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(factory: IDBFactory): Promise<IDBDatabase> {
  const req = factory.open(KEY_DATABASE.name, 1);
  req.onupgradeneeded = () => req.result.createObjectStore(KEY_DATABASE.store);
  return request(req);
}

async function withStore<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open(factory);
  try {
    const tx = db.transaction(KEY_DATABASE.store, mode);
    // Listen before anything runs: a write counts only once its transaction has committed.
    const done = new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
    const result = await request(run(tx.objectStore(KEY_DATABASE.store)));
    await done;
    return result;
  } finally {
    db.close();
  }
}

/**
 * Keys stored as CryptoKey objects in IndexedDB. The browser keeps a non-extractable key's material out of reach
 * of script: it can be used to encrypt and decrypt on this device but never read, exported or sent anywhere.
 */
export function indexedDbKeyStore(factory: IDBFactory = indexedDB): KeyStore {
  return {
    get: async (name) => {
      const found: unknown = await withStore(factory, 'readonly', (s) => s.get(name));
      return found instanceof CryptoKey ? found : undefined;
    },
    put: async (name, key) => {
      await withStore(factory, 'readwrite', (s) => s.put(key, name));
    },
    delete: async (name) => {
      await withStore(factory, 'readwrite', (s) => s.delete(name));
    },
  };
}
