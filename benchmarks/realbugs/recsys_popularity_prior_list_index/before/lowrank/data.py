import numpy as np


def synthetic_ratings(num_users=60, num_items=40, rank=4, n=1500, seed=0):
    rng = np.random.default_rng(seed)
    users = rng.integers(0, num_users, n)
    # Popular items are rated more often, as in MovieLens.
    item_weights = rng.zipf(1.5, num_items).astype(np.float64)
    items = rng.choice(num_items, n, p=item_weights / item_weights.sum())
    u = rng.normal(size=(num_users, rank))
    v = rng.normal(size=(num_items, rank))
    ratings = np.clip(3.0 + (u[users] * v[items]).sum(axis=1) + 0.3 * rng.normal(size=n), 1.0, 5.0)
    return users.astype(np.int32), items.astype(np.int32), ratings.astype(np.float32)


def item_popularity(items, num_items):
    """Share of all ratings each item received (a prior for the item bias)."""
    counts = np.bincount(items, minlength=num_items)
    return (counts / counts.sum()).tolist()
